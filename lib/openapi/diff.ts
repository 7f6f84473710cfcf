/**
 * The OpenAPI differ: what changed between two releases of a description,
 * operation by operation, each change named by a rule of diff-rules.ts
 * (oasdiff's checks are the reference list) and graded breaking or not.
 * Browser-safe and pure: two documents in, a list of changes out.
 *
 * What it compares: operations matched by method and path (path parameter
 * names do not count: `/keys/{key}` is `/keys/{id}`), their credentials,
 * parameters (by location and name), request bodies and responses (by status
 * and media type), and the schemas under them with references followed, in
 * the direction the data goes: a request schema must not start refusing what
 * clients send, a response schema must not start returning what clients do
 * not expect. Descriptions, summaries, titles, examples and `x-` extensions
 * are documentation: they change no rule, and `documentationChanges` lists
 * the operations whose documentation alone changed (the release gate says
 * those need no new version). A difference of the contract that no rule
 * describes is reported as `api-schema-changed` or `api-operation-changed`
 * (unclassified), never dropped.
 */
import {
  dereference,
  listOperations,
  refOf,
  resolveRef,
  type MediaType,
  type OpenApiDocument,
  type Operation,
  type OperationEntry,
  type Parameter,
  type Response,
  type Schema,
} from './document';
import {
  ruleOf,
  type ChangeKind,
  type ChangeLevel,
  type RuleId,
  type SchemaScope,
} from './diff-rules';

/** The operation a change belongs to, as the later document names it. */
export interface ChangedOperation {
  method: string;
  path: string;
  operationId?: string;
}

export interface ApiChange {
  rule: RuleId;
  level: ChangeLevel;
  kind: ChangeKind;
  operation: ChangedOperation;
  /** What changed, in the Markdown subset of inline-markdown.ts: "Removed the response field `id` (200)." */
  message: string;
}

/** Keywords that document a value without constraining it. */
const DOCUMENTATION_KEYWORDS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'x-codeSamples',
]);

function isDocumentation(key: string): boolean {
  return DOCUMENTATION_KEYWORDS.has(key) || key.startsWith('x-');
}

/** Schema keywords some rule below reads; any other difference is unclassified. */
const SCHEMA_KEYWORDS_WITH_RULES = new Set([
  '$ref',
  'type',
  'nullable',
  'format',
  'enum',
  'const',
  'pattern',
  'properties',
  'required',
  'items',
  'allOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'additionalProperties',
]);

const code = (text: unknown): string =>
  `\`${typeof text === 'string' ? text : JSON.stringify(text)}\``;

/** One sentence: the rule's message with its slots filled, capitalised, with a full stop. */
function sentence(
  id: string,
  slots: {target?: string; value?: unknown; before?: unknown; status?: string},
): string {
  const text = ruleOf(id)
    .message.replace('{target}', slots.target ?? '')
    .replace('{value}', slots.value === undefined ? '' : code(slots.value))
    .replace('{before}', slots.before === undefined ? '' : code(slots.before))
    .replace('{status}', slots.status ?? '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Strips documentation keywords from a JSON value, everywhere in it. */
function contractOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(contractOf);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isDocumentation(key))
      .map(([key, item]) => [key, contractOf(item)]),
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The key two releases' operations are matched by: method and path, parameter names blanked. */
function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

/* ------------------------------------------------------------------ schemas */

/** A schema's types without `null`, and whether `null` is allowed (3.1 type lists or 3.0 `nullable`). */
function typesOf(schema: Schema): {types: string[]; nullable: boolean} {
  const listed = schema.type === undefined ? [] : [schema.type].flat();
  const nullable = listed.includes('null') || schema.nullable === true;
  return {types: listed.filter((type) => type !== 'null').sort(), nullable};
}

/** `integer` is a `number`: a list widens another when it covers each of its types. */
function covers(wide: readonly string[], narrow: readonly string[]): boolean {
  if (wide.length === 0) return true;
  if (narrow.length === 0) return false;
  return narrow.every(
    (type) => wide.includes(type) || (type === 'integer' && wide.includes('number')),
  );
}

/** The allowed values of a schema, `const` being a list of one; `undefined` when any value goes. */
function allowedValues(schema: Schema): unknown[] | undefined {
  if (schema.const !== undefined) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : undefined;
}

/** An `allOf` folded into one schema (properties and requirements joined), for comparison. */
function flattenAllOf(document: OpenApiDocument, schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const {allOf, ...rest} = schema;
  const parts = allOf.map((part) => flattenAllOf(document, resolveRef(document, part)));
  const merged: Schema = {...rest};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = {...merged.properties, ...part.properties};
      else if (key === 'required')
        merged.required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
      else if (merged[key] === undefined) merged[key] = value;
    }
  }
  return merged;
}

