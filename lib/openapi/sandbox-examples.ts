/**
 * The response examples of a bundled document, written from the sandbox's
 * answers: the OpenAPI source states which request each example answers and
 * the bundle asks the sandbox (passed in by the caller, `config/openapi-source.ts`)
 * for the answer, so an example can never disagree with what a reader gets
 * by sending that request.
 *
 * - The first success example of every operation is the answer to the
 *   operation's own example request: the request its samples send
 *   (`sampleRequest` of ./code-samples.ts), as the page and its Markdown
 *   twin show it.
 * - Any other example names its request with `x-test-input: <case id>` (a
 *   case of the test-input catalogue) or `x-sandbox-request: <request label>`
 *   (./request-label.ts; the sample's keys are added unless the label names
 *   an `Authorization` header).
 * - An example with neither, other than a first success example, keeps the
 *   value written in the source (errors no test input reproduces).
 *
 * A generated example must have no `value` in the source, and gets
 * `x-sandbox-request` with the request it answers (its label, without the
 * sample's own keys), so the published document, the pages that print an
 * example and their twins say where each one comes from. Every failure names the operation and the
 * example. Pure: the caller passes the answers, each from a fresh sandbox
 * with a fixed clock, so the result is deterministic.
 */
import {sampleRequest} from './code-samples';
import {
  isJsonObject,
  listOperations,
  parseRef,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
} from './document';
import {matchPathTemplate, pathSegments} from './path-template';
import {formatRequestLabel, parseRequestLabel, type LabelledRequest} from './request-label';
import type {SampleCredentials} from './sample-credentials';

/** What the sandbox answered. */
interface SandboxAnswer {
  status: number;
  /** The JSON body, or the text of a text answer (the Key Logs CSV). */
  body: unknown;
}

/** Where the examples come from. */
export interface ExampleSource {
  /** The answer to a request on a fresh sandbox (path after `/v1`, decoded). */
  answer(request: LabelledRequest): SandboxAnswer;
  /** The request of a catalogue case, or undefined when there is none with this id. */
  testInput(id: string): LabelledRequest | undefined;
}

type Json = Record<string, unknown>;

/** The operation a labelled request calls. */
function operationOf(document: OpenApiDocument, request: LabelledRequest) {
  const segments = pathSegments(request.path);
  return listOperations(document).find(
    (entry) =>
      entry.method.toUpperCase() === request.method &&
      segments !== undefined &&
      matchPathTemplate(entry.path, segments) !== undefined,
  );
}

