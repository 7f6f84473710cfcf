/**
 * The two requests of the home page's "first request" block, answered by
 * the in-browser sandbox. Loaded with a dynamic import() when the reader
 * presses Run, so the home page's initial JavaScript does not carry the
 * sandbox, nor the code that shows its answers.
 */
import {getSandbox} from '@site/src/sandbox';
import {firstRequests} from '@site/src/data/first-requests';

export interface RunResult {
  /** `GET /keys/ak_test`, as the reader sees it in the sample. */
  label: string;
  status: number;
  /** The JSON body, indented. */
  body: string;
}

/** Runs the requests and writes each answer into `output` (text only, no markup parsing). */
export function showFirstResponses(output: Element): void {
  const figures = runFirstRequests().map((result) => {
    const figure = document.createElement('figure');
    const caption = document.createElement('figcaption');
    const label = document.createElement('code');
    label.textContent = result.label;
    caption.append('Sandbox response to ', label, ` (HTTP ${result.status})`);
    const pre = document.createElement('pre');
    pre.tabIndex = 0;
    const code = document.createElement('code');
    code.textContent = result.body;
    pre.append(code);
    figure.append(caption, pre);
    return figure;
  });
  output.replaceChildren(...figures);
}

export function runFirstRequests(): RunResult[] {
  const sandbox = getSandbox();
  return firstRequests.map(({label, request}) => {
    const response = sandbox.handle(request);
    return {label, status: response.status, body: JSON.stringify(response.body, null, 2)};
  });
}
