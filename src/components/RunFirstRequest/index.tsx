/**
 * The Run button of the home page's "first request" block. It ships with
 * the home page, so it is as small as it can be: pressing it loads run.ts,
 * which loads the sandbox (a separate chunk) and writes the answers into
 * the empty live region below the button. React renders that region empty
 * and never touches its content.
 */
import React, {type ReactNode} from 'react';

export default function RunFirstRequest(): ReactNode {
  return (
    <>
      <button
        type="button"
        className="button button--primary margin-bottom--md"
        onClick={(event) => {
          const output = event.currentTarget.nextElementSibling!;
          void import('./run')
            .then((run) => run.showFirstResponses(output))
            .catch((error: unknown) => {
              output.textContent = `The sandbox could not be loaded: ${String(error)}`;
            });
        }}
      >
        Run both requests in your browser (sandbox)
      </button>
      <div aria-live="polite" />
    </>
  );
}
