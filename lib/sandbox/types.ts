/**
 * The sandbox contract: the types shared by the test-input catalogue, the
 * in-browser request handler, the Try-it console, the home page's Run
 * button, the widget playground and `npm run sandbox`.
 *
 * A *case* is one documented test input with its exact answer. The catalogue
 * (the single source of truth for every test key and test input the docs
 * mention) is published by the build as `/sandbox/test-inputs.json`:
 * `{"version": "<spec info.version>", "cases": TestCase[]}`.
 */

import type {Credentials} from '../http/authorization';

/** HTTP methods the API answers. */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/** Query values as they appear in a URL: repeated parameters become arrays. */
export type QueryValues = Readonly<Record<string, string | readonly string[]>>;

/** The request of a catalogue case, exactly as a reader would send it. */
export interface CaseRequest {
  method: HttpMethod;
  /** Path after the `/v1` prefix, not percent-encoded: `/postcodes/ID1 1QD`. */
  path: string;
  query?: QueryValues;
  /**
   * The keys the request sends, by kind: `{api_key: 'ak_test'}`. The
   * catalogue writes them into `headers.authorization` (`api_key="ak_test"`);
   * read them here rather than parsing that header.
   */
  keys?: Readonly<Credentials>;
  /**
   * Header names in lower case: `authorization`, written from `keys`, and any
   * other header the case sends (`content-type`).
   */
  headers?: Readonly<Record<string, string>>;
  /** JSON body of POST and PUT requests. */
  body?: unknown;
}

/** The exact answer of a catalogue case. */
interface CaseResponse {
  status: number;
  /** The JSON body (the CSV text for the usage log download). */
  body: unknown;
}

/** One documented test input and its answer. */
export interface TestCase {
  /** Stable, kebab-case id, e.g. `postcodes-success`. */
  id: string;
  /** The OpenAPI operationId this case calls, e.g. `Postcodes`. */
  operationId: string;
  /**
   * One sentence a reader sees next to the case. Code (keys, inputs, codes)
   * is marked with backticks, as Markdown inline code.
   */
  description: string;
  request: CaseRequest;
  response: CaseResponse;
}

/** A case as `/sandbox/test-inputs.json` publishes it: its keys only in `headers.authorization`. */
export interface PublishedTestCase extends Omit<TestCase, 'request'> {
  request: Omit<CaseRequest, 'keys'>;
}

/** The published catalogue (`/sandbox/test-inputs.json`). */
export interface TestInputCatalogue {
  /** The spec's `info.version`. */
  version: string;
  cases: readonly PublishedTestCase[];
}

/** Any request the sandbox is asked to answer. */
export interface SandboxRequest {
  /** Any method; unknown ones are answered as the API would. */
  method: string;
  /**
   * Path after `/v1`, percent-encoded or not, without a query string:
   * `/autocomplete/addresses`. A leading `/v1` is accepted and removed.
   */
  path: string;
  query?: QueryValues;
  /** Header names are matched case-insensitively. */
  headers?: Readonly<Record<string, string>>;
  /**
   * The body: a parsed JSON value, or the raw text when the caller has it
   * as text (the handler parses it and answers 4150 when it is not JSON).
   */
  body?: unknown;
}

/** What the sandbox answers. */
export interface SandboxResponse {
  status: number;
  /** Response headers, names in lower case (`content-type`, `x-ratelimit-*`). */
  headers: Record<string, string>;
  /** JSON value, or text for `text/csv` answers. */
  body: unknown;
  /** The catalogue case that answered, when one matched. */
  matchedCase?: Pick<TestCase, 'id' | 'description'>;
}

/**
 * A sandbox instance. Write operations (create, update and delete of
 * licensees and configs) change its in-memory state for as long as the
 * instance lives: one page session in the browser, one process on the server.
 */
export interface Sandbox {
  handle(request: SandboxRequest): SandboxResponse;
  /** Forget every write and return to the catalogue's initial state. */
  reset(): void;
  /** How much write state the instance holds, and its caps. */
  usage(): SandboxUsage;
}

/**
 * The write state of a sandbox against its caps: a write that would pass a
 * cap answers `400` / `40019` and leaves the state as it was.
 */
export interface SandboxUsage {
  licensees: number;
  configs: number;
  /** Size of the key details, licensees and configs as JSON, in characters. */
  size: number;
  limits: {
    licensees: number;
    configs: number;
    /** Longest string (and property name) stored, in characters. */
    stringLength: number;
    /** Largest `size`. */
    totalSize: number;
  };
}

/*
 * Module layout (what each consumer imports):
 * - `lib/sandbox/catalogue/`: `cases: readonly TestCase[]` and
 *   `casesFor(operationId): TestCase[]`; pure data, safe to import at build
 *   time (MDX tables, the testing guide, llms.txt, unit tests).
 * - `lib/sandbox/index.ts`: `createSandbox(): Sandbox` (a fresh instance) and
 *   `getSandbox(): Sandbox` (one shared instance per page session), plus
 *   re-exports of the catalogue. Browser code loads it on first use with
 *   `loadSandbox()` of `lib/sandbox/load.ts`, the one dynamic `import()` of
 *   the sandbox, never in a page's initial JavaScript.
 */
