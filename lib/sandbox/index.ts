/**
 * The sandbox: an offline API answering from the test-input catalogue, the
 * fictional test dataset and the OpenAPI description. Browser code loads
 * this module with `loadSandbox()` (./load.ts, its one dynamic `import()`)
 * on first use (Send, Run, the examples picker), never in a page's initial
 * JavaScript; `npm run sandbox` serves the same engine over HTTP.
 */
import generated from './spec-data.generated.json';
import {createSandboxOver} from './create';
import type {SpecData} from './spec-data';
import type {Sandbox} from './types';

const specData = generated as unknown as SpecData;

export {dataset} from './create';

export * from './catalogue';
export type {Sandbox} from './types';

/** The spec's `info.version`, as published in `/sandbox/test-inputs.json`. */
export const specVersion: string = specData.version;

/** A fresh sandbox with the catalogue's initial state. */
export function createSandbox(): Sandbox {
  return createSandboxOver(specData);
}

let shared: Sandbox | undefined;

/** One sandbox per page session (or per server process). */
export function getSandbox(): Sandbox {
  shared ??= createSandbox();
  return shared;
}
