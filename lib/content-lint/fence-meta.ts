/**
 * The meta string of a code fence (what follows the language on the opening
 * line), read the same way by every content rule and by the sample harness:
 * its `key=value` pairs are `fenceAttributes` of lib/markdown/code-blocks.ts
 * (each block the reader returns carries them), and `sampleFence` reads the
 * two that `npm run test:samples` acts on.
 *
 *     ```json operation=AddressVerify status=200 pointer=/result
 *     ```bash expect=4010
 *     ```bash expect=2xxx,4040,4020
 *     ```bash norun="needs a Prism mock server, not the sandbox"
 *
 * `expect` and `norun` are read by `npm run test:samples` (CONTRIBUTING.md,
 * "Code samples"): a request sample runs against the sandbox and must get a
 * success `code` (2xxx) unless its fence states the codes it demonstrates,
 * one per request in the order the sample sends them; `norun` says why a
 * sample cannot run as it is (it is still parsed where a checker exists).
 */

import {fenceAttributes} from '../markdown/code-blocks';

export {fenceAttributes};

/** One expected answer: an exact API `code`, or any success (`2xxx`). */
export type ExpectedCode = number | '2xxx';

export interface SampleFence {
  /** The `code` of each answer, in order; absent: every answer is a success. */
  expect?: ExpectedCode[];
  /** Why the sample is not run. */
  norun?: string;
}

/** Reads `expect` and `norun`; throws a message for a malformed value. */
export function sampleFence(meta: string): SampleFence {
  const attributes = fenceAttributes(meta);
  const fence: SampleFence = {};
  if ('expect' in attributes) {
    fence.expect = attributes.expect.split(',').map((item) => {
      const text = item.trim();
      if (text === '2xxx') return '2xxx';
      if (!/^\d{4}$/.test(text)) {
        throw new Error(
          `expect=${attributes.expect}: each value is a four-digit API code (4010) or 2xxx for any success.`,
        );
      }
      return Number(text);
    });
  }
  if ('norun' in attributes) {
    if (attributes.norun.trim() === '') throw new Error('norun needs a reason: norun="why".');
    fence.norun = attributes.norun;
  }
  if (fence.expect && fence.norun) throw new Error('a sample has expect= or norun=, not both.');
  return fence;
}
