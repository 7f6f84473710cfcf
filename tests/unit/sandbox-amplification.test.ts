/**
 * Validation never amplifies (issue 41, finding 2): a request body with a
 * huge array, string or object answers small, through the sandbox's HTTP
 * server (`npm run sandbox`) and through MCP `call_sandbox` (Streamable
 * HTTP), and the validator examines at most `maxItems` + 1 items of an array,
 * counted by its own counter (no timing here: speed is the bench's,
 * bench/hostile.ts).
 */
import fs from 'node:fs';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startHttpServer, type RunningHttpServer} from '../../lib/mcp/http';
import {
  HOSTILE_TARGETS,
  callSandboxMessage,
  hostileBody,
  type HostileTarget,
} from '../../bench/hostile-bodies';
import {startSandboxServer, type SandboxServer} from '../../scripts/sandbox-server';
import {createSandbox} from '../../lib/sandbox/index';
import specData from '../../lib/sandbox/spec-data.generated.json';
import type {SchemaLite, SpecData} from '../../lib/sandbox/spec-data';
import {testKeys} from '../../lib/sandbox/test-keys';
import {
  ErrorList,
  MAX_ERRORS,
  MAX_PATH_SEGMENT,
  validateValue,
  validationCounters,
} from '../../lib/sandbox/validate';
import {fixtureServerFactory, loadFixture, makeFixtureBuild} from '../support/mcp';

/** The largest answer any of these requests may get, in bytes. */
const MAX_ANSWER = 64 * 1024;
/** Bodies up to the sandbox's 1 MB. */
const MAX_BODY = 1_000_000;
/** Generated bodies per target and transport. */
const RUNS = 2;
/**
 * Time for one target's runs: up to three 1 MB bodies parsed and checked, on
 * a machine that may be busy with the build beside the unit tests.
 */
const PROPERTY_TIMEOUT = 180_000;
const AUTHORIZATION = `api_key="${testKeys.usable}", user_token="${testKeys.managementToken}"`;

/** Items and values that each fail their schema, and some that pass. */
const item = fc.constantFrom(
  '1',
  'null',
  'true',
  '{"a":[1,2,3]}',
  '[[[]]]',
  '"x"',
  '"not an email"',
  JSON.stringify('h'.repeat(3000)),
);
/** Bodies for one target: its field huge, up to 1 MB in all, filled with `item`s. */
const hostile = () =>
  fc.record({
    bytes: fc.integer({min: 2_000, max: MAX_BODY}),
    item,
    keyLength: fc.constantFrom(1, 8, 100, 5_000),
  });
const eachTarget = `%s %s: %s of %s`;
const targetRows = HOSTILE_TARGETS.map((target) => [
  target.method,
  target.path,
  target.kind,
  target.field.join('.'),
  target,
]);

/** The schema of a target's field in the spec, to check its `maxItems`. */
function fieldSchema(target: HostileTarget): SchemaLite | undefined {
  const op = (specData as unknown as SpecData).operations.find(
    (candidate) => candidate.operationId === target.operationId,
  );
  let schema = op?.body?.schema;
  for (const name of target.field) schema = schema?.properties?.[name];
  return schema;
}

function counted<T>(work: () => T): {result: T; items: number} {
  const before = validationCounters.arrayItems;
  const result = work();
  return {result, items: validationCounters.arrayItems - before};
}

async function countedAsync<T>(work: () => Promise<T>): Promise<{result: T; items: number}> {
  const before = validationCounters.arrayItems;
  const result = await work();
  return {result, items: validationCounters.arrayItems - before};
}

/** Sends one request; resolves with its status, its body and the size of the whole answer. */
async function send(
  url: string,
  method: string,
  body: string,
  headers: Record<string, string>,
): Promise<{status: number; bytes: number; text: string}> {
  const response = await fetch(url, {method, body, headers});
  const text = await response.text();
  let bytes = 32 + Buffer.byteLength(text);
  response.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return {status: response.status, bytes, text};
}

const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

