/**
 * Collections of the API for the common clients, generated from the bundled
 * OpenAPI document: a Postman v2.1 collection (converted by
 * openapi-to-postmanv2) and a Bruno collection (converted from it by
 * @usebruno/converters), each with two environments, "Test" (the production
 * base URL and the documented test keys) and "Live" (placeholders for the
 * reader's keys).
 *
 * The converters lay out the folders (one per tag), names, descriptions and
 * every parameter; each request then gets the values of its operation page's
 * sample (lib/openapi/code-samples.ts, the one request generator): the same
 * path values, query parameters and body, and the key in the `Authorization`
 * header from an environment variable, never in the URL. The other optional
 * parameters stay in the request, switched off. Node only; the ids the
 * converters draw at random are replaced by ids derived from the content, so
 * two builds write the same files.
 */
import crypto from 'node:crypto';
import {postmanToBruno, postmanToBrunoEnvironment} from '@usebruno/converters';
import Converter from 'openapi-to-postmanv2';
import {sampleRequest} from './code-samples';
import {listOperations, type OpenApiDocument} from './document';

/** Variable names the requests use, and the environments define. */
const collectionVariables = {
  baseUrl: 'baseUrl',
  apiKey: 'apiKey',
  managementKey: 'userToken',
} as const;

export interface CollectionOptions {
  /** The collection's name, e.g. "<brand> API". */
  name: string;
  /** One paragraph saying what the collection is and how to use its environments. */
  description: string;
  /** The production base URL, version prefix included. */
  baseUrl: string;
  /** The documented test keys (the Test environment's values). */
  testKeys: {apiKey: string; managementKey: string};
  /** What the Live environment holds until the reader puts their keys in. */
  livePlaceholders: {apiKey: string; managementKey: string};
}

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  enabled?: boolean;
  disabled?: boolean;
  description?: unknown;
}

interface PostmanRequest {
  method: string;
  url: {
    raw?: string;
    host?: string[];
    path?: string[];
    query?: PostmanVariable[];
    variable?: PostmanVariable[];
  };
  header?: PostmanVariable[];
  body?: {mode: string; raw?: string; options?: unknown};
  auth?: unknown;
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  [field: string]: unknown;
}

export interface PostmanCollection {
  info: {name: string; schema: string; description?: unknown; _postman_id?: string};
  item: PostmanItem[];
  variable?: PostmanVariable[];
  auth?: unknown;
  [field: string]: unknown;
}

interface PostmanEnvironment {
  id: string;
  name: string;
  values: {key: string; value: string; type: 'default' | 'secret'; enabled: boolean}[];
  _postman_variable_scope: 'environment';
}

/** The files a build publishes, by file name. */
export interface Collections {
  postman: PostmanCollection;
  postmanEnvironments: {test: PostmanEnvironment; live: PostmanEnvironment};
  bruno: Record<string, unknown>;
}

function convertToPostman(document: OpenApiDocument): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      {type: 'json', data: document},
      {
        folderStrategy: 'Tags',
        requestParametersResolution: 'Example',
        exampleParametersResolution: 'Example',
        enableOptionalParameters: false,
        includeAuthInfoInExample: false,
      },
      (
        error: {message: string} | null,
        result?: {result: boolean; reason?: string; output?: {data: unknown}[]},
      ) => {
        if (error) return reject(new Error(error.message));
        if (!result?.result || !result.output?.[0]) {
          return reject(
            new Error(
              `openapi-to-postmanv2 could not convert the document: ${result?.reason ?? 'no output'}.`,
            ),
          );
        }
        resolve(result.output[0].data as PostmanCollection);
      },
    );
  });
}

/** Every request item of a collection, depth first. */
function requestItems(items: readonly PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) =>
    item.item ? requestItems(item.item) : item.request ? [item] : [],
  );
}

/** The path template of a converted request: `['keys', ':key']` → `/keys/{key}`. */
function templateOf(request: PostmanRequest): string {
  return `/${(request.url.path ?? []).map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part)).join('/')}`;
}

/** Gives a converted request its operation page's sample values and the key in the Authorization header. */
function applySample(document: OpenApiDocument, request: PostmanRequest, serverUrl: string): void {
  const template = templateOf(request);
  const method = request.method.toLowerCase();
  const sample = sampleRequest(document, template, method, {
    apiKey: `{{${collectionVariables.apiKey}}}`,
    managementKey: `{{${collectionVariables.managementKey}}}`,
  });
  // The sample's path, still percent-encoded (a US id's `|` is `%7C`), segment by segment.
  const sentPath = new URL(sample.url).pathname.slice(new URL(serverUrl).pathname.length);
  const sentSegments = sentPath.replace(/^\/+/, '').split('/');
  const values: Record<string, string> = {};
  template
    .replace(/^\/+/, '')
    .split('/')
    .forEach((part, index) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name !== undefined && sentSegments[index] !== undefined)
        values[name] = sentSegments[index];
    });
  for (const variable of request.url.variable ?? []) {
    const value = values[variable.key];
    if (value !== undefined) variable.value = value;
  }
  const sent = new Map(sample.query);
  const query = (request.url.query ?? []).filter(
    (parameter) => parameter.key !== 'api_key' && parameter.key !== 'user_token',
  );
  for (const parameter of query) {
    const value = sent.get(parameter.key);
    parameter.disabled = value === undefined;
    if (value !== undefined) parameter.value = value;
  }
  for (const [key, value] of sample.query) {
    if (!query.some((parameter) => parameter.key === key)) query.push({key, value});
  }
  request.url.query = query;
  const pathText = (request.url.path ?? []).join('/');
  const enabled = query.filter((parameter) => !parameter.disabled);
  request.url.raw = `{{${collectionVariables.baseUrl}}}/${pathText}${enabled.length ? `?${enabled.map((p) => `${p.key}=${p.value}`).join('&')}` : ''}`;
  request.url.host = [`{{${collectionVariables.baseUrl}}}`];
  request.header = [
    ...(request.header ?? []).filter(
      (header) => !['authorization', 'content-type'].includes(header.key.toLowerCase()),
    ),
    ...sample.headers.map(([key, value]) => ({key, value})),
  ];
  if (sample.body !== undefined) {
    request.body = {
      mode: 'raw',
      raw: JSON.stringify(sample.body, null, 2),
      options: {raw: {language: 'json'}},
    };
  } else {
    delete request.body;
  }
  delete request.auth;
}

