/**
 * Hostile request bodies for the sandbox: one field of a real operation's
 * body holds a huge array, string or object, the rest is valid. Shared by
 * the amplification property tests (tests/unit/sandbox-amplification.test.ts)
 * and the bench's measurement of a 1 MB hostile body (bench/hostile.ts).
 */

import {testKeys} from '../lib/sandbox/test-keys';

type HostileKind = 'array' | 'string' | 'object';

export interface HostileTarget {
  operationId: string;
  method: 'POST' | 'PUT';
  /** Path under the API's base, `/v1` included. */
  path: string;
  /** The valid fields the body holds besides the hostile one. */
  base: Record<string, unknown>;
  /** Where the hostile value goes, as property names from the body's root. */
  field: readonly string[];
  kind: HostileKind;
  /** The field's `maxItems` in the spec, for arrays. */
  maxItems?: number;
}

const licensee = {name: 'Bakery', address: '1 High St', postcode: 'QA1 1AA'};
/** The management paths of the usable test key. */
const keyPath = `/v1/keys/${testKeys.usable}`;

/** Update Key Details on the test key, over an empty body. */
const updateKeyDetails: Pick<HostileTarget, 'operationId' | 'method' | 'path' | 'base'> = {
  operationId: 'UpdateKeyDetails',
  method: 'PUT',
  path: `${keyPath}/details`,
  base: {},
};

export const HOSTILE_TARGETS: readonly HostileTarget[] = [
  {
    ...updateKeyDetails,
    field: ['allowed_urls'],
    kind: 'array',
    maxItems: 10,
  },
  {
    ...updateKeyDetails,
    field: ['notifications', 'emails'],
    kind: 'array',
    maxItems: 10,
  },
  {
    operationId: 'CreateLicensee',
    method: 'POST',
    path: `${keyPath}/licensees`,
    base: licensee,
    field: ['whitelist'],
    kind: 'array',
    maxItems: 10,
  },
  {
    ...updateKeyDetails,
    field: ['datasets'],
    kind: 'object',
  },
  {
    operationId: 'CreateLicensee',
    method: 'POST',
    path: `${keyPath}/licensees`,
    base: licensee,
    field: ['daily'],
    kind: 'object',
  },
  {
    ...updateKeyDetails,
    field: ['name'],
    kind: 'string',
  },
  {
    operationId: 'CreateLicensee',
    method: 'POST',
    path: `${keyPath}/licensees`,
    base: licensee,
    field: ['address'],
    kind: 'string',
  },
  {
    operationId: 'AddressVerify',
    method: 'POST',
    path: '/v1/verify/addresses',
    base: {},
    field: ['query'],
    kind: 'string',
  },
  {
    operationId: 'CreateConfig',
    method: 'POST',
    path: `${keyPath}/configs`,
    base: {name: 'checkout'},
    field: ['payload'],
    kind: 'string',
  },
];

export interface HostileShape {
  /** Size of the whole body, in bytes of JSON (roughly: within a few bytes). */
  bytes: number;
  /** An array's item or an object's value, as JSON text. */
  item?: string;
  /** Length of each of an object's property names. */
  keyLength?: number;
}

/**
 * A body of about `shape.bytes` bytes, as JSON text: the target's valid
 * fields, and at `target.field` an array of `item`s, a string, or an object
 * of `item` values under distinct names of `keyLength` characters.
 */
export function hostileBody(target: HostileTarget, shape: HostileShape): string {
  const item = shape.item ?? '"x"';
  const base: Record<string, unknown> = {...target.base};
  delete base[target.field[0]!];
  const room = Math.max(0, shape.bytes - JSON.stringify(base).length - 64);
  let hostile: string;
  if (target.kind === 'array') {
    const count = Math.max(1, Math.floor(room / (item.length + 1)));
    hostile = `[${Array.from({length: count}, () => item).join(',')}]`;
  } else if (target.kind === 'string') {
    hostile = JSON.stringify('x'.repeat(Math.max(1, room)));
  } else {
    const keyLength = Math.max(1, shape.keyLength ?? 8);
    const entries: string[] = [];
    let size = 2;
    for (let index = 0; entries.length === 0 || size < room; index += 1) {
      const name = `k${index}`;
      const entry = `${JSON.stringify(name.length >= keyLength ? name : name.padEnd(keyLength, 'x'))}:${item}`;
      if (entries.length > 0 && size + entry.length + 1 > room) break;
      entries.push(entry);
      size += entry.length + 1;
    }
    hostile = `{${entries.join(',')}}`;
  }
  let json = hostile;
  for (const name of [...target.field].reverse().slice(0, -1))
    json = `{${JSON.stringify(name)}:${json}}`;
  const top = JSON.stringify(base).slice(1, -1);
  return `{${top ? `${top},` : ''}${JSON.stringify(target.field[0])}:${json}}`;
}

/** A JSON-RPC `tools/call` of MCP `call_sandbox` with these arguments, as a client posts it. */
export function callSandboxMessage(args: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {name: 'call_sandbox', arguments: args},
  });
}
