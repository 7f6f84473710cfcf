/**
 * A sandbox over given spec data, with the catalogue's cases, initial state
 * and test addresses and the test dataset: what the browser's sandbox
 * (./index.ts, over the spec data `npm run gen` extracts) and
 * `npm run sandbox` (over the spec it bundles at start-up) both build.
 */
import datasetFile from './dataset/dataset.json';
import {cases, initialAccount, testAddresses} from './catalogue';
import type {DatasetFile} from './dataset/types';
import {createEngine} from './engine';
import type {SpecData} from './spec-data';
import type {Sandbox} from './types';

/** The fictional test dataset the searches run over (see lib/sandbox/README.md). */
export const dataset = datasetFile as unknown as DatasetFile;

/** A fresh sandbox over `spec`, with the catalogue's initial state. */
export function createSandboxOver(spec: SpecData): Sandbox {
  return createEngine({
    spec,
    cases,
    initial: {account: initialAccount},
    dataset,
    testAddresses,
  });
}