interface Side {
  document: OpenApiDocument;
  schema: Schema;
}

interface SchemaContext {
  scope: SchemaScope;
  /** Markdown naming the schema's place: "the query parameter `limit`", "`result.id`". */
  target: string;
  /** Dotted field path inside a body ('' at the root). */
  field: string;
  /** For body fields: how to name a field path as a target (adds the status for responses). */
  name: (field: string) => string;
  emit: (id: string, slots: {target?: string; value?: unknown; before?: unknown}) => void;
  /** Pairs of references already being compared (recursive schemas). */
  seen: Set<string>;
}

const BOUNDS: {
  keyword: 'maximum' | 'minimum' | 'maxLength' | 'minLength' | 'maxItems' | 'minItems';
  exclusive?: 'exclusiveMaximum' | 'exclusiveMinimum';
  upper: boolean;
  rule: string;
}[] = [
  {keyword: 'maximum', exclusive: 'exclusiveMaximum', upper: true, rule: 'max'},
  {keyword: 'minimum', exclusive: 'exclusiveMinimum', upper: false, rule: 'min'},
  {keyword: 'maxLength', upper: true, rule: 'max-length'},
  {keyword: 'minLength', upper: false, rule: 'min-length'},
  {keyword: 'maxItems', upper: true, rule: 'max-items'},
  {keyword: 'minItems', upper: false, rule: 'min-items'},
];

/** A bound of a schema, its 3.1 numeric `exclusive...` form counted as the bound. */
function boundOf(schema: Schema, bound: (typeof BOUNDS)[number]): number | undefined {
  const values = [schema[bound.keyword], bound.exclusive ? schema[bound.exclusive] : undefined]
    .filter((value): value is number => typeof value === 'number')
    .sort((a, b) => a - b);
  return bound.upper ? values[0] : values.at(-1);
}

function compareBounds(before: Schema, after: Schema, context: SchemaContext): void {
  for (const bound of BOUNDS) {
    const old = boundOf(before, bound);
    const now = boundOf(after, bound);
    if (old === now) continue;
    // No upper bound is +infinity, no lower bound -infinity (0 for lengths).
    const infinite = bound.upper ? Infinity : -Infinity;
    const raised = (now ?? infinite) > (old ?? infinite);
    const direction = bound.upper
      ? raised
        ? 'increased'
        : 'decreased'
      : raised
        ? 'increased'
        : 'decreased';
    context.emit(`${context.scope}-${bound.rule}-${direction}`, {target: context.target});
  }
}

