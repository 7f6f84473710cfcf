/**
 * The pure parts of the sample harness (`npm run test:samples`): what a
 * copied block is, how its API base URL is pointed at the sandbox, what a
 * fence declares, how a run is judged and how the report reads.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  blockName,
  classify,
  codeKey,
  rewriteBaseUrl,
  runLanguageOf,
  type CollectedBlock,
} from '../../lib/doc-samples/classify';
import {fenceAttributes, sampleFence} from '../../lib/content-lint/fence-meta';
import {firstErrorLine, judge, type RunResult} from '../../lib/doc-samples/outcome';
import {formatReport, summarise} from '../../lib/doc-samples/report';
import {formMarkup, missingElements, testQueryFor} from '../../scripts/samples/widget';
import {createSandbox} from '../../lib/sandbox';
import {SITE_URLS} from '../../scripts/samples/harness';
import {operationSamples} from '../../scripts/samples/collect';
import {blocksInHtml, REQUEST_SAMPLES_REGION} from '../../scripts/samples/from-html';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {identity} from '../../src/identity';

const api = identity.urls.api;
const block = (language: string, code: string, tab?: string): CollectedBlock => ({
  page: '/docs/x',
  language,
  code,
  ...(tab ? {tab} : {}),
});

describe('classify', () => {
  it('runs a block that calls the API with the toolchain of its language and tab', () => {
    expect(classify(block('bash', `curl "${api}/postcodes/ID1%201QD"`), SITE_URLS)).toEqual({
      kind: 'request',
      language: 'curl',
    });
    expect(classify(block('javascript', `fetch("${api}/x")`, 'JavaScript'), SITE_URLS)).toEqual({
      kind: 'request',
      language: 'javascript',
    });
    expect(classify(block('javascript', `fetch("${api}/x")`, 'Node.js'), SITE_URLS)).toEqual({
      kind: 'request',
      language: 'node',
    });
    for (const language of ['python', 'php', 'ruby', 'go', 'java']) {
      expect(classify(block(language, `"${api}/x"`), SITE_URLS)).toEqual({
        kind: 'request',
        language,
      });
    }
  });

  it('runs requests to the local sandbox address of the testing guide too', () => {
    expect(
      classify(block('bash', "curl 'http://127.0.0.1:4010/v1/postcodes/ID1%201QD'"), SITE_URLS),
    ).toEqual({kind: 'request', language: 'curl'});
  });

  it('leaves shell commands that only mention the API, JSON answers and install commands', () => {
    expect(classify(block('bash', `npm run sandbox  # ${api}`), SITE_URLS).kind).toBe('other');
    expect(classify(block('json', `{"url": "${api}"}`), SITE_URLS).kind).toBe('other');
    expect(classify(block('bash', `npm install ${identity.packages.widget}`), SITE_URLS)).toEqual({
      kind: 'other',
      reason: 'bash',
    });
  });

  it('sends widget code to the browser', () => {
    const html = `<script src="${identity.urls.widgetCdn}"></script>`;
    expect(classify(block('html', html), SITE_URLS)).toEqual({kind: 'widget'});
    expect(
      classify(
        block('jsx', `import {AddressLookup} from "${identity.packages.react}";`),
        SITE_URLS,
      ),
    ).toEqual({kind: 'widget'});
    expect(classify(block('javascript', `${identity.widget.global}.setup({})`), SITE_URLS)).toEqual(
      {
        kind: 'widget',
      },
    );
  });

  it('knows a shell block as curl only when it runs curl', () => {
    expect(runLanguageOf('bash', '', 'curl -H x')).toBe('curl');
    expect(runLanguageOf('bash', '', '# a\ncurl x')).toBe('curl');
    expect(runLanguageOf('bash', '', 'wget x')).toBeUndefined();
    expect(runLanguageOf('css')).toBeUndefined();
  });

  it('names a block by page and tab path', () => {
    expect(blockName({page: '/docs/api/x', tab: 'Python'})).toBe('/docs/api/x [Python]');
    expect(blockName({page: '/docs/api/x'})).toBe('/docs/api/x');
  });

  it('matches a copied block with its fence whatever the trailing spaces', () => {
    expect(codeKey('a  \r\nb\n\n')).toBe(codeKey('a\nb'));
  });
});

describe('rewriteBaseUrl', () => {
  const target = 'http://127.0.0.1:5161/s3/v1';

  it('rewrites only the base URL, wherever it is quoted, and counts it', () => {
    const code = [
      `curl -G '${api}/autocomplete/addresses' \\`,
      `const url = new URL("${api}/keys/ak_test");`,
      'fetch(`' + api + '/places?${params}`)',
      `uri = URI("${api}")`,
    ].join('\n');
    const {code: out, count} = rewriteBaseUrl(code, SITE_URLS.apiBases, target);
    expect(count).toBe(4);
    expect(out).toBe(code.split(api).join(target));
  });

  it('leaves a longer host alone', () => {
    const code = `"${api.replace('/v1', '')}.evil.example/v1/x"`;
    expect(rewriteBaseUrl(code, [api], target)).toEqual({code, count: 0});
    expect(rewriteBaseUrl(`"${api}2/x"`, [api], target).count).toBe(0);
  });

  it('rewrites the local sandbox address as well', () => {
    expect(
      rewriteBaseUrl('curl "http://127.0.0.1:4010/v1/postcodes/x"', SITE_URLS.apiBases, target)
        .code,
    ).toBe(`curl "${target}/postcodes/x"`);
  });
});

describe('fence meta', () => {
  it('reads key=value pairs, quoted values with spaces', () => {
    expect(fenceAttributes('operation=AddressVerify status=200 title="A b"')).toEqual({
      operation: 'AddressVerify',
      status: '200',
      title: 'A b',
    });
  });

  it('reads the codes a sample demonstrates, in order, and any success as 2xxx', () => {
    expect(sampleFence('expect=4010')).toEqual({expect: [4010]});
    expect(sampleFence('title="x" expect=2xxx,4040,4020')).toEqual({expect: ['2xxx', 4040, 4020]});
    expect(sampleFence('')).toEqual({});
  });

  it('reads why a sample is not run', () => {
    expect(sampleFence('norun="needs a Prism mock server"')).toEqual({
      norun: 'needs a Prism mock server',
    });
  });

  it('refuses malformed values with a message', () => {
    expect(() => sampleFence('expect=401')).toThrow(/four-digit API code/);
    expect(() => sampleFence('expect=ok')).toThrow(/four-digit/);
    expect(() => sampleFence('norun=""')).toThrow(/needs a reason/);
    expect(() => sampleFence('expect=4010 norun="x"')).toThrow(/not both/);
  });
});

describe('judge', () => {
  const run = (result: Partial<RunResult>): RunResult => ({
    exitCode: 0,
    stdout: '',
    stderr: '',
    answers: [],
    ...result,
  });

  it('passes a sample that exits 0 and was answered a success each time', () => {
    expect(
      judge(
        run({
          answers: [
            {status: 200, code: 2000},
            {status: 200, code: 2001},
          ],
        }),
      ),
    ).toEqual({
      passed: true,
    });
    // A text answer (the usage log's CSV) has no code: its status counts.
    expect(judge(run({answers: [{status: 200}]}))).toEqual({passed: true});
  });

  it('fails a sample that printed an error but exited 0, from the sandbox answer', () => {
    const verdict = judge(
      run({answers: [{status: 401, code: 4010, message: 'Invalid key'}], stderr: 'Error: 4010'}),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error).toMatch(/answered 4010: Invalid key/);
  });

  it('fails a sample that never reached the sandbox', () => {
    expect(judge(run({})).error).toBe('sent no request to the sandbox');
  });

  it('fails a sample that exits non-zero, with its first error line', () => {
    const verdict = judge(
      run({
        exitCode: 1,
        stderr:
          'Traceback (most recent call last):\n  File "sample.py", line 3, in <module>\nNameError: name \'x\' is not defined\n',
      }),
    );
    expect(verdict).toEqual({passed: false, error: "NameError: name 'x' is not defined"});
  });

  it('checks a declared error sample against its codes, in order, whatever its exit code', () => {
    const answers = [
      {status: 200, code: 2000},
      {status: 404, code: 4040},
      {status: 402, code: 4020},
    ];
    expect(judge(run({exitCode: 1, answers}), ['2xxx', 4040, 4020]).passed).toBe(true);
    expect(judge(run({answers}), [2000, 4040]).error).toMatch(
      /expected the codes 2000, 4040 \(expect=\), the sandbox answered 2000, 4040, 4020/,
    );
    expect(judge(run({answers: [{status: 200, code: 2000}]}), [4010]).passed).toBe(false);
  });

  it('fails a sample killed for running too long', () => {
    expect(judge(run({timedOut: true, exitCode: null})).error).toMatch(/did not finish/);
  });

  it('picks the line that reads like an error', () => {
    expect(
      firstErrorLine(
        '\nfile:///x/sample.mjs:3\nfoo(\n^\n\nSyntaxError: missing ) after argument list',
      ),
    ).toBe('SyntaxError: missing ) after argument list');
    expect(firstErrorLine("Example.java:5: error: ';' expected")).toBe(
      "Example.java:5: error: ';' expected",
    );
    expect(firstErrorLine('curl: (6) Could not resolve host: x')).toBe(
      'curl: (6) Could not resolve host: x',
    );
    expect(firstErrorLine('panic: runtime error')).toBe('panic: runtime error');
    expect(firstErrorLine('just output\nmore')).toBe('just output');
    const progress =
      '  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n' +
      '                                 Dload  Upload   Total   Spent    Left  Speed\n' +
      '\r  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0' +
      '\rcurl: (6) Could not resolve host: n\n';
    expect(firstErrorLine(progress)).toBe('curl: (6) Could not resolve host: n');
  });
});

describe('report', () => {
  const outcomes = [
    {language: 'python', where: '/docs/api/a [Python]', passed: true},
    {
      language: 'curl',
      where: '/docs/api/a [curl]',
      passed: false,
      error: 'curl: (7) Failed to connect',
    },
    {language: 'curl', where: '/docs/guides/b [curl]', passed: true},
    {language: 'widget', where: '/docs/address-lookup', passed: true},
  ];

  it('counts runs, passes and failures per language, in the order given', () => {
    expect(summarise(outcomes, ['curl', 'python', 'widget'])).toEqual([
      {language: 'curl', run: 2, passed: 1, failed: 1},
      {language: 'python', run: 1, passed: 1, failed: 0},
      {language: 'widget', run: 1, passed: 1, failed: 0},
    ]);
  });

  it('prints one line per failure, then one summary line per language', () => {
    expect(formatReport(outcomes, ['curl', 'python', 'widget'])).toEqual([
      'FAIL curl /docs/api/a [curl]: curl: (7) Failed to connect',
      'curl    samples: 2 run, 1 passed, 1 failed',
      'python  samples: 1 run, 1 passed, 0 failed',
      'widget  samples: 1 run, 1 passed, 0 failed',
    ]);
  });
});

describe('the page a widget snippet runs in', () => {
  it('keeps an HTML snippet’s form without its scripts and stylesheets', () => {
    expect(
      formMarkup(
        '<link rel="stylesheet" href="x.css" />\n<form><input id="a" /></form>\n<script src="x"></script>\n<script>go()</script>',
      ),
    ).toBe('<form><input id="a" /></form>');
  });

  it('adds the inputs a snippet names that the page lacks', () => {
    const code = 'setup({inputField: "#search", outputFields: {line_1: "#line_1", city: "#city"}})';
    expect(missingElements(code, '<input id="line_1" />').markup).toBe(
      '<input id="search" />\n<input id="city" />',
    );
    expect(missingElements('document.getElementById("zip")', '').markup).toBe('<input id="zip" />');
  });

  it('adds named inputs inside each scope, at run time', () => {
    const {markup, script} = missingElements(
      'setup({scope: "#billing", outputFields: {line_1: "[name=line_1]"}})',
      '<fieldset id="billing"></fieldset>',
    );
    expect(markup).toBe('');
    expect(script).toContain('(["billing"], ["line_1"])');
    expect(missingElements('setup({names: {line_1: "address1"}})', '').script).toContain(
      '["address1"]',
    );
  });
});

describe('the query a widget snippet is tried with', () => {
  const hits = (query: Record<string, string>) => {
    const answer = createSandbox().handle({
      method: 'GET',
      path: '/autocomplete/addresses',
      query: {api_key: 'ak_test', ...query},
    });
    expect(answer.status).toBe(200);
    return ((answer.body as {result: {hits: unknown[]}}).result.hits ?? []).length;
  };

  it('is a catalogue test query, which the sandbox answers in the snippet’s format', () => {
    const us = testQueryFor('setup({apiKey: "ak_test"})');
    expect(hits({query: us, context: 'USA'})).toBeGreaterThan(0);
    const uk = testQueryFor('setup({apiKey: "ak_test", format: "gbr"})');
    expect(uk).not.toBe(us);
    expect(hits({query: uk, context: 'GBR'})).toBeGreaterThan(0);
  });

  it('is a company name when the snippet keeps only businesses (the test addresses are homes)', () => {
    const code = 'setup({inputField: "#company", queryOptions: { is_business: "true" }})';
    const query = testQueryFor(code);
    expect(hits({query, context: 'USA', is_business: 'true'})).toBeGreaterThan(0);
    // The catalogue's query finds nothing under that filter: why the harness changes it.
    const home = testQueryFor('setup({apiKey: "ak_test"})');
    expect(hits({query: home, context: 'USA', is_business: 'true'})).toBe(0);
  });
});

describe('the sandbox of the harness', () => {
  it('gives each sample a sandbox of its own and records what it answered', async () => {
    const {startSampleSandbox} = await import('../../scripts/samples/sandbox');
    const sandbox = await startSampleSandbox(0);
    try {
      const headers = {authorization: 'api_key="ak_test", user_token="uk_test"'};
      const deleted = await fetch(
        `${sandbox.baseFor('a')}/keys/ak_sublicensing/licensees/sl_test_bakery`,
        {
          method: 'DELETE',
          headers,
        },
      );
      expect(deleted.status).toBe(200);
      const again = await fetch(
        `${sandbox.baseFor('a')}/keys/ak_sublicensing/licensees/sl_test_bakery`,
        {
          headers,
        },
      );
      expect(((await again.json()) as {code: number}).code).toBe(4045);
      // Another sample still finds the licensee the first one deleted.
      const other = await fetch(
        `${sandbox.baseFor('b')}/keys/ak_sublicensing/licensees/sl_test_bakery`,
        {
          headers,
        },
      );
      expect(((await other.json()) as {code: number}).code).toBe(2000);
      expect(sandbox.answersOf('a').map((answer) => answer.code)).toEqual([2000, 4045]);
      expect(sandbox.answersOf('b').map((answer) => answer.code)).toEqual([2000]);
      // A path outside /v1 is answered too, and recorded.
      await fetch(`${sandbox.baseFor('c').replace(/\/v1$/, '')}/nowhere`);
      expect(sandbox.answersOf('c')).toEqual([{status: 404}]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('reading the code blocks of a built page', () => {
  const html = fs.readFileSync('tests/fixtures/samples/built-page.html', 'utf8');

  it('reads every block in every tab, hidden panels included, with the tab path and the text line by line', () => {
    expect(blocksInHtml(html, '/docs/x')).toEqual([
      {
        page: '/docs/x',
        language: 'bash',
        code: 'curl -H \'Authorization: api_key="ak_test"\'\n  "https://api.example/v1/x"',
      },
      {
        page: '/docs/x',
        tab: 'Script tag › HTML',
        language: 'html',
        code: '<div id="lookup"></div>',
      },
      {page: '/docs/x', tab: 'Script tag › Python', language: 'python', code: 'print(1)'},
      // The same block twice in one tab counts once; a block without lines loses its last newline.
      {page: '/docs/x', tab: 'npm', language: 'bash', code: 'npm install example-widget'},
      {page: '/docs/x', language: 'bash', code: 'curl first-tab-only'},
    ]);
  });

  it('leaves out the response column, and the regions it is told to skip', () => {
    const codes = (blocks: CollectedBlock[]) => blocks.map((found) => found.code);
    expect(codes(blocksInHtml(html, '/docs/x'))).not.toContain('{"answer": true}');
    expect(codes(blocksInHtml(html, '/docs/x', {skip: [REQUEST_SAMPLES_REGION]}))).not.toContain(
      'curl first-tab-only',
    );
  });

  it("takes an operation page's request samples from x-codeSamples, one per tab, as a block shows them", () => {
    const reference = {
      openapi: '3.1.0',
      paths: {
        '/postcodes/{postcode}': {
          get: {
            operationId: 'postcodes',
            summary: 'Postcode lookup',
            'x-codeSamples': [
              {lang: 'cURL', source: 'curl x\n'},
              {lang: 'Python', source: 'import requests\n'},
            ],
          },
        },
      },
    } as unknown as OpenApiDocument;
    const page = [...operationSamples(reference).keys()][0];
    expect(operationSamples(reference).get(page)).toEqual([
      {page, tab: 'curl', language: 'bash', code: 'curl x'},
      {page, tab: 'Python', language: 'python', code: 'import requests'},
    ]);
    expect(page).toMatch(/^\/docs\/api\//);
  });

  it('refuses a sample in a language no tab shows', () => {
    const reference = {
      openapi: '3.1.0',
      paths: {'/x': {get: {operationId: 'x', 'x-codeSamples': [{lang: 'COBOL', source: ''}]}}},
    } as unknown as OpenApiDocument;
    expect(() => operationSamples(reference)).toThrow(/COBOL has no tab/);
  });
});
