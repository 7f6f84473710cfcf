import React, {useId, type ReactNode} from 'react';
import {identity} from '@site/src/identity';
import {LOCAL_SANDBOX_PORT, LOCAL_SANDBOX_URL} from './local-sandbox';
import {
  keyLabels,
  parametersOf,
  type FormState,
  type KeyKind,
  type Operation,
  type OperationParameter,
  type Target,
} from './request';
import styles from './styles.module.css';

type Update = (change: (current: FormState) => FormState) => void;

function ParameterField({
  parameter,
  value,
  onChange,
}: {
  parameter: OperationParameter;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const example = parameter.example ?? parameter.schema?.example;
  return (
    <TextField
      label={
        <>
          <code>{parameter.name}</code>
          {parameter.required ? <span className={styles.required}> (required)</span> : null}
        </>
      }
      value={value}
      placeholder={example === undefined ? undefined : String(example)}
      onChange={onChange}
    />
  );
}

/** One labelled text input of the console (no spell check, no autocomplete). */
function TextField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: ReactNode;
  value: string;
  placeholder: string | undefined;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function KeyField({
  kind,
  value,
  onChange,
}: {
  kind: KeyKind;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <TextField
      label={
        <>
          {keyLabels[kind]} (<code>{kind}</code>)
        </>
      }
      value={value}
      placeholder={kind === 'api_key' ? 'ak_…' : 'uk_…'}
      onChange={onChange}
    />
  );
}

interface TargetFieldsetProps {
  ids: {target: string; custom: string};
  target: Target;
  chooseTarget: (next: Target) => void;
  customUrl: string;
  setCustomUrl: (url: string) => void;
}

/** Where the request goes: the sandbox, the live API or a custom base URL. */
export function TargetFieldset({
  ids,
  target,
  chooseTarget,
  customUrl,
  setCustomUrl,
}: TargetFieldsetProps): ReactNode {
  return (
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
            page&rsquo;s security policy lets the console reach it there (port {LOCAL_SANDBOX_PORT},
            on 127.0.0.1 or localhost) and refuses other hosts.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

interface ParameterFieldsetsProps {
  operation: Operation;
  form: FormState;
  update: Update;
}

/** One fieldset per location (path, query, header): the declared parameters and a test input's extras. */
export function ParameterFieldsets({operation, form, update}: ParameterFieldsetsProps): ReactNode {
  const groups = parametersOf(operation);
  return (
    <>
      {(['path', 'query', 'header'] as const).map((location) => {
        const declared = groups[location];
        const extra = Object.keys(form.params[location]).filter(
          (name) => !declared.some((parameter) => parameter.name === name),
        );
        if (declared.length === 0 && extra.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend>
              {location === 'path' ? 'Path' : location === 'query' ? 'Query' : 'Header'} parameters
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
    </>
  );
}

interface BodyFieldProps {
  ids: {body: string; bodyError: string};
  form: FormState;
  update: Update;
  bodyProblem: string | undefined;
}

/** The request body, plain JSON text: a syntax error is shown, the text is sent as typed. */
export function BodyField({ids, form, update, bodyProblem}: BodyFieldProps): ReactNode {
  return (
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
          Not valid JSON: {bodyProblem}. It is sent as typed, and the API answers 415 (code 4150).
        </p>
      ) : null}
    </div>
  );
}
