import {STATUS_CODES} from 'node:http';
import {kebabCase} from './kebab-case';

export {kebabCase};

/**
 * Markdown twins of the generated API reference pages, written from the
 * OpenAPI document itself rather than from the generated MDX (which is a tree
 * of interactive components): one page per operation, tag and info page,
 * matching the ids docusaurus-plugin-openapi-docs gives them.
 */

/** The subset of JSON Schema the twins read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

interface Example {
  $ref?: string;
  summary?: string;
  value?: unknown;
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

interface SecurityScheme {
  $ref?: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  description?: string;
}

type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: SecurityRequirement[];
  servers?: {url: string}[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];

type PathItem = Partial<Record<Method, Operation>> & {
  parameters?: Parameter[];
  servers?: {url: string}[];
};

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string};
  servers?: {url: string; description?: string}[];
  paths?: Record<string, PathItem>;
  tags?: {name: string; description?: string; 'x-displayName'?: string}[];
  security?: SecurityRequirement[];
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RequestBody>;
    responses?: Record<string, Response>;
    examples?: Record<string, Example>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

export interface ApiTwinOptions {
  /** Public origin of the docs, e.g. `https://docs.example.test`. */
  siteUrl: string;
  /** Route of the API docs instance, e.g. `/docs/api`. */
  apiBasePath: string;
  /**
   * Credential written into example requests, by security scheme name (e.g.
   * `{ApiKey: 'ak_test'}`). A scheme without one gets a placeholder such as
   * `YOUR_USER_TOKEN`.
   */
  exampleCredentials: Readonly<Record<string, string>>;
  /** Slugs of the API pages the site has; links to other pages are left out. Default: all. */
  pages?: ReadonlySet<string>;
}

/** A located operation of the document. */
export interface OperationEntry {
  method: Method;
  path: string;
  operation: Operation;
  /** Parameters of the path item and the operation, operation first. */
  parameters: Parameter[];
  slug: string;
}

/** Follows a local `#/components/...` reference; other values pass through. */
export function deref<T extends {$ref?: string}>(
  spec: OpenApiDocument,
  value: T | undefined,
  seen: string[] = [],
): T | undefined {
  if (!value?.$ref) return value;
  const ref = value.$ref;
  if (!ref.startsWith('#/') || seen.includes(ref)) return undefined;
  let target: unknown = spec;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  return deref(spec, target as T | undefined, [...seen, ref]);
}

/** Every operation of the document with the slug of its generated page. */
export function listOperations(spec: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => deref(spec, p)!).filter(Boolean);
      const shared = (item.parameters ?? []).map((p) => deref(spec, p)!).filter(Boolean);
      const parameters = [
        ...own,
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
      ];
      const slug = kebabCase(operation.operationId ?? operation.summary ?? `${method} ${path}`);
      entries.push({method, path, operation, parameters, slug});
    }
  }
  return entries;
}

/** Slug of the info page, as the generator derives it from `info.title`. */
export function infoSlug(spec: OpenApiDocument): string {
  return kebabCase(spec.info.title.replace(' ', '-').toLowerCase());
}

// --- values and examples --------------------------------------------------

const oneLine = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
const cell = (value: string | undefined): string => oneLine(value).replace(/\|/g, '\\|') || '-';

function typeOf(spec: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? 'object';
    const target = deref(spec, schema);
    return target?.type && target.type !== 'object' ? typeOf(spec, target, depth + 1) : name;
  }
  if (depth > 5) return 'object';
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => typeOf(spec, variant, depth + 1)).join(' or ');
  if (schema.allOf) return typeOf(spec, mergeAllOf(spec, schema), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'object');
  if (type === 'array') return `array of ${typeOf(spec, schema.items, depth + 1)}`;
  const format = schema.format ? ` (${schema.format})` : '';
  const values = schema.enum
    ? `, one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`
    : '';
  return `${type}${format}${values}`;
}

function mergeAllOf(spec: OpenApiDocument, schema: Schema, seen: string[] = []): Schema {
  const parts = (schema.allOf ?? []).map((part) => {
    const resolved = deref(spec, part, seen) ?? {};
    return resolved.allOf ? mergeAllOf(spec, resolved, [...seen, part.$ref ?? '']) : resolved;
  });
  const own: Schema = {...schema, allOf: undefined};
  return parts.reduce<Schema>(
    (merged, part) => ({
      ...part,
      ...merged,
      type: merged.type ?? part.type,
      properties: {...part.properties, ...merged.properties},
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    }),
    own,
  );
}

