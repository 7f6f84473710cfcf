/**
 * The Try-it console's transport: a request sent to the in-browser sandbox
 * or over the network to the live API or a custom host, and the answer as
 * the response panel shows it.
 */
import {identity} from '@site/src/identity';
import {loadSandbox} from '@site/lib/sandbox/load';
import type {SandboxResponse} from '@site/lib/sandbox/types';
import {
  keyLabels,
  liveUrl,
  missingKeys,
  networkFailureMessage,
  policyRefusalMessage,
  toSandboxRequest,
  type FormState,
  type KeyKind,
  type PolicyViolation,
  type prepareRequest,
  type Target,
} from './request';

export interface Outcome {
  kind: 'response';
  /** Counts the responses shown, so that each one is a new render. */
  sequence?: number;
  target: Target;
  status: number;
  headers: [string, string][];
  body: string;
  caseDescription?: string;
  millis: number;
}

export interface Failure {
  kind: 'error';
  message: string;
}

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

function fromSandbox(response: SandboxResponse, millis: number): Outcome {
  return {
    kind: 'response',
    target: 'sandbox',
    status: response.status,
    headers: Object.entries(response.headers),
    body: bodyText(response.body),
    caseDescription: response.matchedCase?.description,
    millis,
  };
}

async function fromFetch(response: Response, target: Target, started: number): Promise<Outcome> {
  const text = await response.text();
  let body = text;
  try {
    body = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (the CSV log download): show it as it came.
  }
  return {
    kind: 'response',
    target,
    status: response.status,
    headers: [...response.headers.entries()],
    body,
    millis: performance.now() - started,
  };
}

type PreparedRequest = ReturnType<typeof prepareRequest>['request'];

/** A request in flight to a host other than the sandbox (see usePolicyRefusals). */
export interface Pending {
  url: string;
  failed: boolean;
  refusal?: PolicyViolation;
}

/** What stops a request to a live or custom host from leaving: keys or path parameters left empty. */
export function missingInputs(
  target: Target,
  kinds: readonly KeyKind[],
  keys: FormState['keys'],
  missing: readonly string[],
): string[] {
  const empty = missingKeys(kinds, keys);
  return [
    ...empty.map(
      (kind) =>
        `Enter your ${keyLabels[kind].toLowerCase()}: ${target === 'live' ? identity.urls.api : 'the server'} needs it.`,
    ),
    ...missing.map((name) => `Enter the path parameter ${name}.`),
  ];
}

/** Sends a request to the sandbox, loaded on first use. */
export async function sendToSandbox(
  request: PreparedRequest,
  started: number,
): Promise<Outcome | Failure> {
  try {
    const module = await loadSandbox();
    const response = module.getSandbox().handle(toSandboxRequest(request));
    return fromSandbox(response, performance.now() - started);
  } catch (error) {
    return {kind: 'error', message: `The sandbox failed: ${String(error)}`};
  }
}

/** Sends a request over the network; `pending` learns whether it failed. */
export async function sendToHost(
  request: PreparedRequest,
  target: Target,
  pending: Pending,
  started: number,
): Promise<Outcome | Failure> {
  const {url} = pending;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'omit',
      cache: 'no-store',
    });
    return await fromFetch(response, target, started);
  } catch {
    pending.failed = true;
    return {
      kind: 'error',
      message: pending.refusal
        ? policyRefusalMessage(url, pending.refusal)
        : networkFailureMessage(url, window.location.origin),
    };
  }
}

/** The URL a request to a live or custom host goes to. */
export function hostUrl(target: Target, customUrl: string, request: PreparedRequest): string {
  const base = target === 'live' ? identity.urls.api : customUrl.trim();
  return liveUrl(base, request);
}
