/**
 * Routing: which operation of the spec a parsed request calls, with the
 * values of its path parameters, by the one path-template matcher
 * (lib/openapi/path-template.ts); and the methods a path has, for `405`
 * and `OPTIONS`.
 */
import {matchPathTemplate} from '../../openapi/path-template';
import type {OperationSpec} from '../spec-data';
import type {Table} from './common';
import type {Parsed} from './parse';

export interface Route {
  op: OperationSpec;
  /** The path parameters' values, decoded. */
  params: Table<string>;
}

/** The operation a request calls, or null when no operation has its method and path. */
export function routeOf(operations: readonly OperationSpec[], request: Parsed): Route | null {
  for (const op of operations) {
    if (op.method !== request.method) continue;
    const params = matchPathTemplate(op.path, request.segments);
    if (params) return {op, params};
  }
  return null;
}

/** The methods the spec defines for a request's path, each once, in spec order. */
export function methodsAt(operations: readonly OperationSpec[], request: Parsed): string[] {
  const methods = operations
    .filter((op) => matchPathTemplate(op.path, request.segments))
    .map((op) => op.method);
  return [...new Set(methods)];
}
