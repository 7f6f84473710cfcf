/**
 * The handlers of management operations: key details, licensees and
 * configs, answered from (and, for writes, changing) a state of ./state.ts.
 */
import {errorBodies, SANDBOX_TIME} from '../catalogue';
import {success} from '../catalogue/shared';
import type {OperationSpec, SchemaLite} from '../spec-data';
import {HttpError, isObject, own, schemaError, type Json, type Table} from './common';
import type {Parsed} from './parse';
import type {ConfigRecord, LicenseeRecord, State} from './state';

/** Management operations that only read the state. */
export const READS: ReadonlySet<string> = new Set([
  'KeyDetails',
  'ListLicensees',
  'RetrieveLicensee',
  'ListConfigs',
  'RetrieveConfig',
]);

/** Management operations that change it. */
export const WRITES: ReadonlySet<string> = new Set([
  'UpdateKeyDetails',
  'CreateLicensee',
  'UpdateLicensee',
  'DeleteLicensee',
  'CreateConfig',
  'UpdateConfig',
  'DeleteConfig',
]);

/** A copy of a JSON value with only the properties its schema names (unknown ones dropped). */
function pruneToSchema(schema: SchemaLite | undefined, value: unknown): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => pruneToSchema(schema.items, item));
  const out: Json = {};
  for (const [name, item] of Object.entries(value as Json)) {
    const child =
      schema.properties && own(schema.properties, name) ? schema.properties[name] : null;
    if (child) out[name] = pruneToSchema(child, item);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out[name] = pruneToSchema(schema.additionalProperties, item);
    }
  }
  return out;
}

function licenseeAt(target: State, params: Table<string>): LicenseeRecord {
  const found = target.licensees.find((licensee) => licensee.key === params.licensee);
  if (!found) throw new HttpError(404, errorBodies.licenseeNotFound);
  return found;
}

function configAt(target: State, params: Table<string>): ConfigRecord {
  const found = target.configs.find((config) => config.name === params.config);
  if (!found) throw new HttpError(404, errorBodies.configNotFound);
  return found;
}

/** Answers a management operation from `target`, changing it for a write. */
export function manage(
  op: OperationSpec,
  request: Parsed,
  params: Table<string>,
  target: State,
): Json {
  const body = (isObject(request.body) ? request.body : {}) as Json;
  switch (op.operationId) {
    case 'KeyDetails':
      return success(target.keyDetails);
    case 'UpdateKeyDetails': {
      const known = pruneToSchema(op.body?.schema, body) as Json;
      for (const [name, value] of Object.entries(known)) {
        const current = target.keyDetails[name];
        target.keyDetails[name] =
          isObject(current) && isObject(value) ? {...current, ...value} : value;
      }
      return success(target.keyDetails);
    }
    case 'ListLicensees': {
      const limit = Number(request.query.limit?.[0] ?? 10);
      const after = request.query.starting_after?.[0];
      const q = request.query.q?.[0]?.toLowerCase();
      let list = target.licensees.filter((l) => !q || l.name.toLowerCase().includes(q));
      if (after !== undefined) {
        const index = list.findIndex((l) => l.id === after);
        list = index >= 0 ? list.slice(index + 1) : [];
      }
      return success({licensees: list.slice(0, limit), hasMore: list.length > limit});
    }
    case 'CreateLicensee': {
      const id = String(target.nextLicenseeId++);
      const daily = isObject(body.daily) ? body.daily : {};
      const licensee: LicenseeRecord = {
        id,
        key: `sl_test_${id}`,
        name: String(body.name),
        address: String(body.address),
        postcode: String(body.postcode),
        whitelist: Array.isArray(body.whitelist) ? body.whitelist.map(String) : [],
        daily: {
          limit: typeof daily.limit === 'number' ? daily.limit : null,
          count: 0,
          updatedAt: SANDBOX_TIME,
        },
        createdAt: SANDBOX_TIME,
      };
      target.licensees.push(licensee);
      return success(licensee);
    }
    case 'RetrieveLicensee':
      return success(licenseeAt(target, params));
    case 'UpdateLicensee': {
      const licensee = licenseeAt(target, params);
      for (const name of ['name', 'address', 'postcode'] as const) {
        if (own(body, name)) licensee[name] = String(body[name]);
      }
      if (Array.isArray(body.whitelist)) licensee.whitelist = body.whitelist.map(String);
      if (isObject(body.daily) && own(body.daily, 'limit')) {
        licensee.daily = {
          ...licensee.daily,
          limit: typeof body.daily.limit === 'number' ? body.daily.limit : null,
          updatedAt: SANDBOX_TIME,
        };
      }
      return success(licensee);
    }
    case 'DeleteLicensee': {
      const licensee = licenseeAt(target, params);
      target.licensees = target.licensees.filter((l) => l !== licensee);
      return success({deleted: 1});
    }
    case 'ListConfigs':
      return success({configs: target.configs});
    case 'CreateConfig': {
      if (target.configs.some((config) => config.name === body.name)) {
        throw schemaError([{path: 'body.name', message: 'must be unique for this key'}], 4001);
      }
      const config: ConfigRecord = {
        name: String(body.name),
        payload: String(body.payload),
        createdAt: SANDBOX_TIME,
        updatedAt: SANDBOX_TIME,
      };
      target.configs.push(config);
      return success(config);
    }
    case 'RetrieveConfig':
      return success(configAt(target, params));
    case 'UpdateConfig': {
      const config = configAt(target, params);
      config.payload = String(body.payload);
      config.updatedAt = SANDBOX_TIME;
      return success(config);
    }
    case 'DeleteConfig': {
      const config = configAt(target, params);
      target.configs = target.configs.filter((c) => c !== config);
      return success({deleted: 1});
    }
    default:
      throw new Error(`No state handler for ${op.operationId}`);
  }
}
