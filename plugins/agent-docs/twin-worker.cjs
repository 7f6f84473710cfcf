/**
 * A worker thread of ./twin-workers.ts: converts built pages to their
 * Markdown twins with lib/markdown/html-to-markdown.ts, loaded through jiti
 * (the TypeScript loader Docusaurus loads the site's config and plugins
 * with), since a worker thread starts without the loader of its parent.
 *
 * Message in: {id, file, options}, the HTML file of a built page and the
 * options of htmlToMarkdown. Message out: {id, markdown} or {id, error}.
 */
const fs = require('node:fs');
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {htmlToMarkdown} = jiti('../../lib/markdown/html-to-markdown.ts');

parentPort.on('message', ({id, file, options}) => {
  try {
    const markdown = htmlToMarkdown(fs.readFileSync(file, 'utf8'), options);
    parentPort.postMessage({id, markdown});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
