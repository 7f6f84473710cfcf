/**
 * The API operations as an agent needs them: a list to choose from, and one
 * operation described compactly (its schemas dereferenced and stripped of
 * examples and extensions), with its error codes, its reference page and
 * the page's request sample in one language.
 */
import {
  dereference,
  listOperations,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
  type Schema,
} from '../openapi/document';
import {operationSlug} from '../openapi/page-slugs';
import type {SampleCredentials} from '../openapi/sample-credentials';
import {sampleLanguages} from '../openapi/sample-languages';

/** Where the API reference pages live on the site. */
const API_BASE_PATH = '/docs/api';

/** The languages of the reference pages' request samples, by tab value (`curl`, `python`...). */
export const sampleLanguageValues = sampleLanguages.map((language) => language.value) as [
  string,
  ...string[],
];

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tags: string[];
  pageUrl: string;
}

interface CompactParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: CompactSchema;
}

/** A JSON Schema reduced to what a caller needs; plain JSON. */
export type CompactSchema = {[keyword: string]: unknown};

interface ErrorCode {
  status: number;
  /** The API's own code in the body (`4010`), where the spec gives an example. */
  code?: number;
  message?: string;
  /** What the example is about, from its summary or name. */
  case?: string;
}

export interface OperationDetails extends OperationSummary {
  /** The full URL on the API host, path parameters left as `{name}`. */
  url: string;
  description: string;
  parameters: CompactParameter[];
  security: string[];
  requestBody?: {contentType: string; required: boolean; schema?: CompactSchema};
  responses: {status: string; description: string; contentType?: string; schema?: CompactSchema}[];
  errorCodes: ErrorCode[];
  sample: {language: string; label: string; source: string};
  /** The other languages the page shows the sample in. */
  sampleLanguages: string[];
}

function operationIdOf(entry: OperationEntry): string {
  return entry.operation.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
}

function pageUrlOf(siteUrl: string, entry: OperationEntry): string {
  return `${siteUrl}${API_BASE_PATH}/${operationSlug(entry.operation, entry.method, entry.path)}`;
}

function summaryOf(siteUrl: string, entry: OperationEntry): OperationSummary {
  return {
    operationId: operationIdOf(entry),
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: entry.operation.summary ?? '',
    tags: entry.operation.tags ?? [],
    pageUrl: pageUrlOf(siteUrl, entry),
  };
}

/** Every operation, optionally those of one tag (case-insensitive), in the spec's order. */
export function listOperationSummaries(
  document: OpenApiDocument,
  siteUrl: string,
  tag?: string,
): OperationSummary[] {
  const wanted = tag?.trim().toLowerCase();
  return listOperations(document)
    .filter(
      (entry) =>
        !wanted || (entry.operation.tags ?? []).some((name) => name.toLowerCase() === wanted),
    )
    .map((entry) => summaryOf(siteUrl, entry));
}

export function findOperation(
  document: OpenApiDocument,
  operationId: string,
): OperationEntry | undefined {
  const operations = listOperations(document);
  return (
    operations.find((entry) => operationIdOf(entry) === operationId) ??
    operations.find((entry) => operationIdOf(entry).toLowerCase() === operationId.toLowerCase())
  );
}

/** The first sentence of a description, at most 200 characters. */
function shortDescription(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence;
}

const MAX_DEPTH = 6;

/**
 * A dereferenced schema reduced to type, format, first sentence of the
 * description, enum, default, required and nesting. `allOf` is merged;
 * `oneOf`/`anyOf` keep their branches. Deeper than six levels is cut.
 */
export function compactSchema(schema: Schema | undefined, depth = 0): CompactSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (depth > MAX_DEPTH) return {type: schema.type ?? 'object', truncated: true};
  let source = schema;
  if (schema.allOf) {
    const merged: Schema = {...schema, allOf: undefined, properties: {...schema.properties}};
    const required = new Set(schema.required ?? []);
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties ?? {});
      for (const name of part.required ?? []) required.add(name);
      merged.type ??= part.type;
      merged.description ??= part.description;
    }
    merged.required = [...required];
    source = merged;
  }
  const out: CompactSchema = {};
  if (source.type !== undefined) out.type = source.type;
  if (source.format) out.format = source.format;
  if (source.nullable) out.nullable = true;
  const description = shortDescription(source.description);
  if (description) out.description = description;
  if (source.enum) out.enum = source.enum;
  if (source.const !== undefined) out.const = source.const;
  if (source.default !== undefined) out.default = source.default;
  for (const keyword of ['minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'maxItems']) {
    if (source[keyword] !== undefined) out[keyword] = source[keyword];
  }
  if (source.properties && Object.keys(source.properties).length > 0) {
    if (source.required?.length) out.required = source.required;
    out.properties = Object.fromEntries(
      Object.entries(source.properties).map(([name, property]) => [
        name,
        compactSchema(property, depth + 1) ?? {},
      ]),
    );
  }
  if (source.items) out.items = compactSchema(source.items, depth + 1);
  if (source.additionalProperties && typeof source.additionalProperties === 'object') {
    out.additionalProperties = compactSchema(source.additionalProperties, depth + 1);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (source[keyword])
      out[keyword] = source[keyword].map((part) => compactSchema(part, depth + 1));
  }
  return out;
}

