/**
 * Every response a page shows is an answer (issue 37): each operation page's
 * example request, as its Markdown twin shows it, runs on a fresh sandbox
 * with a fixed clock and gets exactly the page's example response; every
 * response block of the docs names the request it answers (checked the same
 * way, one fresh sandbox per page) or says it is illustrative; and the
 * checker itself fails on each kind of difference.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {answerSandbox, type AnswerSandbox} from '../../config/answers';
import {
  answerDifferences,
  checkOperationTwin,
  checkPageAnswers,
  parseCurl,
  shellWords,
} from '../../lib/content-lint/answers';
import {codeBlocks} from '../../lib/markdown/code-blocks';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {listOperationPages, operationToMarkdown} from '../../lib/openapi/markdown-twins';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {identity} from '../../src/identity';
import {docsFiles, readSource, values} from '../support/content-lint';
import {bundleSiteSpec} from '../support/openapi';

let document: OpenApiDocument;
let sandbox: AnswerSandbox;

beforeAll(async () => {
  document = await bundleSiteSpec();
  sandbox = answerSandbox(document);
}, 60_000);

describe('operation pages: the example response is the answer to the example request', () => {
  it('holds on every operation page, as its Markdown twin shows them', () => {
    const pages = listOperationPages(document);
    const results = pages.map((page) => {
      const markdown = operationToMarkdown(document, page, {
        siteUrl: identity.urls.docs,
        apiBasePath: '/docs/api',
        credentials: sampleCredentials,
      });
      return {page: page.slug, ...checkOperationTwin(markdown, sandbox.apiBase, sandbox.fresh())};
    });
    const equal = results.filter((result) => result.differences.length === 0);
    console.log(
      `operation pages: ${equal.length}/${results.length} example responses are the sandbox's answer to the example request`,
    );
    expect(
      results
        .filter((result) => result.differences.length > 0)
        .map((r) => `${r.page}: ${r.differences.join('; ')}`),
    ).toEqual([]);
    // Every operation was checked: at least the 28 of the first release of this test.
    expect(results.length).toBeGreaterThanOrEqual(28);
  });

  it('shows the Key Logs CSV as text, not as a JSON string', () => {
    const page = listOperationPages(document).find((p) => p.operation.operationId === 'KeyLogs')!;
    const markdown = operationToMarkdown(document, page, {
      siteUrl: identity.urls.docs,
      apiBasePath: '/docs/api',
      credentials: sampleCredentials,
    });
    expect(markdown).toMatch(/```csv request="GET \/keys\/ak_test\/lookups" status=200\n2026-/);
    expect(markdown).not.toContain('\\n');
  });
});

describe('other pages: every response block is an answer or says it is illustrative', () => {
  it('holds on every page of the docs, one fresh sandbox per page', () => {
    const totals = {answers: 0, equal: 0, illustrative: 0, unmarked: 0};
    const problems: string[] = [];
    for (const file of docsFiles()) {
      const blocks = codeBlocks(values.replaceTokens(readSource(file), file), file);
      const report = checkPageAnswers(blocks, sandbox.fresh(), sandbox.withKeys);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += report[key];
      problems.push(...report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`));
    }
    console.log(
      `response blocks: ${totals.equal}/${totals.answers} answers equal the sandbox's, ${totals.illustrative} illustrative, ${totals.unmarked} unmarked envelopes`,
    );
    expect(problems).toEqual([]);
    expect(totals.answers).toBeGreaterThanOrEqual(20);
  });
});

describe('the answer checker', () => {
  const page = (fence: string, body: string) =>
    codeBlocks(['# Page', '', '```' + fence, body, '```', ''].join('\n'), 'docs/x.mdx');
  const check = (fence: string, body: string) =>
    checkPageAnswers(page(fence, body), sandbox.fresh(), sandbox.withKeys);

  it('passes the answer to the named request, key order aside', () => {
    const report = check(
      'json request="GET /postcodes/ID1 KFA" status=404',
      '{"suggestions": [], "message": "Postcode not found", "code": 4040}',
    );
    expect(report).toMatchObject({problems: [], answers: 1, equal: 1});
  });

  it('fails a value the sandbox does not answer, naming the page, line and field', () => {
    const {problems} = check(
      'json request="GET /keys/ak_test/details" status=200 pointer=/result partial=true',
      '{"name": "Checkout (production)"}',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: 'docs/x.mdx', line: 3});
    expect(problems[0].message).toMatch(
      /\/name: shown "Checkout \(production\)", answered "Sandbox test key"/,
    );
  });

  it('fails a missing field of a full answer, and a wrong status', () => {
    const full = check(
      'json request="GET /postcodes/ID1 KFA" status=404',
      '{"code": 4040, "message": "Postcode not found"}',
    );
    expect(full.problems[0].message).toMatch(/\/suggestions: not shown/);
    const status = check('json request="GET /postcodes/ID1 KFA" status=200', '{}');
    expect(status.problems[0].message).toMatch(/status 200 shown, 404 answered/);
  });

  it('fails an unmarked envelope and an operation= block without a request', () => {
    expect(
      check('json', '{"code": 2000, "message": "Success", "result": {}}').problems[0].message,
    ).toMatch(/without request=/);
    expect(check('json operation=KeyDetails status=200', '{}').unmarked).toBe(1);
    expect(check('json', '{"mcpServers": {}}').problems).toEqual([]);
    expect(check('json illustrative', '{"code": 2000, "message": "Success"}')).toMatchObject({
      problems: [],
      illustrative: 1,
    });
  });

  it('compares text exactly, as the Key Logs CSV is shown', () => {
    const request = 'GET /keys/ak_test/lookups?start=1772323200000&end=1772496000000';
    const answer = sandbox.fresh()(
      sandbox.withKeys({
        method: 'GET',
        path: '/keys/ak_test/lookups',
        query: [
          ['start', '1772323200000'],
          ['end', '1772496000000'],
        ],
        headers: [],
      }),
    );
    expect(check(`csv request="${request}" status=200`, String(answer.body)).equal).toBe(1);
    expect(
      check(`json request="${request}" status=200`, JSON.stringify(answer.body)).problems[0]
        .message,
    ).toMatch(/the answer is text \(CSV\), shown as JSON/);
    const changed = String(answer.body).replace('198.51.100.7', '198.51.100.8');
    expect(check(`csv request="${request}" status=200`, changed).problems[0].message).toMatch(
      /line 1/,
    );
  });

  it('reads the curl commands of the twins, quotes, continuations and --data-urlencode included', () => {
    expect(shellWords(`curl -H 'a: b'\\\n  -d '{"x":"it'\\''s"}'`)).toEqual([
      'curl',
      '-H',
      'a: b',
      '-d',
      `{"x":"it's"}`,
    ]);
    const get = parseCurl(
      `curl -G 'https://api.example.test/v1/autocomplete/addresses' \\\n  --data-urlencode 'query=1200 pearl st' \\\n  -H 'Authorization: api_key="ak_test"'`,
      'https://api.example.test/v1',
    );
    expect(get).toEqual({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: [['query', '1200 pearl st']],
      headers: [['Authorization', 'api_key="ak_test"']],
    });
    const post = parseCurl(
      `curl -X POST 'https://api.example.test/v1/postcodes/SW1A%202AA' -d '{"a":1}'`,
      'https://api.example.test/v1',
    );
    expect(post).toMatchObject({method: 'POST', path: '/postcodes/SW1A 2AA', body: {a: 1}});
  });

  it('reports the first difference of two answers as a path', () => {
    expect(
      answerDifferences(
        {lang: 'json', value: '{"result": {"hits": [{"id": "a"}]}}', attributes: {}},
        {status: 200, body: {result: {hits: [{id: 'b'}]}}},
      ),
    ).toEqual(['/result/hits/0/id: shown "a", answered "b"']);
  });
});