/** The operation's example request (its samples' request) as a label's request. */
function exampleRequestOf(
  document: OpenApiDocument,
  entry: OperationEntry,
  credentials: SampleCredentials,
): LabelledRequest {
  const sample = sampleRequest(document, entry.path, entry.method, credentials);
  // The sample's URL is the server's URL and the path; a label keeps the path only.
  const server = (document.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const path = decodeURIComponent(sample.url.slice(server.length)) || '/';
  return {
    method: sample.method,
    path,
    query: sample.query,
    headers: sample.headers,
    ...(sample.body !== undefined ? {body: sample.body} : {}),
  };
}

/** The headers a sample of the labelled request's operation sends (its keys, its content type). */
function sampleHeaders(
  document: OpenApiDocument,
  request: LabelledRequest,
  credentials: SampleCredentials,
): [string, string][] {
  const entry = operationOf(document, request);
  if (!entry) return [];
  return sampleRequest(document, entry.path, entry.method, credentials).headers.filter(
    ([name]) => name.toLowerCase() !== 'content-type' || request.body !== undefined,
  );
}

/** A label's request with the sample's keys (and content type) when it names none. */
export function withSampleHeaders(
  document: OpenApiDocument,
  request: LabelledRequest,
  credentials: SampleCredentials,
): LabelledRequest {
  const named = new Set(request.headers.map(([name]) => name.toLowerCase()));
  const defaults = sampleHeaders(document, request, credentials).filter(
    ([name]) => !named.has(name.toLowerCase()),
  );
  return {...request, headers: [...defaults, ...request.headers]};
}

/** The label of a request: the sample's own keys and content type left out. */
function labelOf(
  document: OpenApiDocument,
  request: LabelledRequest,
  credentials: SampleCredentials,
): string {
  const defaults = sampleHeaders(document, request, credentials);
  const same = ([name, value]: [string, string]) =>
    defaults.some(
      ([defaultName, defaultValue]) =>
        defaultName.toLowerCase() === name.toLowerCase() && defaultValue === value,
    ) ||
    (name.toLowerCase() === 'content-type' && /json/.test(value));
  return formatRequestLabel({
    ...request,
    headers: request.headers.filter((header) => !same(header)),
  });
}

/** Thrown with every example that could not be written, one per line. */
class SandboxExampleError extends Error {}

/**
 * A copy of `document` whose examples are the sandbox's answers (see the
 * module's comment). Throws a SandboxExampleError listing every problem.
 */
export function withSandboxExamples(
  document: OpenApiDocument,
  source: ExampleSource,
  credentials: SampleCredentials,
): OpenApiDocument {
  const copy = structuredClone(document);
  const problems: string[] = [];
  /** Each example object written, with who wrote it and the label. */
  const written = new Map<Json, {by: string; label: string}>();

  const fill = (
    example: Json,
    name: string,
    status: string,
    request: LabelledRequest | undefined,
    from: string,
  ) => {
    if (!request) return;
    const label = labelOf(copy, request, credentials);
    const done = written.get(example);
    let answer: SandboxAnswer;
    try {
      answer = source.answer(request);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return;
    }
    if (String(answer.status) !== status) {
      problems.push(
        `${name}: the sandbox answers ${label} with ${answer.status}, not ${status}: name the request that gives a ${status} (x-test-input or x-sandbox-request)`,
      );
      return;
    }
    if (done) {
      if (JSON.stringify(example.value) !== JSON.stringify(answer.body)) {
        problems.push(
          `${name}: shown by ${done.by} (${done.label}) and ${from} (${label}), which the sandbox answers differently; give one of them its own example`,
        );
      }
      return;
    }
    if ('value' in example) {
      problems.push(
        `${name}: its value is written by the bundle from the sandbox's answer to ${label}; remove the value from the source`,
      );
      return;
    }
    example.value = answer.body;
    example['x-sandbox-request'] = label;
    written.set(example, {by: from, label});
  };

  /** The request an example names, or undefined. */
  const namedRequest = (example: Json, name: string): LabelledRequest | undefined => {
    const testInput = example['x-test-input'];
    const label = example['x-sandbox-request'];
    if (typeof testInput === 'string') {
      const request = source.testInput(testInput);
      if (!request) problems.push(`${name}: x-test-input names no catalogue case "${testInput}"`);
      return request;
    }
    if (typeof label === 'string') {
      try {
        return withSampleHeaders(copy, parseRequestLabel(label), credentials);
      } catch (error) {
        problems.push(`${name}: x-sandbox-request ${(error as Error).message}`);
      }
    }
    return undefined;
  };

  for (const entry of listOperations(copy)) {
    const id = entry.operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
    let firstSuccess = true;
    for (const [status, rawResponse] of Object.entries(entry.operation.responses ?? {})) {
      const response = resolveRef(copy, rawResponse);
      for (const [type, media] of Object.entries(response?.content ?? {})) {
        for (const [exampleName, raw] of Object.entries(media.examples ?? {})) {
          const reference = isJsonObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : null;
          const example = resolveRef(copy, raw) as unknown as Json;
          const name = `${id} ${status} ${type} example ${exampleName}${
            reference ? ` (${parseRef(reference).pointer.join('/')})` : ''
          }`;
          const named = written.has(example) ? undefined : namedRequest(example, name);
          if (named) {
            fill(example, name, status, named, id);
          } else if (/^2\d\d$/.test(status) && firstSuccess) {
            fill(example, name, status, exampleRequestOf(copy, entry, credentials), id);
          } else if (!('value' in example) && !written.has(example)) {
            problems.push(`${name}: no value, and no x-test-input or x-sandbox-request to answer`);
          }
          if (/^2\d\d$/.test(status)) firstSuccess = false;
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new SandboxExampleError(
      `The OpenAPI examples could not be written from the sandbox:\n- ${problems.join('\n- ')}`,
    );
  }
  return copy;
}
