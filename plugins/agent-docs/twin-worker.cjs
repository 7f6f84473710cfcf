/**
 * A worker thread of ./twin-workers.ts: converts built pages to their
 * Markdown twins with lib/markdown/html-to-markdown.ts, loaded through jiti
 * (the TypeScript loader Docusaurus loads the site's config and plugins
 * with), since a worker thread starts without the loader of its parent.
 * For a job with `read` (the page's source), it also parses the twin for
 * the twin checks (lib/content-lint/twin-reading.ts), so the main thread
 * does not have to; a twin that does not parse gets no reading, and the
 * checker reports the parser's error itself.
 *
 * Message in: {id, file, options, read?}, the HTML file of a built page, the
 * options of htmlToMarkdown and the source to name in the reading. Message
 * out: {id, markdown, reading?} or {id, error}.
 */
const fs = require('node:fs');
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {htmlToMarkdown} = jiti('../../lib/markdown/html-to-markdown.ts');
let readTwin;

/** The twin's reading, or undefined when it does not parse (the checker reports that). */
function reading(markdown, source) {
  readTwin ??= jiti('../../lib/content-lint/twin-reading.ts').readTwin;
  try {
    return readTwin(markdown, source);
  } catch {
    return undefined;
  }
}

parentPort.on('message', ({id, file, options, read}) => {
  try {
    const markdown = htmlToMarkdown(fs.readFileSync(file, 'utf8'), options);
    parentPort.postMessage({id, markdown, reading: read ? reading(markdown, read) : undefined});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