function compareValues(before: Schema, after: Schema, context: SchemaContext): void {
  const {scope} = context;
  const response = scope === 'response-property';
  const old = typesOf(before);
  const now = typesOf(after);
  const typeChanged = !sameJson(old.types, now.types) || before.format !== after.format;
  if (typeChanged) {
    const sameTypes = sameJson(old.types, now.types);
    if (response) {
      const narrowed = !sameTypes && covers(old.types, now.types) && after.format === before.format;
      context.emit(
        narrowed ? 'response-property-type-specialized' : 'response-property-type-changed',
        {target: context.target},
      );
    } else {
      const widened =
        !sameTypes &&
        covers(now.types, old.types) &&
        (after.format === undefined || after.format === before.format);
      context.emit(widened ? `${scope}-type-generalized` : `${scope}-type-changed`, {
        target: context.target,
      });
    }
  }
  if (old.nullable !== now.nullable) {
    context.emit(`${scope}-became-${now.nullable ? 'nullable' : 'not-nullable'}`, {
      target: context.target,
    });
  }

  const oldValues = allowedValues(before);
  const newValues = allowedValues(after);
  if (oldValues === undefined && newValues !== undefined) {
    context.emit(`${scope}-became-enum`, {target: context.target});
  } else if (oldValues !== undefined && newValues === undefined) {
    // Any value now: no rule grades it (more accepted, or values clients do not know returned).
    context.emit('api-schema-changed', {target: context.target, value: 'enum'});
  } else if (oldValues && newValues) {
    for (const value of newValues.filter((v) => !oldValues.some((o) => sameJson(o, v)))) {
      context.emit(`${scope}-enum-value-added`, {target: context.target, value});
    }
    for (const value of oldValues.filter((o) => !newValues.some((v) => sameJson(o, v)))) {
      context.emit(`${scope}-enum-value-removed`, {target: context.target, value});
    }
  }

  if (before.pattern !== after.pattern) {
    if (response) {
      context.emit('response-property-pattern-changed', {target: context.target});
    } else if (before.pattern === undefined) {
      context.emit(`${scope}-pattern-added`, {target: context.target, value: after.pattern});
    } else if (after.pattern === undefined) {
      context.emit(`${scope}-pattern-removed`, {target: context.target});
    } else {
      context.emit(`${scope}-pattern-changed`, {target: context.target, value: after.pattern});
    }
  }
  compareBounds(before, after, context);
}

/** Whether a property is part of this direction's data: read-only ones are never sent, write-only never returned. */
function inDirection(schema: Schema | undefined, scope: SchemaScope): boolean {
  if (!schema) return true;
  return scope === 'response-property' ? schema.writeOnly !== true : schema.readOnly !== true;
}

function compareProperties(
  beforeSide: Side,
  afterSide: Side,
  before: Schema,
  after: Schema,
  context: SchemaContext,
): void {
  const {scope} = context;
  const response = scope === 'response-property';
  const oldProps = before.properties ?? {};
  const newProps = after.properties ?? {};
  const oldRequired = new Set(before.required ?? []);
  const newRequired = new Set(after.required ?? []);
  const child = (name: string) => (context.field ? `${context.field}.${name}` : name);
  const resolveBefore = (s: Schema) => resolveRef(beforeSide.document, s);
  const resolveAfter = (s: Schema) => resolveRef(afterSide.document, s);

  for (const name of Object.keys(oldProps)) {
    if (name in newProps) continue;
    const old = resolveBefore(oldProps[name]!);
    if (!inDirection(old, scope)) continue;
    const target = context.name(child(name));
    if (response) {
      context.emit(
        oldRequired.has(name)
          ? 'response-required-property-removed'
          : 'response-optional-property-removed',
        {target},
      );
    } else {
      context.emit('request-property-removed', {target});
    }
  }
  for (const name of Object.keys(newProps)) {
    if (name in oldProps) continue;
    const now = resolveAfter(newProps[name]!);
    if (!inDirection(now, scope)) continue;
    const target = context.name(child(name));
    if (response) {
      context.emit(
        newRequired.has(name)
          ? 'response-required-property-added'
          : 'response-optional-property-added',
        {target},
      );
    } else {
      context.emit(
        newRequired.has(name) ? 'new-required-request-property' : 'new-optional-request-property',
        {target},
      );
    }
  }
  for (const name of Object.keys(newProps)) {
    if (!(name in oldProps)) continue;
    const old = resolveBefore(oldProps[name]!);
    const now = resolveAfter(newProps[name]!);
    if (!inDirection(now, scope) && !inDirection(old, scope)) continue;
    const target = context.name(child(name));
    const wasRequired = oldRequired.has(name);
    const isRequired = newRequired.has(name);
    if (wasRequired !== isRequired) {
      if (response) {
        context.emit(
          isRequired ? 'response-property-became-required' : 'response-property-became-optional',
          {target},
        );
      } else {
        context.emit(
          isRequired ? 'request-property-became-required' : 'request-property-became-optional',
          {target},
        );
      }
    }
    compareSchemas(
      {document: beforeSide.document, schema: oldProps[name]!},
      {document: afterSide.document, schema: newProps[name]!},
      {...context, field: child(name), target},
    );
  }
}

