/**
 * The Run button of the home page's "first request" block. Pressing it
 * loads the sandbox (run.ts, a separate chunk) and shows its answers in
 * place of the static response. Kept small: it ships with the home page.
 */
import React, {useState, type ReactNode} from 'react';
import type {RunResult} from './run';

export default function RunFirstRequest({children}: {children: ReactNode}): ReactNode {
  const [results, setResults] = useState<RunResult[] | string>();
  return (
    <>
      <button
        type="button"
        className="button button--primary margin-bottom--md"
        onClick={() =>
          import('./run').then(
            (run) => setResults(run.runFirstRequests()),
            (error: unknown) => setResults(`The sandbox could not be loaded: ${String(error)}`),
          )
        }
      >
        Run both requests in your browser (sandbox)
      </button>
      <div aria-live="polite">
        {typeof results === 'string' ? <p role="alert">{results}</p> : null}
        {Array.isArray(results)
          ? results.map((result) => (
              <figure key={result.label}>
                <figcaption>
                  Sandbox response to <code>{result.label}</code> (HTTP {result.status})
                </figcaption>
                <pre tabIndex={0}>
                  <code>{result.body}</code>
                </pre>
              </figure>
            ))
          : children}
      </div>
    </>
  );
}