/** The error codes of an operation: every example body of its 4xx and 5xx responses. */
function errorCodesOf(document: OpenApiDocument, entry: OperationEntry): ErrorCode[] {
  const codes: ErrorCode[] = [];
  for (const [status, raw] of Object.entries(entry.operation.responses ?? {})) {
    if (!/^[45]/.test(status)) continue;
    const response = resolveRef(document, raw);
    const media = Object.values(response.content ?? {})[0];
    const examples = Object.entries(media?.examples ?? {});
    if (media?.example !== undefined) examples.push(['example', {value: media.example}]);
    if (examples.length === 0) {
      codes.push({status: Number(status), message: shortDescription(response.description)});
    }
    for (const [name, rawExample] of examples) {
      const example = resolveRef(document, rawExample);
      const value = example.value as {code?: unknown; message?: unknown} | undefined;
      codes.push({
        status: Number(status),
        ...(typeof value?.code === 'number' ? {code: value.code} : {}),
        ...(typeof value?.message === 'string' ? {message: value.message} : {}),
        case: example.summary ?? name,
      });
    }
  }
  return codes;
}

/** The request sample of an operation in one language, as its reference page shows it. */
export type SampleSource = (
  document: OpenApiDocument,
  entry: OperationEntry,
  language: string,
) => Promise<{language: string; label: string; source: string}>;

/** The request generator of the reference pages (lib/openapi/code-samples). */
export interface SampleGenerator {
  codeSamples: typeof import('../openapi/code-samples').codeSamples;
  sampleRequest: typeof import('../openapi/code-samples').sampleRequest;
}

/** The samples of the reference pages, from their one request generator, sending `credentials`. */
export function samplesFrom(
  generator: SampleGenerator,
  credentials: SampleCredentials,
): SampleSource {
  return async (document, entry, language) => {
    const samples = generator.codeSamples(
      generator.sampleRequest(document, entry.path, entry.method, credentials),
    );
    const index = sampleLanguages.findIndex((candidate) => candidate.value === language);
    const sample = samples[index];
    if (index < 0 || !sample) throw new Error(`No sample in language "${language}".`);
    return {language, label: sample.label, source: sample.source};
  };
}

/**
 * The samples of the reference pages, sending `credentials` (the site's are
 * src/data/sample-credentials.ts). The generator is loaded on first use,
 * since it pulls in docusaurus-plugin-openapi-docs' sampler, which the
 * server does not need to start. (A runner that cannot import TypeScript at
 * run time, such as Playwright's, passes `samplesFrom` a static import
 * instead.)
 */
export function pageSamples(credentials: SampleCredentials): SampleSource {
  return async (document, entry, language) =>
    samplesFrom(await import('../openapi/code-samples'), credentials)(document, entry, language);
}

/** One operation described for an agent. */
export async function describeOperation(
  document: OpenApiDocument,
  siteUrl: string,
  entry: OperationEntry,
  language: string,
  sample: SampleSource,
): Promise<OperationDetails> {
  const plain = dereference(document, entry.operation);
  const server = document.servers?.[0]?.url.replace(/\/$/, '') ?? '';
  const parameters = dereference(document, entry.parameters).map((parameter) => ({
    name: parameter.name,
    in: parameter.in,
    required: parameter.required ?? false,
    ...(shortDescription(parameter.description)
      ? {description: shortDescription(parameter.description)}
      : {}),
    ...(parameter.schema ? {schema: compactSchema(parameter.schema)} : {}),
  }));
  const body = plain.requestBody;
  const bodyMedia = Object.entries(body?.content ?? {})[0];
  const security = (entry.operation.security ?? document.security ?? []).map((requirement) =>
    Object.keys(requirement).join(' + '),
  );
  return {
    ...summaryOf(siteUrl, entry),
    url: `${server}${entry.path}`,
    description: (plain.description ?? '').trim(),
    parameters,
    security,
    ...(bodyMedia
      ? {
          requestBody: {
            contentType: bodyMedia[0],
            required: body?.required ?? false,
            schema: compactSchema(bodyMedia[1].schema),
          },
        }
      : {}),
    responses: Object.entries(plain.responses ?? {}).map(([status, response]) => {
      const media = Object.entries(response.content ?? {})[0];
      return {
        status,
        description: response.description ?? '',
        ...(media ? {contentType: media[0]} : {}),
        ...(media && status.startsWith('2') ? {schema: compactSchema(media[1].schema)} : {}),
      };
    }),
    errorCodes: errorCodesOf(document, entry),
    sample: await sample(document, entry, language),
    sampleLanguages: [...sampleLanguageValues],
  };
}
