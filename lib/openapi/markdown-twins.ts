/**
 * Markdown twins of the generated API reference pages, written from the
 * OpenAPI document itself rather than from the generated MDX (which is a tree
 * of interactive components): one page per operation, tag and info page,
 * matching the ids docusaurus-plugin-openapi-docs gives them. The example
 * request is the curl sample the page itself shows (code-samples.ts).
 */
import {STATUS_CODES} from 'node:http';
import {fenceMetaValue} from '../markdown/fence-attributes';
import {sampleRequest, schemaExample, mediaExample} from './code-samples';
import {
  listOperations,
  resolveRef,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type OperationEntry,
  type Parameter,
  type Schema,
  type SecurityScheme,
} from './document';
import {kebabCase, operationSlug, titleSlug} from './page-slugs';
import type {SampleCredentials} from './sample-credentials';
import {curl} from './sample-renderers';

export interface ApiTwinOptions {
  /** Public origin of the docs, e.g. `https://docs.example.test`. */
  siteUrl: string;
  /** Route of the API docs instance, e.g. `/docs/api`. */
  apiBasePath: string;
  /** Keys written into example requests: those of the pages' samples. */
  credentials: SampleCredentials;
  /** Slugs of the API pages the site has; links to other pages are left out. Default: all. */
  pages?: ReadonlySet<string>;
  /**
   * The line an operation page shows under its method and path (its
   * "Changed in" release, src/components/ChangedIn), by operationId, in
   * Markdown: the twin says it too.
   */
  changedIn?: (operationId: string) => string | undefined;
}

/** An operation with the slug of its generated page. */
export interface OperationPage extends OperationEntry {
  slug: string;
}

/** Every operation of the document with the slug of its generated page. */
export function listOperationPages(spec: OpenApiDocument): OperationPage[] {
  return listOperations(spec).map((entry) => ({
    ...entry,
    slug: operationSlug(entry.operation, entry.method, entry.path),
  }));
}

// --- values and examples --------------------------------------------------

const oneLine = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
const cell = (value: string | undefined): string => oneLine(value).replace(/\|/g, '\\|') || '-';

function typeOf(spec: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? 'object';
    const target = resolveRef(spec, schema);
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
    if (part.$ref && seen.includes(part.$ref)) return {};
    const resolved = resolveRef(spec, part) ?? {};
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
  const resolved = resolveRef(spec, schema);
  return resolved?.allOf ? mergeAllOf(spec, resolved) : resolved;
}

function exampleOf(spec: OpenApiDocument, media: MediaType | undefined) {
  if (!media) return undefined;
  return mediaExample(spec, media) ?? schemaExample(spec, media.schema, 'response');
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
      const scheme = resolveRef(spec, spec.components?.securitySchemes?.[name]);
      return scheme ? [[name, scheme] as [string, SecurityScheme]] : [];
    }),
  );
}

/** The kind of a scheme as the reference page labels it. */
function schemeKind(scheme: SecurityScheme): string {
  if (scheme.type === 'apiKey') return 'API Key';
  if (scheme.type === 'http') return 'HTTP';
  return scheme.type;
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

/** The operation's curl sample, the same command its page shows. */
function curlExample(
  spec: OpenApiDocument,
  entry: OperationEntry,
  credentials: SampleCredentials,
): string {
  return curl(sampleRequest(spec, entry.path, entry.method, credentials)).trimEnd();
}

function fence(lang: string, code: string, meta = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}${meta ? ` ${meta}` : ''}\n${code}\n${ticks}`;
}

/**
 * The example response of an operation: a JSON answer as JSON, a text one
 * (the Key Logs CSV) as the text it is, with the request the sandbox answered
 * (`x-sandbox-request`, lib/openapi/sandbox-examples.ts) in the fence's meta.
 */
function exampleFence(
  spec: OpenApiDocument,
  status: string,
  type: string,
  media: MediaType,
  example: unknown,
): string {
  const first = Object.values(media.examples ?? {})[0];
  const label = first
    ? (resolveRef(spec, first) as Record<string, unknown> | undefined)?.['x-sandbox-request']
    : undefined;
  const meta = typeof label === 'string' ? `request=${fenceMetaValue(label)} status=${status}` : '';
  if (typeof example === 'string' && !/json/i.test(type)) {
    return fence(/csv/i.test(type) ? 'csv' : 'text', example.replace(/\n$/, ''), meta);
  }
  return fence('json', JSON.stringify(example, null, 2), meta);
}

/** A description with the schema's default appended, for a table cell. */
function describe(
  spec: OpenApiDocument,
  description: string | undefined,
  schema: Schema | undefined,
): string {
  const resolved = resolveRef(spec, schema);
  const text = oneLine(description ?? resolved?.description);
  const fallback = resolved?.default;
  if (fallback === undefined) return text;
  return `${text ? `${text.replace(/\.?$/, '.')} ` : ''}Default: \`${JSON.stringify(fallback)}\`.`;
}

