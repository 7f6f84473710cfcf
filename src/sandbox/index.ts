/**
 * The sandbox: an offline API answering from the test-input catalogue, the
 * fictional test dataset and the OpenAPI description. Browser code loads this module with a dynamic
 * `import()` on first use (Send, Run, the examples picker), never in a page's
 * initial JavaScript; `npm run sandbox` serves it over HTTP.
 */
import generated from './spec-data.generated.json';
import datasetFile from './dataset/dataset.json';
import {
  cases,
  initialConfigs,
  initialKeyDetails,
  initialLicensees,
  testAddresses,
} from './catalogue';
import type {DatasetFile} from './dataset/types';
import {createEngine} from './engine';
import type {SpecData} from './spec-data';
import type {Sandbox} from './types';

const specData = generated as unknown as SpecData;
/** The fictional test dataset the searches run over (see src/sandbox/README.md). */
export const dataset = datasetFile as unknown as DatasetFile;

export * from './catalogue';
export type {
  CaseRequest,
  CaseResponse,
  HttpMethod,
  QueryValues,
  Sandbox,
  SandboxRequest,
  SandboxResponse,
  SandboxUsage,
  TestCase,
  TestInputCatalogue,
} from './types';

/** The spec's `info.version`, as published in `/sandbox/test-inputs.json`. */
export const specVersion: string = specData.version;

/** A fresh sandbox with the catalogue's initial state. */
export function createSandbox(): Sandbox {
  return createEngine({
    spec: specData,
    cases,
    initial: {keyDetails: initialKeyDetails, licensees: initialLicensees, configs: initialConfigs},
    dataset,
    testAddresses,
  });
}

let shared: Sandbox | undefined;

/** One sandbox per page session (or per server process). */
export function getSandbox(): Sandbox {
  shared ??= createSandbox();
  return shared;
}
