/**
 * The checks a routed request passes before a handler answers it, in this
 * order: its key (`401`, `402` for the failing test key, `404` for another
 * key's management path), the time window and tags of usage requests, its
 * parameters and its JSON body against the spec (`400`, `415`); a `context`
 * the spec refuses answers `401` / `4016` on operations that document it.
 */
import {errorBodies, testKeys} from '../catalogue';
import type {OperationSpec} from '../spec-data';
import {coerceParameter, ErrorList, pathSegment, validateValue} from '../validate';
import {HttpError, schemaError, type Table} from './common';
import type {Parsed} from './parse';

const MAX_RANGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The key: the failing test key answers lookups with `402`, any other key
 * than the account's with `401`; management operations need the management
 * key, and a path may only name one of the account's keys (`404`).
 */
export function checkKey(
  op: OperationSpec,
  request: Parsed,
  params: Table<string>,
  accountKeys: ReadonlySet<string>,
): void {
  const {api_key: apiKey, user_token: userToken} = request.credentials;
  if (op.auth === 'api_key' && apiKey === testKeys.failing) {
    // The failing test key exists but has nothing left: every lookup is refused.
    throw new HttpError(402, errorBodies.balanceDepleted);
  }
  if (op.auth === 'api_key' && (apiKey === undefined || !accountKeys.has(apiKey))) {
    throw new HttpError(401, errorBodies.invalidKey);
  }
  if (op.auth === 'user_token' && userToken !== testKeys.managementToken) {
    throw new HttpError(401, errorBodies.invalidUserToken);
  }
  if (op.path.startsWith('/keys/{key}') && op.operationId !== 'KeyAvailability') {
    if (/^ak_[A-Za-z0-9_]+$/.test(params.key) && !accountKeys.has(params.key)) {
      throw new HttpError(404, errorBodies.keyNotFound);
    }
  }
}

/** `400` / `4009` for usage filtered by more tags than the operation allows (3). */
export function checkUsageTags(op: OperationSpec, request: Parsed): void {
  if (!op.badRequestCodes.includes(4009)) return;
  const tags = (request.query.tags?.[0] ?? '').split(',').filter((tag) => tag.trim() !== '');
  if (tags.length > 3) throw new HttpError(400, errorBodies.tooManyUsageTags);
}

export function checkTimeWindow(op: OperationSpec, request: Parsed): void {
  if (op.operationId !== 'KeyUsage' && op.operationId !== 'KeyLogs') return;
  const start = request.query.start?.[0];
  const end = request.query.end?.[0];
  if (start !== undefined && !/^\d+$/.test(start))
    throw new HttpError(400, errorBodies.invalidStart);
  if (end !== undefined && !/^\d+$/.test(end)) throw new HttpError(400, errorBodies.invalidEnd);
  if (start !== undefined && end !== undefined) {
    if (Number(start) > Number(end)) throw new HttpError(400, errorBodies.startAfterEnd);
    if (Number(end) - Number(start) > MAX_RANGE_MS)
      throw new HttpError(400, errorBodies.rangeTooLong);
  }
}

export function checkParameters(op: OperationSpec, request: Parsed, params: Table<string>): void {
  const list = new ErrorList();
  for (const parameter of op.parameters) {
    const raw =
      parameter.in === 'path'
        ? params[parameter.name]
        : parameter.in === 'query'
          ? request.query[parameter.name]?.[0]
          : request.headers[parameter.name.toLowerCase()];
    const name = pathSegment(parameter.name);
    const where =
      parameter.in === 'path'
        ? `params.${name}`
        : parameter.in === 'query'
          ? `query.${name}`
          : `headers.${name.toLowerCase()}`;
    if (raw === undefined) {
      if (parameter.required) {
        list.add(
          parameter.in === 'path' ? 'params' : parameter.in === 'query' ? 'query' : 'headers',
          `must have required property '${name}'`,
        );
      }
      continue;
    }
    validateValue(parameter.schema, coerceParameter(parameter.schema, raw), where, list);
  }
  const errors = list.errors;
  if (
    op.badRequestCodes.includes(40017) &&
    errors.some((e) => e.path === 'query.query' && /more than/.test(e.message))
  ) {
    // Email validation has its own code for an address that is too long.
    throw new HttpError(400, errorBodies.emailTooLong);
  }
  if (op.unauthorizedCodes.includes(4016) && errors.some((e) => e.path === 'query.context')) {
    // An operation that documents it answers an unsupported country with 4016.
    throw new HttpError(401, errorBodies.invalidContext);
  }
  if (errors.length > 0) {
    // The API reports a missing parameter at its own path, e.g. `query.query`.
    throw schemaError(
      errors.map((error) =>
        /^(params|query|headers)$/.test(error.path)
          ? {
              path: `${error.path}.${/'(.+)'/.exec(error.message)?.[1] ?? ''}`,
              message: error.message,
            }
          : error,
      ),
      4000,
      list.omitted,
    );
  }
}

export function checkBody(op: OperationSpec, request: Parsed): void {
  if (!op.body) return;
  if (request.bodyProblem === 'not-json')
    throw new HttpError(415, errorBodies.unsupportedMediaType);
  if (request.bodyProblem === 'invalid-json') {
    throw new HttpError(400, {code: 4000, message: 'Request body could not be parsed as JSON.'});
  }
  const code = op.badRequestCodes.includes(4001) ? 4001 : 4000;
  if (request.body === undefined) {
    throw schemaError([{path: 'body', message: 'must be object'}], code);
  }
  const list = validateValue(op.body.schema, request.body, 'body');
  const errors = list.errors;
  if (errors.length === 0) return;
  if (op.badRequestCodes.includes(40018) && errors.some((e) => /query/.test(e.path + e.message))) {
    throw new HttpError(400, {code: 40018, message: 'The query must be a non-empty string.'});
  }
  throw schemaError(errors, code, list.omitted);
}