/**
 * Compares two schemas in one direction and reports every change under it,
 * references followed on both sides (a pair of references already under
 * comparison is not compared again, so recursive schemas end).
 */
function compareSchemas(beforeSide: Side, afterSide: Side, context: SchemaContext): void {
  const beforeRef = refOf(beforeSide.schema);
  const afterRef = refOf(afterSide.schema);
  if (beforeRef || afterRef) {
    const pair = `${beforeRef ?? ''} ${afterRef ?? ''}`;
    if (context.seen.has(pair)) return;
    context = {...context, seen: new Set([...context.seen, pair])};
  }
  const before = flattenAllOf(
    beforeSide.document,
    resolveRef(beforeSide.document, beforeSide.schema),
  );
  const after = flattenAllOf(afterSide.document, resolveRef(afterSide.document, afterSide.schema));
  const {scope} = context;

  compareValues(before, after, context);

  if (before.deprecated !== true && after.deprecated === true && context.field) {
    if (scope !== 'request-parameter')
      context.emit(`${scope}-deprecated`, {target: context.target});
  }

  compareProperties(beforeSide, afterSide, before, after, context);

  if (before.items || after.items) {
    if (before.items && after.items) {
      const field = `${context.field || ''}[]`;
      compareSchemas(
        {document: beforeSide.document, schema: before.items},
        {document: afterSide.document, schema: after.items},
        {...context, field, target: context.field ? context.name(field) : context.target},
      );
    } else {
      context.emit('api-schema-changed', {target: context.target, value: 'items'});
    }
  }

  const oldExtra = before.additionalProperties;
  const newExtra = after.additionalProperties;
  if (typeof oldExtra === 'object' && typeof newExtra === 'object') {
    const field = `${context.field ? `${context.field}.` : ''}*`;
    compareSchemas(
      {document: beforeSide.document, schema: oldExtra},
      {document: afterSide.document, schema: newExtra},
      {...context, field, target: context.name(field)},
    );
  } else if (!sameJson(oldExtra, newExtra)) {
    context.emit('api-schema-changed', {target: context.target, value: 'additionalProperties'});
  }

  if (scope === 'request-parameter' && !sameJson(before.default, after.default)) {
    context.emit('request-parameter-default-value-changed', {
      target: context.target,
      value: after.default ?? null,
    });
  }

  for (const keyword of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SCHEMA_KEYWORDS_WITH_RULES.has(keyword) || isDocumentation(keyword)) continue;
    if (!sameJson(contractOf(before[keyword]), contractOf(after[keyword]))) {
      context.emit('api-schema-changed', {target: context.target, value: keyword});
    }
  }
}

/* --------------------------------------------------------------- operations */

const LOCATIONS: Record<Parameter['in'], string> = {
  query: 'query parameter',
  path: 'path parameter',
  header: 'header',
  cookie: 'cookie',
};

/**
 * The key parameters are matched by: location and name (header names in any
 * case); path parameters by their place in the path, so renaming one changes
 * nothing a client sends.
 */
function parameterKey(parameter: Parameter, path: string): string {
  if (parameter.in === 'path') {
    const names = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    return `path #${names.indexOf(parameter.name)}`;
  }
  const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
  return `${parameter.in} ${name}`;
}

