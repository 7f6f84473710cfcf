/**
 * The Try-it console of an API operation page. Loaded on demand (see
 * src/theme/ApiExplorer): nothing here runs before the reader asks for it.
 *
 * The default target is the sandbox, the in-browser copy of the API in
 * lib/sandbox, loaded with loadSandbox() (lib/sandbox/load.ts) when the
 * console opens; the live API and a custom base URL (`npm run sandbox`)
 * are the alternatives.
 * Keys travel only in the Authorization header. The body is plain JSON
 * text: nothing typed is ever executed.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {identity} from '@site/src/identity';
import {loadSandbox} from '@site/lib/sandbox/load';
import type {SandboxResponse, TestCase} from '@site/lib/sandbox/types';
import InlineCode from '../SchemaFields/InlineCode';
import {
  applyCase,
  initialForm,
  jsonError,
  keyKinds,
  keyLabels,
  keysAfterCase,
  liveUrl,
  missingKeys,
  networkFailureMessage,
  policyRefusalMessage,
  refusesRequest,
  type PolicyViolation,
  parametersOf,
  prepareRequest,
  takesBody,
  toSandboxRequest,
  type FormState,
  type KeyKind,
  type Operation,
  type OperationParameter,
  type Target,
} from './request';
import {LOCAL_SANDBOX_PORT, LOCAL_SANDBOX_URL} from './local-sandbox';
import styles from './styles.module.css';

interface Outcome {
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

interface Failure {
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

function ParameterField({
  parameter,
  value,
  onChange,
}: {
  parameter: OperationParameter;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  const example = parameter.example ?? parameter.schema?.example;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <code>{parameter.name}</code>
        {parameter.required ? <span className={styles.required}> (required)</span> : null}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={example === undefined ? undefined : String(example)}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ResponsePanel({
  outcome,
  busy,
}: {
  outcome: Outcome | Failure | undefined;
  busy: boolean;
}): ReactNode {
  const headingId = useId();
  let summary = 'No request sent yet. Press Send to see the response here.';
  if (busy) summary = 'Sending…';
  else if (outcome?.kind === 'error') summary = outcome.message;
  else if (outcome) {
    const source = outcome.target === 'sandbox' ? 'the sandbox' : 'the server';
    summary = `Status ${outcome.status} from ${source}, in ${Math.max(1, Math.round(outcome.millis))} ms.`;
  }
  return (
    <section
      className={styles.response}
      aria-labelledby={headingId}
      data-testid="try-it-response"
      data-sequence={outcome?.kind === 'response' ? outcome.sequence : undefined}
    >
      <h3 id={headingId} className={styles.heading}>
        Response
      </h3>
      <p
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        aria-live={outcome?.kind === 'error' ? 'assertive' : 'polite'}
        className={outcome?.kind === 'error' ? styles.error : styles.summary}
      >
        {summary}
      </p>
      {outcome?.kind === 'response' ? (
        <>
          {outcome.caseDescription ? (
            <p className={styles.caseNote}>
              <strong>Test input:</strong> <InlineCode text={outcome.caseDescription} />
            </p>
          ) : null}
          {outcome.headers.length > 0 ? (
            <details className={styles.headers}>
              <summary>Headers ({outcome.headers.length})</summary>
              <dl>
                {outcome.headers.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          <pre className={styles.body} tabIndex={0} aria-label="Response body">
            <code>{outcome.body}</code>
          </pre>
        </>
      ) : null}
    </section>
  );
}

export default function TryIt({operation}: {operation: Operation}): ReactNode {
  const ids = {
    title: useId(),
    target: useId(),
    custom: useId(),
    example: useId(),
    body: useId(),
    bodyError: useId(),
    validation: useId(),
  };
  const kinds = keyKinds(operation);
  const groups = parametersOf(operation);
  const hasBody = takesBody(operation);

  const [target, setTargetState] = useState<Target>('sandbox');
  // The same choice for the catalogue loader, which runs outside a render.
  const targetRef = useRef<Target>('sandbox');
  const setTarget = (next: Target) => {
    targetRef.current = next;
    setTargetState(next);
  };
  const [customUrl, setCustomUrl] = useState(LOCAL_SANDBOX_URL);
  const [form, setForm] = useState<FormState>(() => initialForm(operation));
  const [cases, setCases] = useState<TestCase[] | undefined>();
  const [testKeys, setTestKeys] = useState<FormState['keys']>({});
  const [selected, setSelected] = useState('');
  const [validation, setValidation] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | Failure | undefined>();
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string | undefined>();
  const edited = useRef(false);
  const title = useRef<HTMLHeadingElement>(null);
  /**
   * The request in flight to a host other than the sandbox: whether it
   * failed, and the Content-Security-Policy violation that refused it, if
   * any (the event and the failed fetch may arrive in either order).
   */
  const sending = useRef<{url: string; failed: boolean; refusal?: PolicyViolation} | null>(null);

  // A request the page's own policy refuses fails like a network error; the
  // browser tells the page why with a securitypolicyviolation event.
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const pending = sending.current;
      if (!pending || pending.refusal || !refusesRequest(event, pending.url)) return;
      pending.refusal = event;
      if (pending.failed) {
        setOutcome({kind: 'error', message: policyRefusalMessage(pending.url, event)});
      }
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);

  // The console replaces the button that opened it: keep keyboard focus in place.
  useEffect(() => title.current?.focus(), []);

  // Opening the console is the first use: load the sandbox and its catalogue.
  useEffect(() => {
    let active = true;
    loadSandbox().then(
      (module) => {
        if (!active) return;
        const own = operation.operationId ? module.casesFor(operation.operationId) : [];
        const keys = {
          api_key: module.testKeys.usable,
          user_token: module.testKeys.managementToken,
        };
        setCases(own);
        setTestKeys(keys);
        if (edited.current) return;
        // Test keys are filled in only for the sandbox: a reader who chose a
        // live host before the catalogue arrived keeps the keys shown (empty).
        const startKeys = (current: FormState) =>
          targetRef.current === 'sandbox' ? pick(kinds, keys) : current.keys;
        // Start from the first documented success, so Send works at once.
        const first = own.find((testCase) => testCase.response.status < 300);
        if (first) {
          setForm((current) => ({...applyCase(operation, first), keys: startKeys(current)}));
          setSelected(first.id);
        } else {
          setForm((current) => ({...current, keys: startKeys(current)}));
        }
      },
      (error: unknown) => {
        if (active) setLoadError(`The sandbox could not be loaded: ${String(error)}`);
      },
    );
    return () => {
      active = false;
    };
    // The operation of a page does not change while the console is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (change: (current: FormState) => FormState) => {
    edited.current = true;
    setForm(change);
  };

  const chooseTarget = (next: Target) => {
    setTarget(next);
    setValidation(undefined);
    // The sandbox answers to the documented test keys; a live host needs the reader's own.
    if (next === 'sandbox') {
      setForm((current) => ({
        ...current,
        keys: {...pick(kinds, testKeys), ...nonEmpty(current.keys)},
      }));
    }
  };

  const chooseCase = (id: string) => {
    setSelected(id);
    const testCase = cases?.find((candidate) => candidate.id === id);
    if (!testCase) return;
    edited.current = true;
    const applied = applyCase(operation, testCase);
    setForm((current) => ({
      ...applied,
      keys: keysAfterCase(target, applied.keys, current.keys, pick(kinds, testKeys)),
    }));
    setValidation(undefined);
  };

  const bodyProblem = hasBody ? jsonError(form.body) : undefined;

  const send = async () => {
    const {request, missing} = prepareRequest(operation, form);
    if (target !== 'sandbox') {
      const empty = missingKeys(kinds, form.keys);
      const problems = [
        ...empty.map(
          (kind) =>
            `Enter your ${keyLabels[kind].toLowerCase()}: ${target === 'live' ? identity.urls.api : 'the server'} needs it.`,
        ),
        ...missing.map((name) => `Enter the path parameter ${name}.`),
      ];
      if (problems.length > 0) {
        setValidation(problems.join(' '));
        return;
      }
    }
    setValidation(undefined);
    const started = performance.now();
    if (target === 'sandbox') {
      setBusy(true);
      try {
        const module = await loadSandbox();
        const response = module.getSandbox().handle(toSandboxRequest(request));
        const shown = fromSandbox(response, performance.now() - started);
        setOutcome((previous) => ({
          ...shown,
          sequence: (previous?.kind === 'response' ? (previous.sequence ?? 0) : 0) + 1,
        }));
      } catch (error) {
        setOutcome({kind: 'error', message: `The sandbox failed: ${String(error)}`});
      } finally {
        setBusy(false);
      }
      return;
    }
    const base = target === 'live' ? identity.urls.api : customUrl.trim();
    const url = liveUrl(base, request);
    const pending: {url: string; failed: boolean; refusal?: PolicyViolation} = {url, failed: false};
    sending.current = pending;
    setBusy(true);
    try {
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        cache: 'no-store',
      });
      setOutcome(await fromFetch(response, target, started));
    } catch {
      pending.failed = true;
      setOutcome({
        kind: 'error',
        message: pending.refusal
          ? policyRefusalMessage(url, pending.refusal)
          : networkFailureMessage(url, window.location.origin),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.console} aria-labelledby={ids.title} data-try-it="">
      <h2 id={ids.title} className={styles.title} ref={title} tabIndex={-1}>
        Try it
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        noValidate
      >
        <fieldset className={styles.group}>
          <legend>Send to</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={ids.target}
              checked={target === 'sandbox'}
              onChange={() => chooseTarget('sandbox')}
            />{' '}
            Sandbox (runs in your browser)
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={ids.target}
              checked={target === 'live'}
              onChange={() => chooseTarget('live')}
            />{' '}
            Live API: <code>{identity.urls.api}</code>
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={ids.target}
              checked={target === 'custom'}
              onChange={() => chooseTarget('custom')}
            />{' '}
            Custom base URL
          </label>
          {target === 'custom' ? (
            <div className={styles.field}>
              <label htmlFor={ids.custom}>Base URL (with /v1)</label>
              <input
                id={ids.custom}
                type="url"
                value={customUrl}
                spellCheck={false}
                onChange={(event) => setCustomUrl(event.target.value)}
              />
              <p className={styles.hint}>
                <code>npm run sandbox</code> serves the same sandbox at {LOCAL_SANDBOX_URL}. This
                page&rsquo;s security policy lets the console reach it there (port{' '}
                {LOCAL_SANDBOX_PORT}, on 127.0.0.1 or localhost) and refuses other hosts.
              </p>
            </div>
          ) : null}
        </fieldset>

        {kinds.length > 0 ? (
          <fieldset className={styles.group}>
            <legend>Keys (sent in the Authorization header)</legend>
            {kinds.map((kind) => (
              <KeyField
                key={kind}
                kind={kind}
                value={form.keys[kind] ?? ''}
                onChange={(value) =>
                  update((current) => ({...current, keys: {...current.keys, [kind]: value}}))
                }
              />
            ))}
          </fieldset>
        ) : null}

        {(['path', 'query', 'header'] as const).map((location) => {
          const declared = groups[location];
          const extra = Object.keys(form.params[location]).filter(
            (name) => !declared.some((parameter) => parameter.name === name),
          );
          if (declared.length === 0 && extra.length === 0) return null;
          return (
            <fieldset key={location} className={styles.group}>
              <legend>
                {location === 'path' ? 'Path' : location === 'query' ? 'Query' : 'Header'}{' '}
                parameters
              </legend>
              {[...declared, ...extra.map((name) => ({name, in: location}))].map((parameter) => (
                <ParameterField
                  key={parameter.name}
                  parameter={parameter}
                  value={form.params[location][parameter.name] ?? ''}
                  onChange={(value) =>
                    update((current) => ({
                      ...current,
                      pathOverride: location === 'path' ? undefined : current.pathOverride,
                      params: {
                        ...current.params,
                        [location]: {...current.params[location], [parameter.name]: value},
                      },
                    }))
                  }
                />
              ))}
            </fieldset>
          );
        })}

        {form.pathOverride !== undefined ? (
          <p className={styles.hint}>
            This test input calls <code>{form.pathOverride}</code>.
          </p>
        ) : null}
        {Object.keys(form.extraHeaders).length > 0 ? (
          <p className={styles.hint}>
            Also sends{' '}
            {Object.entries(form.extraHeaders).map(([name, value]) => (
              <code key={name}>
                {name}: {value}
              </code>
            ))}
            .
          </p>
        ) : null}

        {hasBody ? (
          <div className={styles.field}>
            <label htmlFor={ids.body}>Request body (JSON)</label>
            <textarea
              id={ids.body}
              className={styles.editor}
              value={form.body}
              rows={Math.min(16, Math.max(4, form.body.split('\n').length + 1))}
              spellCheck={false}
              aria-invalid={bodyProblem ? true : undefined}
              aria-describedby={bodyProblem ? ids.bodyError : undefined}
              onChange={(event) => update((current) => ({...current, body: event.target.value}))}
            />
            {bodyProblem ? (
              <p id={ids.bodyError} className={styles.error}>
                Not valid JSON: {bodyProblem}. It is sent as typed, and the API answers 415 (code
                4150).
              </p>
            ) : null}
          </div>
        ) : null}

        <div className={styles.actions}>
          <div className={styles.field}>
            <label htmlFor={ids.example}>Example</label>
            <select
              id={ids.example}
              value={selected}
              onFocus={() => void loadSandbox()}
              onChange={(event) => chooseCase(event.target.value)}
            >
              <option value="">
                {cases ? 'Choose a documented test input' : 'Loading test inputs…'}
              </option>
              {(cases ?? []).map((testCase) => (
                <option key={testCase.id} value={testCase.id}>
                  {`${testCase.response.status}: ${testCase.description.replace(/`/g, '')}`}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-describedby={validation ? ids.validation : undefined}
          >
            Send
          </button>
        </div>
        {validation ? (
          <p id={ids.validation} role="alert" className={styles.error}>
            {validation}
          </p>
        ) : null}
        {loadError ? (
          <p role="alert" className={styles.error}>
            {loadError}
          </p>
        ) : null}
      </form>
      <ResponsePanel outcome={outcome} busy={busy} />
    </section>
  );
}

function KeyField({
  kind,
  value,
  onChange,
}: {
  kind: KeyKind;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {keyLabels[kind]} (<code>{kind}</code>)
      </label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={kind === 'api_key' ? 'ak_…' : 'uk_…'}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function pick(kinds: readonly KeyKind[], keys: FormState['keys']): FormState['keys'] {
  return Object.fromEntries(kinds.map((kind) => [kind, keys[kind] ?? '']));
}

function nonEmpty(keys: FormState['keys']): FormState['keys'] {
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => value));
}