/** Resolved, allOf-merged object schema. */
function resolveSchema(spec: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const resolved = deref(spec, schema);
  return resolved?.allOf ? mergeAllOf(spec, resolved) : resolved;
}

const SAMPLE_STRINGS: Record<string, string> = {
  date: '2025-01-31',
  'date-time': '2025-01-31T12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ipv4: '192.0.2.1',
};

/** An example value for a schema: its own example, default or enum, else one built from its type. */
export function sampleFromSchema(
  spec: OpenApiDocument,
  schema: Schema | undefined,
  use: 'request' | 'response',
  seen: string[] = [],
): unknown {
  if (!schema) return undefined;
  if (schema.$ref) {
    if (seen.includes(schema.$ref) || seen.length > 8) return undefined;
    return sampleFromSchema(spec, deref(spec, schema), use, [...seen, schema.$ref]);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf) return sampleFromSchema(spec, mergeAllOf(spec, schema), use, seen);
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return sampleFromSchema(spec, variant, use, seen);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const skip = use === 'request' ? 'readOnly' : 'writeOnly';
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => !deref(spec, property)?.[skip])
          .map(([name, property]) => [name, sampleFromSchema(spec, property, use, seen)]),
      );
    }
    case 'array': {
      const item = sampleFromSchema(spec, schema.items, use, seen);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return SAMPLE_STRINGS[schema.format ?? ''] ?? 'string';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

function exampleOf(
  spec: OpenApiDocument,
  media: MediaType | undefined,
  use: 'request' | 'response',
) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) return deref(spec, first)?.value;
  return sampleFromSchema(spec, media.schema, use);
}

function parameterExample(spec: OpenApiDocument, parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first) return deref(spec, first)?.value;
  return sampleFromSchema(spec, parameter.schema, 'request');
}

function jsonContent(
  content: Record<string, MediaType> | undefined,
): [string, MediaType] | undefined {
  const entries = Object.entries(content ?? {});
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0];
}

// --- sections -------------------------------------------------------------

function baseUrl(spec: OpenApiDocument, entry: OperationEntry): string {
  const item = spec.paths?.[entry.path];
  const server = entry.operation.servers?.[0] ?? item?.servers?.[0] ?? spec.servers?.[0];
  return (server?.url ?? '').replace(/\/+$/, '');
}

/** The operation's accepted ways to authenticate: each requirement lists schemes used together. */
function securityRequirements(
  spec: OpenApiDocument,
  operation: Operation,
): [string, SecurityScheme][][] {
  return (operation.security ?? spec.security ?? []).map((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = deref(spec, spec.components?.securitySchemes?.[name]);
      return scheme ? [[name, scheme] as [string, SecurityScheme]] : [];
    }),
  );
}

function describeScheme(scheme: SecurityScheme): string {
  if (scheme.type === 'apiKey') {
    const where = scheme.in === 'query' ? 'query parameter' : scheme.in;
    return `the \`${scheme.name}\` ${where}`;
  }
  if (scheme.type === 'http')
    return `HTTP ${scheme.scheme ?? ''} authentication`.replace(/\s+/g, ' ');
  return `${scheme.type} authentication`;
}

/** One bullet per accepted way to authenticate, with each scheme's own description. */
function authenticationList(spec: OpenApiDocument, requirements: [string, SecurityScheme][][]) {
  return requirements
    .filter((schemes) => schemes.length > 0)
    .map((schemes, index) => {
      const text = schemes
        .map(
          ([, scheme]) =>
            `${describeScheme(scheme)}${scheme.description ? `: ${oneLine(scheme.description)}` : ''}`,
        )
        .join('; and ');
      return `- ${index > 0 ? 'Or ' : ''}${text.charAt(0).toUpperCase()}${text.slice(1)}`.replace(
        /^- Or T/,
        '- Or t',
      );
    })
    .join('\n');
}

