/**
 * A small seeded pseudo-random generator (mulberry32) and a pick from a list:
 * the same seed always gives the same sequence, so generated data (the
 * sandbox dataset, the benchmarks' scale pages and page copies) is
 * reproducible. Deterministic by design: never use it for secrets or keys.
 *
 * Pure, with no imports: the sandbox's dataset generator, the benchmarks and
 * the tests share it.
 */

/** A generator of numbers in [0, 1) seeded with `seed` (taken as an unsigned 32-bit integer). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty `list`, chosen by the next number of `random`. */
export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}
