/**
 * Converts built pages to their Markdown twins on worker threads (one per
 * core, ./twin-worker.cjs), so the conversion, most of the twins' time, uses
 * every core and leaves the main thread free for the other postBuild steps
 * that share it (the Pagefind index). Results come back in the order the
 * pages were given, at most `window` pages ahead of the caller, so memory
 * does not grow with the site.
 */
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {HtmlTwinOptions} from '../../lib/markdown/html-to-markdown';
import type {TwinReading} from '../../lib/content-lint/twin-reading';

/**
 * A built page to convert: its HTML file and the options of htmlToMarkdown;
 * with `read` (the page's source), the worker also parses the twin for the
 * twin checks.
 */
export interface TwinJob {
  file: string;
  options: HtmlTwinOptions;
  read?: string;
}

/** A converted page: its twin, and the twin's reading when the job asked for one and it parsed. */
export interface Converted {
  markdown: string;
  reading?: TwinReading;
}

type Reply = ({id: number} & Converted) | {id: number; error: string};

/** The worker script; tests pass another with the same messages. */
const TWIN_WORKER = path.join(__dirname, 'twin-worker.cjs');

/**
 * Yields each job's result (or the Error of its conversion, whose message
 * is the worker's) in the jobs' order. `threads` workers take jobs in turn;
 * they are stopped when the iteration ends, early or not.
 */
export async function* convertInWorkers(
  jobs: Iterable<TwinJob>,
  {
    threads = os.availableParallelism(),
    window = 8 * threads,
    script = TWIN_WORKER,
  }: {threads?: number; window?: number; script?: string} = {},
): AsyncGenerator<Converted | Error> {
  const workers = Array.from({length: Math.max(1, threads)}, () => new Worker(script));
  // Never rejected: a failure is the Error a job yields, so a reply that
  // comes before the caller awaits it is never an unhandled rejection.
  const waiting = new Map<number, (result: Converted | Error) => void>();
  const failAll = (error: Error) => {
    for (const settle of waiting.values()) settle(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on('message', (reply: Reply) => {
      waiting.get(reply.id)?.(
        'markdown' in reply
          ? {markdown: reply.markdown, ...(reply.reading ? {reading: reply.reading} : {})}
          : new Error(reply.error),
      );
      waiting.delete(reply.id);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      if (waiting.size > 0) failAll(new Error(`a twin worker stopped (exit code ${code})`));
    });
  }
  let next = 0;
  const send = (job: TwinJob): Promise<Converted | Error> =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      workers[id % workers.length].postMessage({
        id,
        file: job.file,
        options: job.options,
        read: job.read,
      });
    });
  const inFlight: Array<Promise<Converted | Error>> = [];
  try {
    for (const job of jobs) {
      inFlight.push(send(job));
      if (inFlight.length >= window) yield await inFlight.shift()!;
    }
    while (inFlight.length > 0) yield await inFlight.shift()!;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
