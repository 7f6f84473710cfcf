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
import React, {useId, type ReactNode} from 'react';
import {loadSandbox} from '@site/lib/sandbox/load';
import {BodyField, KeyField, ParameterFieldsets, TargetFieldset} from './fields';
import {jsonError, takesBody, type Operation} from './request';
import ResponsePanel from './ResponsePanel';
import {useTryIt} from './useTryIt';
import styles from './styles.module.css';

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
  const hasBody = takesBody(operation);
  const state = useTryIt(operation);
  const {kinds, target, form, cases, selected, validation, outcome, busy, loadError, title} = state;
  const {customUrl, setCustomUrl, update, chooseTarget, chooseCase, send} = state;
  const bodyProblem = hasBody ? jsonError(form.body) : undefined;

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
        <TargetFieldset
          ids={ids}
          target={target}
          chooseTarget={chooseTarget}
          customUrl={customUrl}
          setCustomUrl={setCustomUrl}
        />

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

        <ParameterFieldsets operation={operation} form={form} update={update} />

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
          <BodyField ids={ids} form={form} update={update} bodyProblem={bodyProblem} />
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
