/**
 * The docs MCP server on the real production build (it reads build/, so it
 * runs with the browser tests, after the build, not with the unit tests):
 *
 * - the smoke test: `npm run mcp` spawned over stdio with the SDK's client,
 *   which lists the tools and runs a search;
 * - the search-quality evals: the 30 integrator questions of
 *   tests/fixtures/mcp-questions.json, the expected page in the top 3 for at
 *   least 27; the 50 questions of tests/fixtures/relevance-questions.json
 *   (which the site search answers too, search.spec.ts), at least 47;
 * - what the server says agrees with the built site: every heading anchor it
 *   gives exists on the built page, get_operation's sample is the page's own
 *   (the twin's curl block; the Python tab as the browser shows it), and
 *   every page the prompt names exists.
 *
 * Only the last test opens a browser page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {expect, test} from '@playwright/test';
import {loadDocsData} from '../../lib/mcp/data';
import {runSearchEval, type EvalQuestion} from '../../lib/mcp/eval';
import {DocsSearch} from '../../lib/mcp/search';
import {listOperationSummaries, samplesFrom} from '../../lib/mcp/operations';
import * as generator from '../../lib/openapi/code-samples';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {identity, mcpPackage} from '../../src/identity';
import {connectInMemory, textOf} from '../support/mcp';
import {open, shownCode} from './helpers';

const root = path.resolve(__dirname, '../..');
// The reference pages' request generator, imported here: Playwright's runner
// cannot load TypeScript through the server's lazy import().
const pageSample = samplesFrom(generator, sampleCredentials);
const buildDir = path.join(root, 'build');
const data = loadDocsData({buildDir, siteUrl: identity.urls.docs});
const questions = (
  JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/mcp-questions.json'), 'utf8')) as {
    questions: EvalQuestion[];
  }
).questions;

test.describe('npm run mcp over stdio', () => {
  test('starts on the build, lists the tools and answers a search', async () => {
    test.setTimeout(120_000);
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      cwd: root,
      stderr: 'pipe',
    });
    const client = new Client({name: 'mcp-smoke', version: '1.0.0'});
    // Anything on stdout that is not a protocol message (npm's banner, a log
    // line) reaches the client as an error.
    const streamErrors: string[] = [];
    client.onerror = (error) => streamErrors.push(error.message);
    await client.connect(transport);
    try {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'call_sandbox',
        'get_changelog',
        'get_operation',
        'get_page',
        'list_operations',
        'list_test_inputs',
        'report_problem',
        'search_docs',
      ]);
      const result = await client.callTool({
        name: 'search_docs',
        arguments: {query: 'exclude military addresses', limit: 3},
      });
      expect(textOf(result)).toContain('/docs/address-lookup/exclude-military');
      expect(textOf(result)).toContain(`API version ${data.apiVersion}`);
      // What changed since the monthly limits: the key details release, with its generated changes.
      const changes = await client.callTool({
        name: 'get_changelog',
        arguments: {since: '2026-02-monthly-limits', kind: 'api'},
      });
      expect(textOf(changes)).toContain('## 2026-03: Richer key details (api)');
      expect(textOf(changes)).toContain(
        'added: GET /keys/{key}/details (KeyDetails): Added the response field `result.name` (200). [response-required-property-added]',
      );
      expect(streamErrors).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

test.describe('search quality', () => {
  test('puts the expected page in the top 3 for at least 27 of the 30 questions', () => {
    expect(questions).toHaveLength(30);
    for (const {expected} of questions) {
      expect(data.pagesByPath.has(expected), `${expected} is a page of the build`).toBe(true);
    }
    // Questions are the reader's words, not a page title said again.
    const titles = new Set(data.pages.map((page) => page.title.toLowerCase()));
    for (const {question} of questions) expect(titles.has(question.toLowerCase())).toBe(false);

    const {passed, total, results} = runSearchEval(new DocsSearch(data.pages), questions);
    const misses = results.filter((result) => result.rank === undefined);
    console.log(
      `[mcp eval] ${passed}/${total} in the top 3${misses.map((miss) => `\n  missed: "${miss.question}" expected ${miss.expected}, got ${miss.top.join(', ')}`).join('')}`,
    );
    expect(passed, misses.map((miss) => miss.question).join('\n')).toBeGreaterThanOrEqual(27);
  });
});

test.describe('search quality on questions written from what pages are for', () => {
  test('puts the expected page in the top 3 for at least 47 of the 50 questions', () => {
    const relevance = (
      JSON.parse(
        fs.readFileSync(path.join(root, 'tests/fixtures/relevance-questions.json'), 'utf8'),
      ) as {questions: EvalQuestion[]}
    ).questions;
    expect(relevance).toHaveLength(50);
    for (const {expected} of relevance) {
      expect(data.pagesByPath.has(expected), `${expected} is a page of the build`).toBe(true);
    }
    const {passed, total, results} = runSearchEval(new DocsSearch(data.pages), relevance);
    const misses = results.filter((result) => result.rank === undefined);
    console.log(
      `[mcp relevance] ${passed}/${total} in the top 3${misses.map((miss) => `\n  missed: "${miss.question}" expected ${miss.expected}, got ${miss.top.join(', ')}`).join('')}`,
    );
    expect(passed, misses.map((miss) => miss.question).join('\n')).toBeGreaterThanOrEqual(47);
  });
});

test.describe('what the server says matches the built site', () => {
  test('every heading anchor it gives is an id on the built page', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const page of data.pages) {
      const file = [`${page.path}.html`, `${page.path}/index.html`]
        .map((candidate) => path.join(buildDir, candidate))
        .find((candidate) => fs.existsSync(candidate));
      if (!file) {
        missing.push(`${page.path}: no HTML page`);
        continue;
      }
      const html = fs.readFileSync(file, 'utf8');
      const ids = new Set([...html.matchAll(/\sid="?([^\s">]+)/g)].map((match) => match[1]));
      for (const heading of page.headings) {
        if (!heading.anchor || heading.depth === 1) continue;
        checked++;
        if (!ids.has(heading.anchor)) missing.push(`${page.path}#${heading.anchor}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  test("get_operation gives each operation's curl sample as its page's twin shows it", async () => {
    const client = await connectInMemory(data, pageSample);
    try {
      for (const {operationId, pageUrl} of listOperationSummaries(data.openapi, data.siteUrl)) {
        const twin = data.pagesByPath.get(new URL(pageUrl).pathname)!;
        expect(twin, pageUrl).toBeDefined();
        const block = /## Example request\n\n```bash\n([\s\S]*?)\n```/.exec(twin.markdown)?.[1];
        const result = await client.callTool({name: 'get_operation', arguments: {operationId}});
        expect(result.isError, textOf(result)).toBeFalsy();
        const sample = (result.structuredContent as {operation: {sample: {source: string}}})
          .operation.sample.source;
        expect(sample.trimEnd(), operationId).toBe(block);
      }
    } finally {
      await client.close();
    }
  });

  test('the "Use the docs from an AI agent" page lists exactly the tools, and llms.txt and the sitemap link it', async () => {
    const guide = data.pagesByPath.get('/docs/guides/ai-agents');
    expect(guide, 'the guide is built, with its Markdown twin').toBeDefined();
    const rows = [...guide!.markdown.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    const client = await connectInMemory(data, pageSample);
    try {
      const {tools} = await client.listTools();
      expect(rows).toEqual(tools.map((tool) => tool.name));
    } finally {
      await client.close();
    }
    expect(data.llmsTxt).toContain(`(${identity.urls.docs}/docs/guides/ai-agents.md)`);
    // The hosted endpoint: advertised by llms.txt, one line per common client on the page.
    const hosted = `${identity.urls.docs}/mcp`;
    expect(data.llmsTxt).toContain(`\`${hosted}\``);
    expect(guide!.markdown).toContain(
      `claude mcp add --transport http ${mcpPackage.serverName} ${hosted}`,
    );
    expect(guide!.markdown).toContain(`{"url": "${hosted}"}`);
    expect(guide!.markdown).toContain(`{"type": "http", "url": "${hosted}"}`);
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${identity.urls.docs}/docs/guides/ai-agents</loc>`);
  });

  test('every page the integrate-address-lookup prompt names exists', async () => {
    const client = await connectInMemory(data, pageSample);
    try {
      for (const style of ['script', 'npm', 'react']) {
        const prompt = await client.getPrompt({
          name: 'integrate-address-lookup',
          arguments: {style},
        });
        const text = (prompt.messages[0]!.content as {text: string}).text;
        const paths = [...text.matchAll(/\/docs\/[a-z0-9/-]+/g)].map((match) => match[0]);
        expect(paths.length).toBeGreaterThan(5);
        for (const pagePath of paths) expect(data.pagesByPath.has(pagePath), pagePath).toBe(true);
      }
    } finally {
      await client.close();
    }
  });

  test("get_operation's Python sample is the text of the page's Python tab", async ({page}) => {
    const client = await connectInMemory(data, pageSample);
    let sample: string;
    try {
      const result = await client.callTool({
        name: 'get_operation',
        arguments: {operationId: 'AddressVerify', language: 'python'},
      });
      sample = (result.structuredContent as {operation: {sample: {source: string}}}).operation
        .sample.source;
    } finally {
      await client.close();
    }
    await open(page, '/docs/api/address-verify');
    const samples = page.getByRole('region', {name: 'Request samples'});
    await samples.getByRole('tab', {name: 'Python', exact: true}).click();
    const code = samples.locator('[role="tabpanel"]:not([hidden]) pre');
    await expect(code).toBeVisible();
    // The block as shown, highlighted or not yet (innerText of a block that
    // waits for Prism's chunk has a blank line between every line).
    expect((await shownCode(code)).trimEnd()).toBe(sample.trimEnd());
  });
});
