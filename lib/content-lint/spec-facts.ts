/**
 * What the facts lint needs from the OpenAPI description, read from the
 * bundled document with the toolkit's own reader (lib/openapi/document.ts:
 * `listOperations`, `resolveRef`). `specFacts` is pure; `loadSpecFacts`
 * bundles the source folder first, without linting it or replacing its
 * placeholders (the lint reads the description as written, and
 * `npm run check` must run on a site whose spec is only a sketch).
 */
import path from 'node:path';
import {bundleSource} from '../openapi/bundle';
import {listOperations, resolveRef, type OpenApiDocument} from '../openapi/document';
import {isObject} from '../openapi/schema-fields';
import type {ParameterForm} from './parameter-tables';

/** The facts of the claims about the spec (spec-claims.ts). */
export interface SpecClaimFacts {
  /** The AddressVerify "Match" example's result: the query sent and what came back. */
  verifyMatch?: {query: string; addressLine: string; fit: number};
  /** The JSON type of `udprn` in the UK address schema. */
  udprnType?: string;
  /** Response statuses of FindAddress. */
  findAddressStatuses: ReadonlySet<string>;
  /** The EmailValidation description. */
  emailDescription?: string;
}

/** Spec facts the claims of claims.ts need. */
export interface ClaimSpec extends SpecClaimFacts {
  /** `UsAddress` properties with their description and example. */
  usAddress: ReadonlyMap<string, {description?: string; example?: unknown}>;
}

/** What the facts lint needs from the OpenAPI description. */
export interface SpecFacts extends ClaimSpec {
  /** Path templates without `/v1`, e.g. `/postcodes/{postcode}`, with their parameter names. */
  operations: {path: string; method: string; parameters: Set<string>}[];
  /** Every property name of every schema, every parameter name and every enumerated string value. */
  names: Set<string>;
  /** Query and path parameters by name, each form they take in the spec (parameter-tables.ts). */
  parameters: Map<string, ParameterForm[]>;
}

function collectNames(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) {
    value.forEach((item) => collectNames(item, names));
    return;
  }
  if (!isObject(value)) return;
  if (isObject(value.properties)) Object.keys(value.properties).forEach((key) => names.add(key));
  if (typeof value.name === 'string' && typeof value.in === 'string') names.add(value.name);
  // Enumerated values (`not_deliverable`, `landline_premium`) are names a page may cite too.
  if (Array.isArray(value.enum))
    value.enum.forEach((item) => typeof item === 'string' && names.add(item));
  Object.values(value).forEach((item) => collectNames(item, names));
}

/** Follows `keys` from `value`, resolving a reference at each step. */
function at(document: OpenApiDocument, value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((current, key) => {
    const resolved = resolveRef(document, current);
    return isObject(resolved) ? resolveRef(document, resolved[key]) : undefined;
  }, value);
}

/** Reads the facts the lint needs from a bundled description. */
function specFacts(document: OpenApiDocument): SpecFacts {
  const names = new Set<string>();
  collectNames(document, names);
  const entries = listOperations(document);
  const operations: SpecFacts['operations'] = entries.map((entry) => ({
    path: entry.path,
    method: entry.method.toUpperCase(),
    parameters: new Set(entry.parameters.map((parameter) => parameter.name)),
  }));
  const parameters = new Map<string, ParameterForm[]>();
  for (const entry of entries) {
    for (const parameter of entry.parameters) {
      if (parameter.in !== 'query' && parameter.in !== 'path') continue;
      const schema = resolveRef(document, parameter.schema);
      const type = Array.isArray(schema?.type)
        ? schema.type.join(' or ')
        : String(schema?.type ?? 'string');
      const forms = parameters.get(parameter.name) ?? [];
      forms.push({type, required: Boolean(parameter.required), default: schema?.default});
      parameters.set(parameter.name, forms);
    }
  }
  const operation = (id: string) =>
    entries.find((entry) => entry.operation.operationId === id)?.operation;
  const schemas = document.components?.schemas ?? {};

  const usAddress = new Map<string, {description?: string; example?: unknown}>();
  const usProperties = at(document, schemas.UsAddress, 'properties');
  for (const [key, property] of Object.entries(isObject(usProperties) ? usProperties : {})) {
    const resolved = resolveRef(document, property);
    if (!isObject(resolved)) continue;
    usAddress.set(key, {
      description: typeof resolved.description === 'string' ? resolved.description : undefined,
      example: resolved.example,
    });
  }

  const matchResult = at(
    document,
    operation('AddressVerify'),
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
    'Match',
    'value',
    'result',
  );
  const udprnType = at(document, schemas.UkAddress, 'properties', 'udprn', 'type');
  const findResponses = operation('FindAddress')?.responses;
  const emailDescription = operation('EmailValidation')?.description;
  return {
    operations,
    names,
    parameters,
    usAddress,
    verifyMatch: isObject(matchResult)
      ? {
          query: String(matchResult.query ?? ''),
          addressLine: String(matchResult.address_line_one ?? ''),
          fit: Number(matchResult.fit),
        }
      : undefined,
    udprnType: typeof udprnType === 'string' ? udprnType : undefined,
    findAddressStatuses: new Set(Object.keys(findResponses ?? {})),
    emailDescription: typeof emailDescription === 'string' ? emailDescription : undefined,
  };
}

/**
 * Bundles the OpenAPI source of `siteDir` (as written) and reads its facts.
 * `withExamples` writes the examples the bundle leaves to the sandbox (the
 * site passes `sandboxExamples` of config/openapi-source.ts).
 */
export async function loadSpecFacts(
  siteDir = process.cwd(),
  root = 'openapi/openapi.yaml',
  withExamples: (document: OpenApiDocument) => OpenApiDocument = (document) => document,
): Promise<SpecFacts> {
  return specFacts(
    withExamples(await bundleSource({root: path.resolve(siteDir, root), cwd: siteDir})),
  );
}