/** `value` as code: a string as it is, anything else as JSON. */
function codeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text.replace(/`/g, "'")}\``;
}

/**
 * The constraints of a schema in the words the reference page uses for them
 * ("Possible values: `non-empty` and `<= 200 characters`"), or undefined.
 */
export function possibleValues(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const groups: string[] = [];
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const lengths = [
    minLength === 1 ? '`non-empty`' : minLength > 1 ? `\`>= ${minLength} characters\`` : '',
    maxLength !== undefined ? `\`<= ${maxLength} characters\`` : '',
  ].filter(Boolean);
  if (lengths.length > 0) groups.push(lengths.join(' and '));
  const bounds = [
    typeof schema.minimum === 'number' ? `\`>= ${schema.minimum}\`` : '',
    typeof schema.maximum === 'number' ? `\`<= ${schema.maximum}\`` : '',
  ].filter(Boolean);
  if (bounds.length > 0) groups.push(bounds.join(' and '));
  if (typeof schema.pattern === 'string') {
    groups.push(`Value must match regular expression \`${schema.pattern}\``);
  }
  const values = schema.enum ?? schema.items?.enum;
  if (values) groups.push(`[${values.map((value) => `\`${String(value)}\``).join(', ')}]`);
  return groups.length > 0 ? `Possible values: ${groups.join(', ')}` : undefined;
}

/** A parameter's type as the reference page writes it: `string`, `integer<int64>`, `string[]`. */
function shortType(spec: OpenApiDocument, schema: Schema | undefined): string {
  const resolved = resolveRef(spec, schema);
  if (!resolved) return 'any';
  if (resolved.type === 'array') return `${shortType(spec, resolved.items)}[]`;
  const type = Array.isArray(resolved.type)
    ? resolved.type.join(' | ')
    : (resolved.type ?? 'object');
  return resolved.format ? `${type}<${resolved.format}>` : type;
}

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

/**
 * The parameters as the reference page lists them, by location: name, type
 * and whether it is required on one line, then the possible values, the
 * description, the default and an example.
 */
function parametersList(spec: OpenApiDocument, parameters: Parameter[]): string {
  const sections: string[] = [];
  for (const [location, heading] of LOCATIONS) {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) continue;
    const items = here.map((parameter) => {
      const schema = resolveRef(spec, parameter.schema);
      const lines = [
        `\`${parameter.name}\` ${shortType(spec, schema)}${parameter.required ? ', required' : ''}${parameter.deprecated ? ', deprecated' : ''}`,
        possibleValues(schema),
        oneLine(parameter.description ?? schema?.description) || undefined,
        schema?.default !== undefined ? `Default value: ${codeValue(schema.default)}` : undefined,
        parameter.example !== undefined || schema?.example !== undefined
          ? `Example: ${codeValue(parameter.example ?? schema?.example)}`
          : undefined,
      ].filter((line): line is string => line !== undefined);
      return `- ${lines.join('\n\n  ')}`;
    });
    sections.push(`### ${heading}`, items.join('\n\n'));
  }
  return sections.join('\n\n');
}