/** An id derived from text, shaped like a UUID (the clients take any string). */
function stableId(seed: string): string {
  const hex = crypto.createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Fields that hold an id the converters draw at random, or a reference to one. */
const isIdField = (key: string): boolean =>
  ['id', '_postman_id'].includes(key) || /uid$/i.test(key);

/**
 * A copy with every id replaced by one derived from the order it first
 * appears in (the same random id in two places, an item and a reference to
 * it, gets the same new id), so the file does not change between builds.
 */
function withStableIds<T>(value: T, seed: string): T {
  const ids = new Map<string, string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    for (const [key, item] of Object.entries(node)) {
      if (isIdField(key) && typeof item === 'string' && !ids.has(item)) {
        ids.set(item, stableId(`${seed} ${ids.size}`));
      } else collect(item);
    }
  };
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => [
        key,
        isIdField(key) && typeof item === 'string' ? ids.get(item) : replace(item),
      ]),
    );
  };
  collect(value);
  return replace(value) as T;
}

/**
 * An environment. The test keys are public, so the Test environment stores
 * them as plain values; the Live one marks the keys secret (Postman masks
 * them, Bruno keeps secrets out of the collection's files).
 */
function environment(
  name: string,
  baseUrl: string,
  keys: {apiKey: string; managementKey: string},
  secret: boolean,
): PostmanEnvironment {
  const type = secret ? 'secret' : 'default';
  return {
    id: stableId(`environment ${name}`),
    name,
    values: [
      {key: collectionVariables.baseUrl, value: baseUrl, type: 'default', enabled: true},
      {key: collectionVariables.apiKey, value: keys.apiKey, type, enabled: true},
      {key: collectionVariables.managementKey, value: keys.managementKey, type, enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}

/**
 * The Postman collection with its two environments, and the Bruno collection
 * with the same two inside. Throws, naming the operation, when a converted
 * request matches no operation of the document.
 */
export async function buildCollections(
  document: OpenApiDocument,
  options: CollectionOptions,
): Promise<Collections> {
  const converted = await convertToPostman(document);
  const serverUrl = document.servers?.[0]?.url;
  if (!serverUrl) throw new Error('The document has no server URL.');
  const items = requestItems(converted.item);
  const operations = listOperations(document);
  if (items.length !== operations.length) {
    throw new Error(
      `openapi-to-postmanv2 wrote ${items.length} requests for ${operations.length} operations.`,
    );
  }
  for (const item of items) applySample(document, item.request!, serverUrl);
  const postman = withStableIds(
    {
      ...converted,
      info: {
        ...converted.info,
        name: options.name,
        description: {content: options.description, type: 'text/markdown'},
      },
      variable: [{key: collectionVariables.baseUrl, value: options.baseUrl, type: 'string'}],
    },
    'postman',
  );
  delete postman.auth;
  const test = environment('Test', options.baseUrl, options.testKeys, false);
  const live = environment('Live', options.baseUrl, options.livePlaceholders, true);
  const brunoResult = (await postmanToBruno(postman)) as {
    collection: Record<string, unknown>;
    issues?: unknown[];
  };
  if (brunoResult.issues?.length) {
    throw new Error(
      `@usebruno/converters reported: ${JSON.stringify(brunoResult.issues).slice(0, 500)}`,
    );
  }
  const bruno = brunoResult.collection;
  bruno.environments = [test, live].map((env) => postmanToBrunoEnvironment(env));
  return {postman, postmanEnvironments: {test, live}, bruno: withStableIds(bruno, 'bruno')};
}

/** File names under the collections folder, for each file of `Collections`. */
export const collectionFiles = {
  postman: 'api.postman_collection.json',
  postmanTest: 'test.postman_environment.json',
  postmanLive: 'live.postman_environment.json',
  bruno: 'api.bruno.json',
} as const;

/** Each published file by name, as JSON text. */
export function collectionFileTexts(collections: Collections): Map<string, string> {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return new Map([
    [collectionFiles.postman, text(collections.postman)],
    [collectionFiles.postmanTest, text(collections.postmanEnvironments.test)],
    [collectionFiles.postmanLive, text(collections.postmanEnvironments.live)],
    [collectionFiles.bruno, text(collections.bruno)],
  ]);
}
