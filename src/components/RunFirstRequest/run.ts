/**
 * The two requests of the home page's "first request" block, answered by
 * the in-browser sandbox. Loaded with a dynamic import() when the reader
 * presses Run, so the home page's initial JavaScript does not carry the code
 * that shows the answers; that code loads the sandbox itself with
 * `loadSandbox()` (lib/sandbox/load.ts), its one loader.
 */
import {loadSandbox} from '@site/lib/sandbox/load';
import type {Sandbox} from '@site/lib/sandbox/types';
import {firstRequests} from '@site/src/data/first-requests';

interface RunResult {
  /** `GET /keys/ak_test`, as the reader sees it in the sample. */
  label: string;
  status: number;
  /** The JSON body, indented. */
  body: string;
}

/** Loads the sandbox, runs the requests and writes each answer into `output` (text only, no markup parsing). */
export async function showFirstResponses(output: Element): Promise<void> {
  const {getSandbox} = await loadSandbox();
  const figures = runFirstRequests(getSandbox()).map((result) => {
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

function runFirstRequests(sandbox: Sandbox): RunResult[] {
  return firstRequests.map(({label, request}) => {
    const response = sandbox.handle(request);
    return {label, status: response.status, body: JSON.stringify(response.body, null, 2)};
  });
}