describe('the validator', () => {
  it('holds the maxItems the targets name, as the spec has them', () => {
    for (const target of HOSTILE_TARGETS.filter((t) => t.kind === 'array')) {
      expect(fieldSchema(target)?.maxItems, target.field.join('.')).toBe(target.maxItems);
    }
  });

  it(
    'examines at most maxItems + 1 items of an array past its maxItems, whatever its length',
    () => {
      const schema: SchemaLite = {
        type: 'array',
        maxItems: 10,
        items: {type: 'string', maxLength: 5},
      };
      fc.assert(
        fc.property(fc.integer({min: 11, max: 400_000}), (length) => {
          const value = Array.from({length}, () => 1);
          const {result, items} = counted(() => validateValue(schema, value, 'body.list'));
          expect(items).toBeLessThanOrEqual(11);
          expect(result.errors[0]).toEqual({
            path: 'body.list',
            message: 'must NOT have more than 10 items',
          });
          expect(result.errors.length).toBeLessThanOrEqual(MAX_ERRORS);
        }),
        {numRuns: 10},
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('lists the first 20 errors and counts the others', () => {
    const schema: SchemaLite = {type: 'object', additionalProperties: {type: 'boolean'}};
    const value = Object.fromEntries(Array.from({length: 5_000}, (_, i) => [`k${i}`, 'no']));
    const list = validateValue(schema, value, 'body');
    expect(list.errors).toHaveLength(MAX_ERRORS);
    expect(list.omitted).toBe(5_000 - MAX_ERRORS);
    expect(list.count).toBe(5_000);
    expect(list).toBeInstanceOf(ErrorList);
  });

  it('cuts a long property name in a path', () => {
    const schema: SchemaLite = {type: 'object', additionalProperties: false};
    const list = validateValue(schema, {['n'.repeat(100_000)]: 1}, 'body');
    expect(list.errors[0]!.path).toBe(`body.${'n'.repeat(MAX_PATH_SEGMENT)}…`);
  });

  it('counts characters as code points, only as far as the limit', () => {
    const schema: SchemaLite = {type: 'string', minLength: 2, maxLength: 3};
    expect(validateValue(schema, 'a😀b', 'q').count).toBe(0);
    expect(validateValue(schema, '😀', 'q').errors[0]!.message).toMatch(/fewer than 2/);
    expect(validateValue(schema, 'a😀bc', 'q').errors[0]!.message).toMatch(/more than 3/);
    expect(validateValue(schema, 'x'.repeat(2_000_000), 'q').count).toBe(1);
  });
});

describe('hostile bodies through the HTTP sandbox and MCP call_sandbox', () => {
  let sandboxServer: SandboxServer;
  let mcpServer: RunningHttpServer;
  let dir: string;

  beforeAll(async () => {
    sandboxServer = await startSandboxServer(createSandbox(), {port: 0});
    dir = makeFixtureBuild();
    mcpServer = await startHttpServer({
      port: 0,
      createServer: fixtureServerFactory(loadFixture(dir)),
      log: () => {},
    });
  });
  afterAll(async () => {
    await sandboxServer?.close();
    await mcpServer?.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  /** How each transport carries a hostile body, and the status of the sandbox's answer. */
  const transports = {
    'npm run sandbox': async (target: HostileTarget, body: string) => {
      const url = `${sandboxServer.url.replace(/\/v1$/, '')}${target.path}`;
      const answer = await send(url, target.method, body, {
        'content-type': 'application/json',
        authorization: AUTHORIZATION,
      });
      return {...answer, sandboxStatus: answer.status};
    },
    'MCP call_sandbox': async (target: HostileTarget, body: string) => {
      const message = callSandboxMessage({
        method: target.method,
        path: target.path,
        headers: {Authorization: AUTHORIZATION},
        body: JSON.parse(body) as unknown,
      });
      const answer = await send(mcpServer.url, 'POST', message, MCP_HEADERS);
      expect(answer.status).toBe(200);
      const reply = JSON.parse(answer.text) as {result: {structuredContent?: {status: number}}};
      return {...answer, sandboxStatus: reply.result.structuredContent?.status ?? 0};
    },
  };

  for (const [name, carry] of Object.entries(transports)) {
    it.each(targetRows)(
      `${name}, ${eachTarget}: answers under 64 KB, an array examined up to maxItems + 1`,
      async (...row) => {
        const target = row[4] as HostileTarget;
        await fc.assert(
          fc.asyncProperty(hostile(), async ({bytes, item: value, keyLength}) => {
            const body = hostileBody(target, {bytes, item: value, keyLength});
            const {result, items} = await countedAsync(() => carry(target, body));
            expect(result.sandboxStatus).toBeGreaterThanOrEqual(200);
            expect(result.sandboxStatus).toBeLessThan(500);
            expect(result.bytes).toBeLessThan(MAX_ANSWER);
            if (target.maxItems !== undefined) {
              expect(items).toBeLessThanOrEqual(target.maxItems + 1);
            }
          }),
          {numRuns: RUNS},
        );
      },
      PROPERTY_TIMEOUT,
    );
  }

  it(
    'MCP call_sandbox refuses a body, query or headers larger than the HTTP sandbox takes, in a small reply',
    async () => {
      const target = HOSTILE_TARGETS[0]!;
      for (const args of [
        {body: JSON.parse(hostileBody(target, {bytes: 3_000_000, item: '1'})) as unknown},
        {query: {query: 'q'.repeat(1_000_000)}},
        {query: Object.fromEntries(Array.from({length: 50_000}, (_, i) => [`p${i}`, 'v']))},
        {headers: {'x-big': 'h'.repeat(1_000_000)}},
      ]) {
        const what = Object.keys(args)[0];
        const message = callSandboxMessage({method: target.method, path: target.path, ...args});
        const {result, items} = await countedAsync(() =>
          send(mcpServer.url, 'POST', message, MCP_HEADERS),
        );
        expect(result.bytes, what).toBeLessThan(MAX_ANSWER);
        expect(items).toBe(0);
        const reply = JSON.parse(result.text) as {
          result?: {isError?: boolean; content: {text: string}[]};
        };
        expect(reply.result?.isError, what).toBe(true);
        expect(reply.result?.content[0]!.text).toMatch(/at most \d+ (?:KB|MB)/);
      }
    },
    PROPERTY_TIMEOUT,
  );
});