function parameterTarget(parameter: Parameter): string {
  return `${LOCATIONS[parameter.in]} ${code(parameter.name)}`;
}

/** The credentials an operation accepts: one string per alternative, its schemes joined. */
function securityOf(document: OpenApiDocument, operation: Operation): string[] {
  const requirements = operation.security ?? document.security ?? [];
  return requirements.map((requirement) => Object.keys(requirement).sort().join(' + ') || 'none');
}

interface OperationPair {
  before: {document: OpenApiDocument; entry: OperationEntry};
  after: {document: OpenApiDocument; entry: OperationEntry};
  emit: (
    id: string,
    slots: {target?: string; value?: unknown; before?: unknown; status?: string},
  ) => void;
}

function compareParameters({before, after, emit}: OperationPair): void {
  const oldParams = new Map(
    before.entry.parameters.map((p) => [parameterKey(p, before.entry.path), p]),
  );
  const newParams = new Map(
    after.entry.parameters.map((p) => [parameterKey(p, after.entry.path), p]),
  );
  for (const [key, old] of oldParams) {
    if (newParams.has(key)) continue;
    emit(
      old.deprecated ? 'request-parameter-removed-with-deprecation' : 'request-parameter-removed',
      {
        target: parameterTarget(old),
      },
    );
  }
  for (const [key, now] of newParams) {
    const target = parameterTarget(now);
    const old = oldParams.get(key);
    if (!old) {
      emit(
        now.required || now.in === 'path'
          ? 'new-required-request-parameter'
          : 'new-optional-request-parameter',
        {target},
      );
      continue;
    }
    if (Boolean(old.required) !== Boolean(now.required)) {
      emit(
        now.required ? 'request-parameter-became-required' : 'request-parameter-became-optional',
        {target},
      );
    }
    if (Boolean(old.deprecated) !== Boolean(now.deprecated)) {
      emit(now.deprecated ? 'request-parameter-deprecated' : 'request-parameter-reactivated', {
        target,
      });
    }
    compareSchemas(
      {document: before.document, schema: old.schema ?? {}},
      {document: after.document, schema: now.schema ?? {}},
      {
        scope: 'request-parameter',
        target: `the ${target}`,
        field: '',
        name: () => `the ${target}`,
        emit,
        seen: new Set(),
      },
    );
    for (const keyword of ['style', 'explode', 'allowReserved', 'content'] as const) {
      if (
        !sameJson(
          contractOf(old[keyword as keyof Parameter]),
          contractOf(now[keyword as keyof Parameter]),
        )
      ) {
        emit('api-schema-changed', {target: `the ${target}`, value: keyword});
      }
    }
  }
}

function compareContent(
  pair: OperationPair,
  oldContent: Record<string, MediaType>,
  newContent: Record<string, MediaType>,
  scope: 'request-property' | 'response-property',
  status?: string,
): void {
  const {emit} = pair;
  const where = status ? ` (${status})` : '';
  for (const type of Object.keys(oldContent)) {
    if (type in newContent) continue;
    if (scope === 'request-property') emit('request-body-media-type-removed', {value: type});
    else emit('response-media-type-removed', {value: type, status: code(status)});
  }
  for (const type of Object.keys(newContent)) {
    if (!(type in oldContent)) {
      if (scope === 'request-property') emit('request-body-media-type-added', {value: type});
      else emit('response-media-type-added', {value: type, status: code(status)});
      continue;
    }
    const name = (field: string) =>
      field
        ? `${code(field)}${where}`
        : scope === 'request-property'
          ? 'the request body'
          : `the response body${where}`;
    compareSchemas(
      {document: pair.before.document, schema: oldContent[type]!.schema ?? {}},
      {document: pair.after.document, schema: newContent[type]!.schema ?? {}},
      {scope, target: name(''), field: '', name, emit, seen: new Set()},
    );
  }
}

