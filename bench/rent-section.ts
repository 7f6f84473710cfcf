/**
 * Where the rent table sits in BENCHMARKS.md: `npm run bench:rent` writes
 * the measured rows and verdicts there by hand of the maintainer who ran it
 * (each run is one factor and shape); the quality bench keeps the section
 * when it rewrites the file.
 */
export const RENT_MARKERS = [
  '<!-- rent:start (the rent table of issue 42: npm run bench:rent) -->',
  '<!-- rent:end -->',
];
