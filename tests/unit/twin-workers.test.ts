import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  convertInWorkers,
  type Converted,
  type TwinJob,
} from '../../plugins/agent-docs/twin-workers';
import {htmlToMarkdown} from '../../lib/markdown/html-to-markdown';
import {readTwin} from '../../lib/content-lint/twin-reading';

const echo = path.join(__dirname, '../fixtures/twin-workers/echo-worker.cjs');
const job = (file: string): TwinJob => ({
  file,
  options: {siteUrl: 'https://docs.example.test', permalink: `/docs/${file}`, title: file},
});

/** Each result's Markdown, or its Error. */
async function all(results: AsyncIterable<Converted | Error>): Promise<Array<string | Error>> {
  const out: Array<string | Error> = [];
  for await (const result of results) out.push(result instanceof Error ? result : result.markdown);
  return out;
}

describe('convertInWorkers', () => {
  it("converts built pages exactly as htmlToMarkdown does, on the site's own worker script", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    const pages = ['one', 'two', 'three'].map((name) => {
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(
        file,
        `<html><body><article><div class="theme-doc-markdown markdown"><h1>Page ${name}</h1><p>See <a href="/docs/${name}-more">more</a>.</p></div></article></body></html>`,
      );
      return {...job(name), file};
    });
    const results = await all(convertInWorkers(pages, {threads: 2}));
    expect(results).toEqual(
      pages.map(({file, options}) => htmlToMarkdown(fs.readFileSync(file, 'utf8'), options)),
    );
    expect(results[1]).toContain('[more](https://docs.example.test/docs/two-more)');
    fs.rmSync(dir, {recursive: true});
  });

  it('parses the twin for the twin checks on the worker when the job asks (read: the source)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(
      file,
      '<html><body><article><div class="theme-doc-markdown markdown"><h1>Keys</h1>' +
        '<p>The <code>apiKey</code> option is required.</p>' +
        '<pre><code class="language-bash">curl https://api.example.test</code></pre>' +
        '</div></article></body></html>',
    );
    const asked: TwinJob = {...job('page'), file, read: 'docs/page.mdx'};
    const results: Converted[] = [];
    for await (const result of convertInWorkers([asked, {...asked, read: undefined}], {
      threads: 1,
    })) {
      if (result instanceof Error) throw result;
      results.push(result);
    }
    expect(results[0].reading).toEqual(readTwin(results[0].markdown, 'docs/page.mdx'));
    expect(results[0].reading!.blocks.map((block) => [block.lang, block.file])).toEqual([
      ['bash', 'docs/page.mdx'],
    ]);
    expect(results[0].reading!.texts.map((text) => text.text)).toContain(
      'The `apiKey` option is required.',
    );
    expect(results[1]).toEqual({markdown: results[0].markdown});
    fs.rmSync(dir, {recursive: true});
  });

  it('yields the results in the order of the jobs, whichever worker finishes first', async () => {
    const names = Array.from({length: 12}, (_, i) => `page-${i}`);
    const results = await all(convertInWorkers(names.map(job), {threads: 3, script: echo}));
    expect(results).toEqual(names.map((name) => `# ${name}`));
  });

  it("yields a failed page's error in its place and goes on with the next", async () => {
    const results = await all(
      convertInWorkers(['a', 'bad', 'c'].map(job), {threads: 2, script: echo}),
    );
    expect(results[0]).toBe('# a');
    expect(results[1]).toEqual(new Error('no article'));
    expect(results[2]).toBe('# c');
  });

  it('reads at most `window` jobs ahead of the caller (memory does not grow with the site)', async () => {
    let taken = 0;
    function* jobs() {
      for (let i = 0; i < 100; i += 1) {
        taken += 1;
        yield job(`page-${i}`);
      }
    }
    const results = convertInWorkers(jobs(), {threads: 2, window: 4, script: echo});
    expect((await results.next()).value).toEqual({markdown: '# page-0'});
    expect(taken).toBe(4);
    await results.return(undefined);
    expect(taken).toBe(4);
  });

  it('yields an error, not a hang, when a worker stops', async () => {
    const results = await all(convertInWorkers(['crash'].map(job), {threads: 1, script: echo}));
    expect(results).toEqual([new Error('a twin worker stopped (exit code 7)')]);
  });
});