function compareRequestBodies(pair: OperationPair): void {
  const {before, after, emit} = pair;
  const old = resolveRef(before.document, before.entry.operation.requestBody);
  const now = resolveRef(after.document, after.entry.operation.requestBody);
  if (!old && !now) return;
  if (!now) return emit('request-body-removed', {});
  if (!old)
    return emit(now.required ? 'request-body-added-required' : 'request-body-added-optional', {});
  if (Boolean(old.required) !== Boolean(now.required)) {
    emit(now.required ? 'request-body-became-required' : 'request-body-became-optional', {});
  }
  compareContent(pair, old.content ?? {}, now.content ?? {}, 'request-property');
}

const isSuccess = (status: string): boolean => /^2/.test(status);

function compareResponses(pair: OperationPair): void {
  const {before, after, emit} = pair;
  const oldResponses = before.entry.operation.responses ?? {};
  const newResponses = after.entry.operation.responses ?? {};
  for (const status of Object.keys(oldResponses)) {
    if (status in newResponses) continue;
    emit(
      isSuccess(status) ? 'response-success-status-removed' : 'response-non-success-status-removed',
      {
        value: status,
      },
    );
  }
  for (const status of Object.keys(newResponses)) {
    const now = resolveRef(after.document, newResponses[status]) as Response;
    if (!(status in oldResponses)) {
      emit(
        isSuccess(status) ? 'response-success-status-added' : 'response-non-success-status-added',
        {
          value: status,
        },
      );
      continue;
    }
    const old = resolveRef(before.document, oldResponses[status]) as Response;
    compareHeaders(pair, old, now, status);
    compareContent(pair, old.content ?? {}, now.content ?? {}, 'response-property', status);
  }
}

function compareHeaders(pair: OperationPair, old: Response, now: Response, status: string): void {
  const {emit} = pair;
  const lower = (headers: Record<string, unknown> | undefined) =>
    new Map(
      Object.entries(headers ?? {}).map(([name, header]) => [name.toLowerCase(), {name, header}]),
    );
  const oldHeaders = lower(old.headers);
  const newHeaders = lower(now.headers);
  for (const [key, {name, header}] of oldHeaders) {
    if (newHeaders.has(key)) continue;
    const resolved = resolveRef(pair.before.document, header) as {required?: boolean};
    emit(
      resolved?.required ? 'required-response-header-removed' : 'optional-response-header-removed',
      {
        value: name,
        status: code(status),
      },
    );
  }
  for (const [key, {name, header}] of newHeaders) {
    const previous = oldHeaders.get(key);
    if (!previous) {
      emit('response-header-added', {value: name, status: code(status)});
      continue;
    }
    const oldHeader = dereference(pair.before.document, previous.header);
    const newHeader = dereference(pair.after.document, header);
    if (!sameJson(contractOf(oldHeader), contractOf(newHeader))) {
      emit('api-operation-changed', {
        value: `the header ${code(name)} of the response ${code(status)}`,
      });
    }
  }
}

/** Compares two operations matched by method and path. */
function compareOperation(pair: OperationPair): void {
  const {before, after, emit} = pair;
  const old = before.entry.operation;
  const now = after.entry.operation;
  if (!old.deprecated && now.deprecated) emit('endpoint-deprecated', {});
  if (old.deprecated && !now.deprecated) emit('endpoint-reactivated', {});
  if (old.operationId !== now.operationId && old.operationId && now.operationId) {
    emit('api-operation-id-changed', {before: old.operationId, value: now.operationId});
  }
  const oldSecurity = securityOf(before.document, old);
  const newSecurity = securityOf(after.document, now);
  for (const value of oldSecurity.filter((s) => !newSecurity.includes(s))) {
    emit('api-security-removed', {value});
  }
  for (const value of newSecurity.filter((s) => !oldSecurity.includes(s))) {
    emit('api-security-added', {value});
  }
  compareParameters(pair);
  compareRequestBodies(pair);
  compareResponses(pair);
}