function credentialFor(
  name: string,
  scheme: SecurityScheme,
  credentials: Readonly<Record<string, string>>,
) {
  return credentials[name] ?? `YOUR_${(scheme.name ?? name).replace(/\W+/g, '_').toUpperCase()}`;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A curl command for the operation, with example values for path and query. */
export function curlExample(
  spec: OpenApiDocument,
  entry: OperationEntry,
  credentials: Readonly<Record<string, string>>,
): string {
  let path = entry.path;
  const query = new URLSearchParams();
  const headers: string[] = [];
  for (const parameter of entry.parameters) {
    const value = parameterExample(spec, parameter);
    // The smallest request that works: path and required parameters only.
    if (value === undefined || !(parameter.in === 'path' || parameter.required)) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.set(parameter.name, text);
    else if (parameter.in === 'header') headers.push(`${parameter.name}: ${text}`);
  }
  // Keys sent as query parameters by the scheme go in one Authorization
  // header instead (`api_key="..."`, comma separated): a key in a URL ends
  // up in access logs and shell history.
  const authorization: string[] = [];
  for (const [name, scheme] of securityRequirements(spec, entry.operation)[0] ?? []) {
    const credential = credentialFor(name, scheme, credentials);
    if (scheme.type === 'apiKey' && scheme.in === 'query' && scheme.name) {
      authorization.push(`${scheme.name}="${credential}"`);
    } else if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      headers.push(`${scheme.name}: ${credential}`);
    } else if (scheme.type === 'http' && scheme.scheme === 'bearer') {
      headers.push(`Authorization: Bearer ${credential}`);
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      headers.push(`Authorization: Basic ${Buffer.from(`${credential}:`).toString('base64')}`);
    }
  }
  if (authorization.length > 0) headers.unshift(`Authorization: ${authorization.join(', ')}`);
  const search = query.toString();
  const url = `${baseUrl(spec, entry)}${path}${search ? `?${search}` : ''}`;
  const lines = [
    entry.method === 'get'
      ? `curl ${shellQuote(url)}`
      : `curl -X ${entry.method.toUpperCase()} ${shellQuote(url)}`,
  ];
  for (const header of headers) lines.push(`  -H ${shellQuote(header)}`);
  const body = deref(spec, entry.operation.requestBody);
  const media = jsonContent(body?.content);
  if (media) {
    const example = exampleOf(spec, media[1], 'request');
    lines.push(`  -H ${shellQuote(`Content-Type: ${media[0]}`)}`);
    if (example !== undefined) lines.push(`  -d ${shellQuote(JSON.stringify(example, null, 2))}`);
  }
  return lines.join(' \\\n');
}

function fence(lang: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${code}\n${ticks}`;
}

/** A description with the schema's default appended, for a table cell. */
function describe(
  spec: OpenApiDocument,
  description: string | undefined,
  schema: Schema | undefined,
): string {
  const resolved = deref(spec, schema);
  const text = oneLine(description ?? resolved?.description);
  const fallback = resolved?.default;
  if (fallback === undefined) return text;
  return `${text ? `${text.replace(/\.?$/, '.')} ` : ''}Default: \`${JSON.stringify(fallback)}\`.`;
}

function parametersTable(spec: OpenApiDocument, parameters: Parameter[]): string {
  const rows = parameters.map(
    (p) =>
      `| \`${p.name}\` | ${p.in} | ${cell(typeOf(spec, p.schema))} | ${p.required ? 'Yes' : 'No'} | ${cell(
        (p.deprecated ? 'Deprecated. ' : '') + describe(spec, p.description, p.schema),
      )} |`,
  );
  return [
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function fieldsTable(spec: OpenApiDocument, schema: Schema | undefined): string | undefined {
  const resolved = resolveSchema(spec, schema);
  const properties = Object.entries(resolved?.properties ?? {});
  if (properties.length === 0) return undefined;
  const required = new Set(resolved?.required ?? []);
  const rows = properties.map(([name, property]) => {
    const description = describe(spec, property.description, property);
    return `| \`${name}\` | ${cell(typeOf(spec, property))} | ${required.has(name) ? 'Yes' : 'No'} | ${cell(description)} |`;
  });
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

function statusText(status: string): string {
  const text = STATUS_CODES[status];
  return text ? `${status} ${text}` : status;
}

/** Site-relative links of the document's Markdown (`](/docs/...)`) made absolute. */
function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown
    .replace(/\]\((\/[^)\s]*)/g, (_, target: string) => `](${siteUrl}${target}`)
    .replace(
      /^(\s*\[[^\]]+\]:\s*)(\/\S*)/gm,
      (_, label: string, target: string) => `${label}${siteUrl}${target}`,
    );
}

