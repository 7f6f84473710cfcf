import React, {useId, type ReactNode} from 'react';
import InlineCode from '../SchemaFields/InlineCode';
import type {Failure, Outcome} from './transport';
import styles from './styles.module.css';

/** The answer to the last request: status line, test input matched, headers and body. */
export default function ResponsePanel({
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