/** An operation with every reference inlined and its documentation stripped: what clients depend on. */
function contractOfOperation(document: OpenApiDocument, entry: OperationEntry): unknown {
  const {operation, path} = entry;
  // Path parameters by their place: their names are not part of a request.
  const parameters = entry.parameters.map((parameter) =>
    parameter.in === 'path' ? {...parameter, name: parameterKey(parameter, path)} : parameter,
  );
  return contractOf(
    dereference(document, {
      ...operation,
      parameters,
      security: operation.security ?? document.security ?? [],
    }),
  );
}

function fullOperation(document: OpenApiDocument, entry: OperationEntry): unknown {
  return dereference(document, {...entry.operation, parameters: entry.parameters});
}

/** The first place two contract values differ, as a JSON pointer (for unclassified changes). */
function firstDifference(a: unknown, b: unknown, at = ''): string | undefined {
  if (sameJson(a, b)) return undefined;
  if (
    a &&
    b &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    !Array.isArray(a) === !Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}/${key}`,
      );
      if (found !== undefined) return found;
    }
  }
  return at || '/';
}

function operationsByKey(document: OpenApiDocument): Map<string, OperationEntry> {
  return new Map(
    listOperations(document).map((entry) => [operationKey(entry.method, entry.path), entry]),
  );
}

function describe(entry: OperationEntry): ChangedOperation {
  return {
    method: entry.method.toUpperCase(),
    path: entry.path,
    ...(entry.operation.operationId ? {operationId: entry.operation.operationId} : {}),
  };
}

/**
 * Every change from one release of a description to the next, in the later
 * document's operation order (removed operations last), each operation's
 * changes in the order the rules found them. Throws, naming the reference,
 * on a reference that points nowhere.
 */
export function diffDocuments(before: OpenApiDocument, after: OpenApiDocument): ApiChange[] {
  const oldOps = operationsByKey(before);
  const newOps = operationsByKey(after);
  const changes: ApiChange[] = [];
  const emitter =
    (operation: ChangedOperation) =>
    (id: string, slots: {target?: string; value?: unknown; before?: unknown; status?: string}) => {
      const {id: rule, level, kind} = ruleOf(id);
      changes.push({rule, level, kind, operation, message: sentence(rule, slots)});
    };

  for (const [key, now] of newOps) {
    const emit = emitter(describe(now));
    const old = oldOps.get(key);
    if (!old) {
      emit('endpoint-added', {});
      continue;
    }
    const from = changes.length;
    compareOperation({
      before: {document: before, entry: old},
      after: {document: after, entry: now},
      emit,
    });
    if (changes.length === from) {
      const difference = firstDifference(
        contractOfOperation(before, old),
        contractOfOperation(after, now),
      );
      if (difference !== undefined) emit('api-operation-changed', {value: difference});
    }
  }
  for (const [key, old] of oldOps) {
    if (newOps.has(key)) continue;
    emitter(describe(old))(
      old.operation.deprecated ? 'api-removed-with-deprecation' : 'api-removed-without-deprecation',
      {},
    );
  }
  return changes;
}

/**
 * The operations whose documentation changed (descriptions, summaries,
 * examples...) while their contract did not, and whether the document's own
 * documentation (info, tags) changed: what the release gate calls
 * documentation, which needs no new version.
 */
export function documentationChanges(
  before: OpenApiDocument,
  after: OpenApiDocument,
): {operations: ChangedOperation[]; document: boolean} {
  const oldOps = operationsByKey(before);
  const operations: ChangedOperation[] = [];
  for (const [key, now] of operationsByKey(after)) {
    const old = oldOps.get(key);
    if (!old) continue;
    const sameContract = sameJson(
      contractOfOperation(before, old),
      contractOfOperation(after, now),
    );
    if (sameContract && !sameJson(fullOperation(before, old), fullOperation(after, now))) {
      operations.push(describe(now));
    }
  }
  const documentPart = (document: OpenApiDocument) => ({
    info: {...document.info, version: undefined},
    tags: document.tags,
  });
  return {operations, document: !sameJson(documentPart(before), documentPart(after))};
}
