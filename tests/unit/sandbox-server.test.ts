/**
 * `npm run sandbox` (scripts/sandbox-server.ts): the engine over HTTP on a
 * free port, with the /v1 prefix, CORS for allowed origins only, a Host
 * check, and surviving hostile requests.
 */
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createSandbox} from '../../lib/sandbox';
import {identity} from '../../src/identity';
import {
  allowedOriginsFrom,
  hostAllowed,
  originAllowed,
  portFrom,
  startSandboxServer,
  type SandboxServer,
} from '../../scripts/sandbox-server';

let server: SandboxServer;
let port: number;

beforeAll(async () => {
  server = await startSandboxServer(createSandbox(), {port: 0});
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.close();
});

const key = {authorization: 'api_key="ak_test"'};

/** Sends raw bytes and returns the raw answer (or '' when the socket closes). */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.end(request);
  });
}

describe('npm run sandbox', () => {
  it('answers a catalogue case under /v1 with JSON and the case id', async () => {
    const response = await fetch(`${server.url}/postcodes/ID1%201QD`, {headers: key});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-sandbox-case')).toBe('postcodes-success');
    expect(((await response.json()) as {code: number}).code).toBe(2000);
  });

  it('answers a page on localhost or the docs site with its own origin, never *', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5500', identity.urls.docs]) {
      const response = await fetch(`${server.url}/postcodes/ID1%201QD`, {
        headers: {...key, origin},
      });
      expect(response.status, origin).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(
        new URL(origin).origin,
      );
      expect(response.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('refuses other origins with 403 before the request can change state (* before)', async () => {
    const evil = 'https://attacker.example';
    const write = await fetch(`${server.url}/keys/ak_test/configs`, {
      method: 'POST',
      headers: {
        origin: evil,
        authorization: 'user_token="uk_test"',
        'content-type': 'application/json',
      },
      body: JSON.stringify({name: 'planted', payload: '{}'}),
    });
    expect(write.status).toBe(403);
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await write.json()) as {code: number}).code).toBe(403);
    expect((await fetch(`${server.url}/keys/ak_test/configs/planted`)).status).toBe(404);
    const preflight = await fetch(`${server.url}/keys/ak_test/configs`, {
      method: 'OPTIONS',
      headers: {origin: evil, 'access-control-request-method': 'POST'},
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of ['null', 'http://localhost.attacker.example', 'file://']) {
      expect(originAllowed(origin), origin).toBe(false);
    }
  });

  it('opens CORS to an extra origin, or to every origin, when asked', async () => {
    const open = await startSandboxServer(createSandbox(), {port: 0, allowOrigins: ['*']});
    const listed = await startSandboxServer(createSandbox(), {
      port: 0,
      allowOrigins: ['https://intranet.example'],
    });
    try {
      const any = await fetch(`${open.url}/keys/ak_test`, {
        headers: {origin: 'https://anywhere.example'},
      });
      expect(any.status).toBe(200);
      expect(any.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = await fetch(`${listed.url}/keys/ak_test`, {
        headers: {origin: 'https://intranet.example'},
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://intranet.example');
      const other = await fetch(`${listed.url}/keys/ak_test`, {
        headers: {origin: 'https://elsewhere.example'},
      });
      expect(other.status).toBe(403);
    } finally {
      await open.close();
      await listed.close();
    }
    expect(allowedOriginsFrom([])).toEqual([]);
    expect(
      allowedOriginsFrom(['--allow-origin', 'http://a.example:8080', '--allow-origin=*']),
    ).toEqual(['http://a.example:8080', '*']);
    expect(() => allowedOriginsFrom(['--allow-origin', 'a.example'])).toThrow(/origin/);
    expect(() => allowedOriginsFrom(['--allow-origin'])).toThrow(/origin/);
  });

  it('answers only requests addressed to this machine (Host check)', async () => {
    const rebound = await raw(
      'GET /v1/keys/ak_test HTTP/1.1\r\nHost: attacker.example:4010\r\nConnection: close\r\n\r\n',
    );
    expect(rebound).toMatch(/^HTTP\/1\.1 403/);
    const local = await raw(
      `GET /v1/keys/ak_test HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(local).toMatch(/^HTTP\/1\.1 200/);
    expect(hostAllowed('127.0.0.1:4010')).toBe(true);
    expect(hostAllowed('[::1]:4010')).toBe(true);
    expect(hostAllowed('LOCALHOST')).toBe(true);
    expect(hostAllowed('localhost.attacker.example')).toBe(false);
    expect(hostAllowed(undefined)).toBe(false);
  });

  it('answers 405 with Allow, and CONNECT with 405', async () => {
    const response = await fetch(`${server.url}/postcodes/ID1%201QD`, {
      method: 'PATCH',
      headers: key,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    const connect = await raw(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(connect).toMatch(/^HTTP\/1\.1 405/);
  });

  it('answers prototype names in the query and a deeply nested body without a 500', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await fetch(`${server.url}/autocomplete/addresses?query=test&${name}=1`, {
        headers: key,
      });
      expect(response.status, name).toBe(200);
    }
    const details = `${server.url}/keys/ak_test/details`;
    const management = {authorization: 'user_token="uk_test"', 'content-type': 'application/json'};
    const deep = await fetch(details, {
      method: 'PUT',
      headers: management,
      body: `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    const after = await fetch(details, {headers: management});
    expect(after.status).toBe(200);
  });

  it('answers a CORS preflight from a local page', async () => {
    const response = await fetch(`${server.url}/verify/addresses`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('answers a filtered search with filtered hits, as the docs’ in-browser sandbox does', async () => {
    const search = async (params: string) => {
      const response = await fetch(`${server.url}/autocomplete/addresses?${params}`, {
        headers: key,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {result: {hits: {suggestion: string}[]}};
      return body.result.hits.map((hit) => hit.suggestion);
    };
    const all = await search('query=1200%20pearl%20st');
    expect(all).toHaveLength(3);
    expect(await search('query=1200%20pearl%20st&state_code=OR')).toEqual([
      '1200 Pearl St, Eugene, OR 97401',
    ]);
    expect(await search('query=zzqx%20qqvv')).toEqual([]);
    const browser = createSandbox().handle({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {query: 'sample', bias_state_code: 'TX', limit: '20'},
      headers: key,
    });
    expect(await search('query=sample&bias_state_code=TX&limit=20')).toEqual(
      (browser.body as {result: {hits: {suggestion: string}[]}}).result.hits.map(
        (hit) => hit.suggestion,
      ),
    );
  });

  it('keeps JSON bodies and state between requests', async () => {
    const created = await fetch(`${server.url}/keys/ak_test/configs`, {
      method: 'POST',
      headers: {authorization: 'user_token="uk_test"', 'content-type': 'application/json'},
      body: JSON.stringify({name: 'from-http', payload: '{}'}),
    });
    expect(created.status).toBe(200);
    const read = await fetch(`${server.url}/keys/ak_test/configs/from-http`);
    expect(read.status).toBe(200);
  });

  it('answers outside /v1 and unknown routes with a 404 error body', async () => {
    const outside = await fetch(`http://127.0.0.1:${port}/postcodes/ID1%201QD`);
    expect(outside.status).toBe(404);
    expect(((await outside.json()) as {code: number}).code).toBe(404);
    expect((await fetch(`${server.url}/nothing-here`, {headers: key})).status).toBe(404);
  });

  it('survives hostile requests, then answers a normal one', async () => {
    const nul = await raw('GET /v1/postcodes/ID1\u00001QD HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(nul).toMatch(/^HTTP\/1\.1 400/);
    const badHeader = await raw(
      'GET /v1/keys/ak_test HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
    );
    expect(badHeader).toMatch(/^HTTP\/1\.1 400/);
    const garbage = await raw(Buffer.from([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]));
    expect(garbage === '' || /^HTTP\/1\.1 400/.test(garbage)).toBe(true);

    const encoding = await fetch(`${server.url}/postcodes/%E0%A4%A`, {headers: key});
    expect(encoding.status).toBe(400);
    expect(((await encoding.json()) as {code: number}).code).toBe(4000);

    const notJson = await fetch(`${server.url}/verify/addresses`, {
      method: 'POST',
      headers: {...key, 'content-type': 'text/plain'},
      body: '2417 Maple Ridge Dr',
    });
    expect(notJson.status).toBe(415);
    expect(((await notJson.json()) as {code: number}).code).toBe(4150);

    const huge = await fetch(`${server.url}/verify/addresses`, {
      method: 'POST',
      headers: {...key, 'content-type': 'application/json'},
      body: `{"query": "${'x'.repeat(2 * 1024 * 1024)}"}`,
    }).catch(() => null);
    if (huge) expect(huge.status).toBe(400);

    const normal = await fetch(`${server.url}/autocomplete/addresses?query=test%20vacant`, {
      headers: key,
    });
    expect(normal.status).toBe(200);
    expect(normal.headers.get('x-ratelimit-limit')).toBe('3000');
    expect(normal.headers.get('x-sandbox-case')).toBe('find-address-us-vacant');
  });

  it('reads the port from --port, --port= or PORT, defaulting to 4010', () => {
    expect(portFrom([], {})).toBe(4010);
    expect(portFrom(['--port', '5000'], {})).toBe(5000);
    expect(portFrom(['--port=5001'], {PORT: '9'})).toBe(5001);
    expect(portFrom([], {PORT: '5002'})).toBe(5002);
    expect(() => portFrom(['--port', 'abc'], {})).toThrow(/not a port number/);
  });
});
