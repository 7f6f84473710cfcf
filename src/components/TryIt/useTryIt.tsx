/**
 * The Try-it console's state: the target, the form, the catalogue of test
 * inputs (loaded with the sandbox when the console opens) and the outcome of
 * the last request. The transport is in transport.ts, the form in index.tsx.
 */
import {useEffect, useRef, useState} from 'react';
import type {Dispatch, MutableRefObject, SetStateAction} from 'react';
import {loadSandbox} from '@site/lib/sandbox/load';
import {LOCAL_SANDBOX_URL} from './local-sandbox';
import type {TestCase} from '@site/lib/sandbox/types';
import {
  applyCase,
  initialForm,
  keyKinds,
  keysAfterCase,
  prepareRequest,
  refusesRequest,
  policyRefusalMessage,
  type FormState,
  type KeyKind,
  type Operation,
  type Target,
} from './request';
import {
  hostUrl,
  missingInputs,
  sendToHost,
  sendToSandbox,
  type Failure,
  type Outcome,
  type Pending,
} from './transport';

type SetOutcome = Dispatch<SetStateAction<Outcome | Failure | undefined>>;

/**
 * A request the page's own policy refuses fails like a network error; the
 * browser tells the page why with a securitypolicyviolation event.
 */
function usePolicyRefusals(
  sending: MutableRefObject<Pending | null>,
  setOutcome: SetOutcome,
): void {
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
    // A ref and a state setter: the listener is added once, when the console opens.
  }, [sending, setOutcome]);
}

interface CatalogueSetters {
  setCases: Dispatch<SetStateAction<TestCase[] | undefined>>;
  setTestKeys: Dispatch<SetStateAction<FormState['keys']>>;
  setForm: Dispatch<SetStateAction<FormState>>;
  setSelected: Dispatch<SetStateAction<string>>;
  setLoadError: Dispatch<SetStateAction<string | undefined>>;
}

/** Opening the console is the first use: load the sandbox and its catalogue. */
function useCatalogue(
  operation: Operation,
  kinds: readonly KeyKind[],
  edited: MutableRefObject<boolean>,
  targetRef: MutableRefObject<Target>,
  {setCases, setTestKeys, setForm, setSelected, setLoadError}: CatalogueSetters,
): void {
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
}

/** The console's state and what the reader can do with it. */
export function useTryIt(operation: Operation) {
  const kinds = keyKinds(operation);
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
  const sending = useRef<Pending | null>(null);

  usePolicyRefusals(sending, setOutcome);

  // The console replaces the button that opened it: keep keyboard focus in place.
  useEffect(() => title.current?.focus(), []);

  useCatalogue(operation, kinds, edited, targetRef, {
    setCases,
    setTestKeys,
    setForm,
    setSelected,
    setLoadError,
  });

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

  const send = async () => {
    const {request, missing} = prepareRequest(operation, form);
    if (target !== 'sandbox') {
      const problems = missingInputs(target, kinds, form.keys, missing);
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
        const shown = await sendToSandbox(request, started);
        setOutcome((previous) =>
          shown.kind === 'error'
            ? shown
            : {
                ...shown,
                sequence: (previous?.kind === 'response' ? (previous.sequence ?? 0) : 0) + 1,
              },
        );
      } finally {
        setBusy(false);
      }
      return;
    }
    const pending: Pending = {url: hostUrl(target, customUrl, request), failed: false};
    sending.current = pending;
    setBusy(true);
    try {
      setOutcome(await sendToHost(request, target, pending, started));
    } finally {
      setBusy(false);
    }
  };

  return {
    kinds,
    target,
    customUrl,
    setCustomUrl,
    form,
    cases,
    selected,
    validation,
    outcome,
    busy,
    loadError,
    title,
    update,
    chooseTarget,
    chooseCase,
    send,
  };
}

function pick(kinds: readonly KeyKind[], keys: FormState['keys']): FormState['keys'] {
  return Object.fromEntries(kinds.map((kind) => [kind, keys[kind] ?? '']));
}

function nonEmpty(keys: FormState['keys']): FormState['keys'] {
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => value));
}
