/**
 * The sandbox API for the sample harness: the HTTP face of `npm run sandbox`
 * (scripts/sandbox-server.ts) with a fresh sandbox for every sample, so a
 * sample that deletes a licensee cannot break one that reads it, and
 * samples run in any order, side by side.
 *
 * Each sample gets its own base URL, `http://127.0.0.1:<port>/<id>/v1`,
 * which replaces the API base URL in its code (nothing else is rewritten).
 * Every answer the sandbox gives a sample is recorded: the harness judges a
 * sample by the `code`s it was answered, whatever the sample prints.
 */
import http from 'node:http';
import {closeNow, listen} from '../../lib/http-server';
import {sandboxRequestListener} from '../sandbox-server';
import {createSandbox} from '../../lib/sandbox';
import type {Sandbox, SandboxRequest, SandboxResponse} from '../../lib/sandbox/types';
import type {Answer} from '../../lib/doc-samples/outcome';

interface Instance {
  sandbox: Sandbox;
  listener: http.RequestListener;
  answers: Answer[];
}

export interface SampleSandbox {
  /** The API base URL a sample with this id calls. */
  baseFor(id: string): string;
  /** What the sandbox answered the sample, in order. */
  answersOf(id: string): Answer[];
  /** Answers a request for a sample directly (the widget runs in the browser), recording it. */
  handle(id: string, request: SandboxRequest): SandboxResponse;
  close(): Promise<void>;
}

function answerOf(response: SandboxResponse): Answer {
  const body = response.body as {code?: unknown; message?: unknown} | null;
  const isObject = typeof body === 'object' && body !== null;
  return {
    status: response.status,
    ...(isObject && typeof body.code === 'number' ? {code: body.code} : {}),
    ...(isObject && typeof body.message === 'string' ? {message: body.message} : {}),
  };
}

/** Starts the server on 127.0.0.1 (`port` 0: a free port). */
export async function startSampleSandbox(port = 0): Promise<SampleSandbox> {
  const instances = new Map<string, Instance>();
  const instance = (id: string): Instance => {
    let found = instances.get(id);
    if (!found) {
      const engine = createSandbox();
      const answers: Answer[] = [];
      const sandbox: Sandbox = {
        handle(request) {
          const response = engine.handle(request);
          answers.push(answerOf(response));
          return response;
        },
        reset: () => engine.reset(),
        usage: () => engine.usage(),
      };
      found = {sandbox, listener: sandboxRequestListener(sandbox), answers};
      instances.set(id, found);
    }
    return found;
  };

  const server = http.createServer((req, res) => {
    const match = /^\/([a-z0-9-]+)(\/.*)?$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const own = instance(match[1]);
    const before = own.answers.length;
    // A request the server refuses before the sandbox sees it (a malformed
    // request, a path outside /v1) is an answer too.
    res.on('finish', () => {
      if (own.answers.length === before) own.answers.push({status: res.statusCode});
    });
    req.url = match[2] ?? '/';
    own.listener(req, res);
  });
  const actual = await listen(server, port, '127.0.0.1');
  return {
    baseFor: (id) => `http://127.0.0.1:${actual}/${id}/v1`,
    answersOf: (id) => [...(instances.get(id)?.answers ?? [])],
    handle: (id, request) => instance(id).sandbox.handle(request),
    close: () => closeNow(server),
  };
}