/** The headers of a response, one item each: name, type, description and example. */
function headersList(spec: OpenApiDocument, headers: Record<string, unknown> | undefined) {
  const items = Object.entries(headers ?? {}).map(([name, header]) => {
    const resolved = resolveRef(spec, header as Parameter) as
      {description?: string; schema?: Schema; example?: unknown} | undefined;
    const schema = resolveRef(spec, resolved?.schema);
    const example = resolved?.example ?? schema?.example;
    const text = [
      oneLine(resolved?.description ?? schema?.description),
      example !== undefined ? `Example: ${codeValue(example)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `- \`${name}\` ${shortType(spec, schema)}${text ? `: ${text}` : ''}`;
  });
  return items.length > 0 ? items.join('\n') : undefined;
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
  entry: OperationPage,
  options: ApiTwinOptions,
): string {
  const {operation} = entry;
  const title = operation.summary ?? operation.operationId ?? `${entry.method} ${entry.path}`;
  const parts = [
    `# ${oneLine(title)}`,
    `\`${entry.method.toUpperCase()} ${baseUrl(spec, entry)}${entry.path}\``,
  ];
  const changed = operation.operationId ? options.changedIn?.(operation.operationId) : undefined;
  if (changed) parts.push(absoluteLinks(changed, options.siteUrl));
  if (operation.deprecated) parts.push('> **Warning:** This operation is deprecated.');
  if (operation.description && oneLine(operation.description) !== oneLine(title)) {
    parts.push(operation.description.trim());
  }
  const authentication = authenticationList(spec, securityRequirements(spec, operation));
  if (authentication) parts.push('## Authentication', authentication);
  if (entry.parameters.length > 0) {
    parts.push('## Parameters', parametersList(spec, entry.parameters));
  }
  const body = resolveRef(spec, operation.requestBody);
  const bodyMedia = jsonContent(body?.content);
  if (body && bodyMedia) {
    parts.push(
      '## Request body',
      `\`${bodyMedia[0]}\`${body.required ? ', required' : ''}.${body.description ? ` ${oneLine(body.description)}` : ''}`,
    );
    const fields = fieldsTable(spec, bodyMedia[1].schema);
    if (fields) parts.push(fields);
  }
  parts.push('## Example request', fence('bash', curlExample(spec, entry, options.credentials)));

  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) => [status, resolveRef(spec, response) ?? {}] as const,
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
    for (const [status, response] of responses) {
      const headers = headersList(spec, response.headers);
      if (headers) parts.push(`Headers of the \`${statusText(status)}\` response:`, headers);
    }
    const success = responses.find(
      ([status, response]) => /^2/.test(status) && jsonContent(response.content),
    );
    const media = success && jsonContent(success[1].content);
    const example = media && exampleOf(spec, media[1]);
    if (success && media && example !== undefined) {
      parts.push(
        '## Example response',
        `\`${statusText(success[0])}\``,
        exampleFence(spec, success[0], media[0], media[1], example),
      );
    }
  }
  const tags = operation.tags ?? [];
  if (tags.length > 0) {
    parts.push(`Part of: ${tags.map((tag) => pageLink(options, kebabCase(tag), tag)).join(', ')}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** First paragraph of a description, on one line: what the reference's cards show. */
function firstParagraph(text: string | undefined): string {
  return oneLine((text ?? '').trim().split(/\n\s*\n/)[0]);
}

function operationLinks(entries: OperationPage[], options: ApiTwinOptions, described = false) {
  return entries.map((entry) => {
    const title = oneLine(entry.operation.summary ?? entry.operation.operationId ?? entry.slug);
    const summary = described ? firstParagraph(entry.operation.description) : '';
    return `- ${pageLink(options, entry.slug, title)}: \`${entry.method.toUpperCase()} ${entry.path}\`${summary ? `. ${summary}` : ''}`;
  });
}