function operationUrl(options: ApiTwinOptions, slug: string): string {
  return `${options.siteUrl}${options.apiBasePath}/${slug}`;
}

/** `[label](url)` when the site has the page, else the label alone. */
function pageLink(options: ApiTwinOptions, slug: string, label: string): string {
  return !options.pages || options.pages.has(slug)
    ? `[${label}](${operationUrl(options, slug)})`
    : label;
}

/** The Markdown twin of an operation page. */
export function operationToMarkdown(
  spec: OpenApiDocument,
  entry: OperationEntry,
  options: ApiTwinOptions,
): string {
  const {operation} = entry;
  const title = operation.summary ?? operation.operationId ?? `${entry.method} ${entry.path}`;
  const parts = [
    `# ${oneLine(title)}`,
    `\`${entry.method.toUpperCase()} ${baseUrl(spec, entry)}${entry.path}\``,
  ];
  if (operation.deprecated) parts.push('> **Warning:** This operation is deprecated.');
  if (operation.description && oneLine(operation.description) !== oneLine(title)) {
    parts.push(operation.description.trim());
  }
  const authentication = authenticationList(spec, securityRequirements(spec, operation));
  if (authentication) parts.push('## Authentication', authentication);
  if (entry.parameters.length > 0) {
    parts.push('## Parameters', parametersTable(spec, entry.parameters));
  }
  const body = deref(spec, operation.requestBody);
  const bodyMedia = jsonContent(body?.content);
  if (body && bodyMedia) {
    parts.push(
      '## Request body',
      `\`${bodyMedia[0]}\`${body.required ? ', required' : ''}.${body.description ? ` ${oneLine(body.description)}` : ''}`,
    );
    const fields = fieldsTable(spec, bodyMedia[1].schema);
    if (fields) parts.push(fields);
  }
  parts.push(
    '## Example request',
    fence('bash', curlExample(spec, entry, options.exampleCredentials)),
  );

  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) => [status, deref(spec, response) ?? {}] as const,
  );
  if (responses.length > 0) {
    parts.push(
      '## Responses',
      [
        '| Status | Description |',
        '| --- | --- |',
        ...responses.map(
          ([status, response]) => `| ${statusText(status)} | ${cell(response.description)} |`,
        ),
      ].join('\n'),
    );
    const success = responses.find(
      ([status, response]) => /^2/.test(status) && jsonContent(response.content),
    );
    const media = success && jsonContent(success[1].content);
    const example = media && exampleOf(spec, media[1], 'response');
    if (success && example !== undefined) {
      parts.push(
        '## Example response',
        `\`${statusText(success[0])}\``,
        fence('json', JSON.stringify(example, null, 2)),
      );
    }
  }
  const tags = operation.tags ?? [];
  if (tags.length > 0) {
    parts.push(`Part of: ${tags.map((tag) => pageLink(options, kebabCase(tag), tag)).join(', ')}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

function operationLinks(spec: OpenApiDocument, entries: OperationEntry[], options: ApiTwinOptions) {
  return entries.map((entry) => {
    const title = oneLine(entry.operation.summary ?? entry.operation.operationId ?? entry.slug);
    return `- ${pageLink(options, entry.slug, title)}: \`${entry.method.toUpperCase()} ${entry.path}\``;
  });
}

