/**
 * The handlers of management operations: key details, usage and logs,
 * licensees and configs, answered from (and, for writes, changing) the key
 * of the request's path in a state of ./state.ts.
 */
import {errorBodies, SANDBOX_TIME} from '../catalogue';
import {logsCsv, usageOf, type LogQuery} from '../catalogue/account';
import {success} from '../catalogue/shared';
import type {OperationSpec, SchemaLite} from '../spec-data';
import {HttpError, isObject, own, schemaError, type Json, type Table} from './common';
import type {Parsed} from './parse';
import type {ConfigRecord, KeyState, LicenseeRecord, State} from './state';

/** Management operations that only read the state. */
export const READS: ReadonlySet<string> = new Set([
  'KeyDetails',
  'KeyUsage',
  'KeyLogs',
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

const LICENSEE_OPERATIONS = new Set([
  'ListLicensees',
  'CreateLicensee',
  'RetrieveLicensee',
  'UpdateLicensee',
  'DeleteLicensee',
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

function licenseeAt(key: KeyState, params: Table<string>): LicenseeRecord {
  const found = key.licensees.find((licensee) => licensee.key === params.licensee);
  if (!found) throw new HttpError(404, errorBodies.licenseeNotFound);
  return found;
}

function configAt(key: KeyState, params: Table<string>): ConfigRecord {
  const found = key.configs.find((config) => config.name === params.config);
  if (!found) throw new HttpError(404, errorBodies.configNotFound);
  return found;
}

/** What a usage or logs request asks for: its window and filters. */
function logQuery(request: Parsed): LogQuery {
  const number = (name: string) =>
    request.query[name]?.[0] === undefined ? undefined : Number(request.query[name][0]);
  return {
    start: number('start'),
    end: number('end'),
    tags: (request.query.tags?.[0] ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    licensee: request.query.licensee?.[0],
  };
}

/** Answers a management operation from `target`, changing it for a write. */
export function manage(
  op: OperationSpec,
  request: Parsed,
  params: Table<string>,
  target: State,
): Json | string {
  const body = (isObject(request.body) ? request.body : {}) as Json;
  const key = target.keys[params.key];
  if (!key) throw new HttpError(404, errorBodies.keyNotFound);
  if (LICENSEE_OPERATIONS.has(op.operationId) && !key.sublicensing) {
    throw new HttpError(401, errorBodies.sublicensingKeyRequired);
  }
  switch (op.operationId) {
    case 'KeyDetails':
      return success(key.details);
    case 'UpdateKeyDetails': {
      const known = pruneToSchema(op.body?.schema, body) as Json;
      for (const [name, value] of Object.entries(known)) {
        const current = key.details[name];
        key.details[name] = isObject(current) && isObject(value) ? {...current, ...value} : value;
      }
      return success(key.details);
    }
    case 'KeyUsage':
      return success(usageOf(key.log, logQuery(request)));
    case 'KeyLogs':
      return logsCsv(key.log, key.licensees, logQuery(request));
    case 'ListLicensees': {
      const limit = Number(request.query.limit?.[0] ?? 10);
      const after = request.query.starting_after?.[0];
      const q = request.query.q?.[0]?.toLowerCase();
      let list = key.licensees.filter((l) => !q || l.name.toLowerCase().includes(q));
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
      key.licensees.push(licensee);
      return success(licensee);
    }
    case 'RetrieveLicensee':
      return success(licenseeAt(key, params));
    case 'UpdateLicensee': {
      const licensee = licenseeAt(key, params);
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
      const licensee = licenseeAt(key, params);
      key.licensees = key.licensees.filter((l) => l !== licensee);
      return success({deleted: 1});
    }
    case 'ListConfigs':
      return success({configs: key.configs});
    case 'CreateConfig': {
      if (key.configs.some((config) => config.name === body.name)) {
        throw schemaError([{path: 'body.name', message: 'must be unique for this key'}], 4001);
      }
      const config: ConfigRecord = {
        name: String(body.name),
        payload: String(body.payload),
        createdAt: SANDBOX_TIME,
        updatedAt: SANDBOX_TIME,
      };
      key.configs.push(config);
      return success(config);
    }
    case 'RetrieveConfig':
      return success(configAt(key, params));
    case 'UpdateConfig': {
      const config = configAt(key, params);
      config.payload = String(body.payload);
      config.updatedAt = SANDBOX_TIME;
      return success(config);
    }
    case 'DeleteConfig': {
      const config = configAt(key, params);
      key.configs = key.configs.filter((c) => c !== config);
      return success({deleted: 1});
    }
    default:
      throw new Error(`No state handler for ${op.operationId}`);
  }
}