/** The Markdown twin of a tag page: its description and its operations. */
function tagToMarkdown(spec: OpenApiDocument, tagName: string, options: ApiTwinOptions): string {
  const tag = spec.tags?.find((t) => t.name === tagName);
  const entries = listOperationPages(spec).filter((entry) =>
    entry.operation.tags?.includes(tagName),
  );
  const parts = [`# ${oneLine(tag?.['x-displayName'] ?? tagName)}`];
  if (tag?.description) parts.push(tag.description.trim());
  if (entries.length > 0) {
    parts.push('## Operations', operationLinks(entries, options, true).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** The Markdown twin of the info page: title, version, description, base URL, auth and sections. */
function infoToMarkdown(spec: OpenApiDocument, options: ApiTwinOptions): string {
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
      const resolved = resolveRef(spec, scheme);
      return resolved ? [[name, resolved] as const] : [];
    },
  );
  if (schemes.length > 0) {
    // In the reference page's words: its tabs name each scheme "API Key: <name>".
    parts.push(
      '## Authentication',
      schemes
        .map(
          ([name, s]) =>
            `- ${schemeKind(s)}: \`${name}\`: ${describeScheme(s)}.${s.description ? ` ${oneLine(s.description)}` : ''}${s.type === 'apiKey' && s.in ? ` Security Scheme Type: \`apiKey\`. ${s.in.charAt(0).toUpperCase()}${s.in.slice(1)} parameter name: \`${s.name}\`.` : ''}`,
        )
        .join('\n'),
    );
  }
  const contact = spec.info.contact as {name?: string; email?: string; url?: string} | undefined;
  if (contact?.email || contact?.url) {
    parts.push(
      '## Contact',
      // One line, as the page shows it: a line of its own starting "URL: "
      // would read as a page's address in llms-full.txt.
      [
        contact.email ? `${contact.name ?? 'Email'}: ${contact.email}` : '',
        contact.url ? `URL: ${contact.url}` : '',
      ]
        .filter(Boolean)
        .join(', '),
    );
  }
  const entries = listOperationPages(spec);
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
        operationLinks(tagged, options).join('\n'),
      );
    }
  } else if (entries.length > 0) {
    parts.push('## Operations', operationLinks(entries, options).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** The Markdown twin of a schema page: its description, fields and an example. */
function schemaToMarkdown(spec: OpenApiDocument, name: string, schema: Schema): string {
  const parts = [`# ${schema.title ?? name}`];
  if (schema.description) parts.push(schema.description.trim());
  const fields = fieldsTable(spec, schema);
  if (fields) parts.push('## Fields', fields);
  const example = schemaExample(spec, schema, 'response');
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
 * The twin of a generated API page. An operation page is found by the
 * `operationId` of the `api` metadata the generator writes into its front
 * matter; tag, info and schema pages (and operation pages without that
 * metadata) by their slug, the last segment of the doc id. Throws, naming
 * the source file, when the document has no matching operation, tag or schema.
 */
export function apiPageToMarkdown(
  spec: OpenApiDocument,
  page: {kind: ApiPageKind; slug: string; source: string; operationId?: string},
  options: ApiTwinOptions,
): string {
  const missing = (what: string) =>
    new Error(`${page.source}: the OpenAPI document has no ${what} for the page "${page.slug}".`);
  switch (page.kind) {
    case 'operation': {
      const entry = listOperationPages(spec).find((e) =>
        page.operationId ? e.operation.operationId === page.operationId : e.slug === page.slug,
      );
      if (!entry) throw missing('operation');
      return absoluteLinks(operationToMarkdown(spec, entry, options), options.siteUrl);
    }
    case 'tag': {
      const tag =
        spec.tags?.find((t) => kebabCase(t.name) === page.slug)?.name ??
        listOperationPages(spec)
          .flatMap((e) => e.operation.tags ?? [])
          .find((t) => kebabCase(t) === page.slug);
      if (!tag) throw missing('tag');
      return absoluteLinks(tagToMarkdown(spec, tag, options), options.siteUrl);
    }
    case 'info':
      return absoluteLinks(infoToMarkdown(spec, options), options.siteUrl);
    case 'schema': {
      const found = Object.entries(spec.components?.schemas ?? {}).find(
        ([name, schema]) => titleSlug(schema.title ?? name) === page.slug,
      );
      if (!found) throw missing('schema');
      return absoluteLinks(schemaToMarkdown(spec, found[0], found[1]), options.siteUrl);
    }
  }
}