/** The Markdown twin of a tag page: its description and its operations. */
export function tagToMarkdown(
  spec: OpenApiDocument,
  tagName: string,
  options: ApiTwinOptions,
): string {
  const tag = spec.tags?.find((t) => t.name === tagName);
  const entries = listOperations(spec).filter((entry) => entry.operation.tags?.includes(tagName));
  const parts = [`# ${oneLine(tag?.['x-displayName'] ?? tagName)}`];
  if (tag?.description) parts.push(tag.description.trim());
  if (entries.length > 0)
    parts.push('## Operations', operationLinks(spec, entries, options).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** The Markdown twin of the info page: title, version, description, base URL, auth and sections. */
export function infoToMarkdown(spec: OpenApiDocument, options: ApiTwinOptions): string {
  const parts = [`# ${oneLine(spec.info.title)}`, `Version ${spec.info.version}.`];
  if (spec.info.description) parts.push(spec.info.description.trim());
  if (spec.servers?.length) {
    parts.push(
      '## Base URL',
      spec.servers
        .map((s) => `- \`${s.url}\`${s.description ? `: ${oneLine(s.description)}` : ''}`)
        .join('\n'),
    );
  }
  const schemes = Object.entries(spec.components?.securitySchemes ?? {}).flatMap(
    ([name, scheme]) => {
      const resolved = deref(spec, scheme);
      return resolved ? [[name, resolved] as const] : [];
    },
  );
  if (schemes.length > 0) {
    parts.push(
      '## Authentication',
      schemes
        .map(
          ([name, s]) =>
            `- \`${name}\`: ${describeScheme(s)}.${s.description ? ` ${oneLine(s.description)}` : ''}`,
        )
        .join('\n'),
    );
  }
  const entries = listOperations(spec);
  const tags = spec.tags?.length
    ? spec.tags.map((t) => t.name)
    : [...new Set(entries.flatMap((e) => e.operation.tags ?? []))];
  if (tags.length > 0) {
    parts.push('## Operations');
    for (const tag of tags) {
      const tagged = entries.filter((entry) => entry.operation.tags?.includes(tag));
      if (tagged.length === 0) continue;
      parts.push(
        `### ${pageLink(options, kebabCase(tag), tag)}`,
        operationLinks(spec, tagged, options).join('\n'),
      );
    }
  } else if (entries.length > 0) {
    parts.push('## Operations', operationLinks(spec, entries, options).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** The Markdown twin of a schema page: its description, fields and an example. */
export function schemaToMarkdown(spec: OpenApiDocument, name: string, schema: Schema): string {
  const parts = [`# ${schema.title ?? name}`];
  if (schema.description) parts.push(schema.description.trim());
  const fields = fieldsTable(spec, schema);
  if (fields) parts.push('## Fields', fields);
  const example = sampleFromSchema(spec, schema, 'response');
  if (example !== undefined)
    parts.push('## Example', fence('json', JSON.stringify(example, null, 2)));
  return `${parts.join('\n\n')}\n`;
}

/** Kinds of generated page, from the generator's file suffix. */
export type ApiPageKind = 'operation' | 'tag' | 'info' | 'schema';

export function apiPageKind(sourceFile: string): ApiPageKind | undefined {
  const match = /\.(api|tag|info|schema)\.mdx$/.exec(sourceFile);
  if (!match) return undefined;
  return ({api: 'operation', tag: 'tag', info: 'info', schema: 'schema'} as const)[
    match[1] as 'api' | 'tag' | 'info' | 'schema'
  ];
}

/**
 * The twin of a generated API page, found in the document by its slug (the
 * last segment of its doc id). Throws, naming the source file, when the
 * document has no matching operation, tag or schema.
 */
export function apiPageToMarkdown(
  spec: OpenApiDocument,
  page: {kind: ApiPageKind; slug: string; source: string},
  options: ApiTwinOptions,
): string {
  const missing = (what: string) =>
    new Error(`${page.source}: the OpenAPI document has no ${what} for the page "${page.slug}".`);
  switch (page.kind) {
    case 'operation': {
      const entry = listOperations(spec).find((e) => e.slug === page.slug);
      if (!entry) throw missing('operation');
      return absoluteLinks(operationToMarkdown(spec, entry, options), options.siteUrl);
    }
    case 'tag': {
      const tag =
        spec.tags?.find((t) => kebabCase(t.name) === page.slug)?.name ??
        listOperations(spec)
          .flatMap((e) => e.operation.tags ?? [])
          .find((t) => kebabCase(t) === page.slug);
      if (!tag) throw missing('tag');
      return absoluteLinks(tagToMarkdown(spec, tag, options), options.siteUrl);
    }
    case 'info':
      return absoluteLinks(infoToMarkdown(spec, options), options.siteUrl);
    case 'schema': {
      const found = Object.entries(spec.components?.schemas ?? {}).find(
        ([name, schema]) =>
          kebabCase((schema.title ?? name).replace(' ', '-').toLowerCase()) === page.slug,
      );
      if (!found) throw missing('schema');
      return absoluteLinks(schemaToMarkdown(spec, found[0], found[1]), options.siteUrl);
    }
  }
}
