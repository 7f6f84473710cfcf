/**
 * Widget snippets of the sample harness.
 *
 * On the getting-started, form-layout and framework pages, each snippet
 * runs in a browser page of its own, `/checkout` on the served build's
 * origin, where the widget's CDN URL (and npm package, and React package)
 * is the shim of ./widget-shim (the playground's widget logic) and the API
 * is the sample's own sandbox. What the page holds depends on the snippet:
 *
 * - HTML (a form, the script tag, a setup call): the snippet as it is;
 * - script-tag JavaScript: the page's form, the script tag, the code;
 * - npm JavaScript or TypeScript: the page's form and the code bundled with
 *   esbuild, the package resolved to the shim (its CSS to nothing);
 * - React (jsx, tsx): the component, bundled with React, rendered in `#root`.
 *
 * "The page's form" is the form of the page's HTML snippet (the docs show it
 * once and the other tabs reuse it); elements a snippet names that are still
 * missing (`#id`, `[name=...]` in a scope) are added as plain inputs, as the
 * reader's own page would have them. Each snippet must raise no page error,
 * show suggestions for a test query of the test-input catalogue in every
 * input it attaches to, and, once the first suggestion is chosen, fill each
 * of its `outputFields` with the address's value (snippets without
 * `outputFields` must show the address on the page or in the console).
 *
 * Widget code on other pages, and fragments that cannot run alone (a lone
 * options object), are parsed and their option names checked against the
 * widget catalogue by the sample checker of scripts/lib/code-samples.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {build, type Plugin} from 'esbuild';
import type {Browser, Page} from '@playwright/test';
import {identity} from '../../src/identity';
import {testQueries} from '../../lib/sandbox/catalogue';
import {blockName, type CollectedBlock} from '../../lib/doc-samples/classify';
import type {SampleFence} from '../../lib/content-lint/fence-meta';
import type {SampleOutcome} from '../../lib/doc-samples/report';
import type {QueryValues} from '../../lib/sandbox/types';
import {dataset} from '../../lib/sandbox';
import {checkCodeBlock, formatProblem} from '../lib/code-samples';
import type {SampleSandbox} from './sandbox';

/** The pages whose widget snippets run in a browser: getting started, form layouts, frameworks, the agent skill. */
const BROWSER_RUN_PAGES = [
  '/docs/address-lookup',
  '/docs/address-lookup/configure',
  '/docs/address-lookup/script',
  '/docs/address-lookup/npm',
  '/docs/address-lookup/react',
  '/docs/address-lookup/playground',
  '/docs/address-lookup/how-it-works',
  '/docs/address-lookup/single-field',
  '/docs/address-lookup/separate-input',
  '/docs/address-lookup/multiple',
  // The agent skill's snippet (docs/guides/agent-skill.mdx), published as SKILL.md.
  '/docs/guides/agent-skill',
];

export function isBrowserRunPage(page: string): boolean {
  return BROWSER_RUN_PAGES.includes(page.replace(/\/$/, ''));
}

/** The checker's fence language for a highlight language. */
const CHECKED_LANGUAGES: Record<string, string> = {
  javascript: 'js',
  js: 'js',
  jsx: 'jsx',
  typescript: 'ts',
  ts: 'ts',
  tsx: 'tsx',
  html: 'html',
  markup: 'html',
  css: 'css',
};

/** Parses widget code that cannot run alone and checks its option names against the catalogue. */
export function checkWidgetFragment(block: CollectedBlock): Omit<SampleOutcome, 'where'> {
  const lang = CHECKED_LANGUAGES[block.language] ?? block.language;
  const problems = checkCodeBlock({
    lang,
    meta: '',
    value: block.code,
    file: blockName(block),
    line: 0,
  });
  return {
    language: 'fragment',
    passed: problems.length === 0,
    ...(problems.length ? {error: formatProblem(problems[0]).replace(/:0: /, ': ')} : {}),
  };
}

export interface WidgetRun {
  id: string;
  block: CollectedBlock;
  fence: SampleFence;
}

const SHIM = path.join(__dirname, 'widget-shim');
const reactPackage = identity.packages.react;
const widgetPackage = identity.packages.widget;

/** Resolves the widget packages to the shim, their stylesheets to nothing. */
const shimPackages: Plugin = {
  name: 'widget-shim',
  setup(builder) {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    builder.onResolve({filter: new RegExp(`^${escape(widgetPackage)}/.+\\.css$`)}, (args) => ({
      path: args.path,
      namespace: 'empty-css',
    }));
    builder.onLoad({filter: /.*/, namespace: 'empty-css'}, () => ({contents: '', loader: 'css'}));
    builder.onResolve({filter: new RegExp(`^${escape(widgetPackage)}$`)}, () => ({
      path: path.join(SHIM, 'address-lookup.ts'),
    }));
    builder.onResolve({filter: new RegExp(`^${escape(reactPackage)}$`)}, () => ({
      path: path.join(SHIM, 'react.tsx'),
    }));
  },
};

/** Bundles an entry for the browser into one classic script. */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outfile: `${entry}.bundle.js`,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    nodePaths: [path.resolve('node_modules')],
    plugins: [shimPackages],
    define: {'process.env.NODE_ENV': '"production"', 'process.env': '{}'},
  });
  return result.outputFiles.filter((file) => file.path.endsWith('.js'))[0].text;
}

async function bundleEsm(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Form markup of an HTML snippet: everything but its scripts and stylesheets. */
export function formMarkup(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .trim();
}

/**
 * Elements a snippet names but the page lacks, as markup: `#id` selectors
 * and `getElementById` ids become inputs; and as a script to run before the
 * snippet: `[name=x]` selectors and `names` values become named inputs in
 * each `scope` of the snippet (or the page), where they are missing.
 */
export function missingElements(code: string, page: string): {markup: string; script: string} {
  const has = (id: string) => new RegExp(`id=["']?${id}["'\\s>]`).test(page);
  const ids = new Set<string>();
  for (const match of code.matchAll(/["'`]#([A-Za-z][\w-]*)["'`]/g)) ids.add(match[1]);
  for (const match of code.matchAll(/getElementById\(["']([\w-]+)["']\)/g)) ids.add(match[1]);
  const scopes = [...code.matchAll(/scope:\s*["'`]#([\w-]+)["'`]/g)].map((match) => match[1]);
  const names = new Set<string>();
  for (const match of code.matchAll(/\[name=["']?([\w-]+)["']?\]/g)) names.add(match[1]);
  for (const block of code.matchAll(/names:\s*\{([^}]*)\}/g)) {
    for (const match of block[1].matchAll(/:\s*["']([\w-]+)["']/g)) names.add(match[1]);
  }
  for (const scope of scopes) ids.delete(scope);
  const markup = [...ids]
    .filter((id) => !has(id))
    .map((id) => `<input id="${id}" />`)
    .join('\n');
  // A plain script (not a stringified function: the TypeScript runner may add helpers to those).
  const script =
    names.size === 0
      ? ''
      : `(function (scopes, names) {
  var roots = scopes.length ? scopes.map(function (id) {
    var root = document.getElementById(id);
    if (!root) { root = document.createElement('fieldset'); root.id = id; document.body.prepend(root); }
    return root;
  }) : [document.body];
  roots.forEach(function (root) {
    names.forEach(function (name) {
      if (root.querySelector('[name="' + name + '"]')) return;
      var input = document.createElement('input');
      input.name = name;
      root.append(input);
    });
  });
})(${JSON.stringify(scopes)}, ${JSON.stringify([...names])});`;
  return {markup, script};
}

/**
 * The test query to type: one the catalogue answers in the snippet's format.
 * A snippet that keeps only businesses (`is_business: "true"`) searches by
 * company name, so it types the firm of the sandbox dataset's first US
 * business address instead: the catalogue's test addresses are homes, which
 * the sandbox rightly leaves out of such a search.
 */
export function testQueryFor(code: string): string {
  const format = /format\s*[:=]\s*["'{]*gbr/.test(code) ? 'gbr' : 'usa';
  if (/is_business\s*[:=]\s*["']?true/.test(code)) {
    const firm =
      format === 'usa'
        ? dataset.usAddresses.find((row) => row.firm)?.firm
        : dataset.ukAddresses.find((row) => row.organisation)?.organisation;
    if (!firm) throw new Error(`the sandbox dataset has no ${format} business address`);
    return firm;
  }
  const query = testQueries.find((candidate) => candidate.format === format)?.query;
  if (!query) throw new Error(`the test-input catalogue has no ${format} test query`);
  return query;
}

const htmlDocument = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>${head}</head><body>${body}</body></html>`;

interface Prepared {
  html: string;
  query: string;
}

/** The page a snippet runs in. */
async function preparePage(widget: WidgetRun, hostForm: string, dir: string): Promise<Prepared> {
  const {code, language} = widget.block;
  const query = testQueryFor(code);
  const lang = CHECKED_LANGUAGES[language] ?? language;
  if (lang === 'html') {
    const missing = missingElements(code, code);
    return {
      html: htmlDocument('', `${missing.markup}\n<script>${missing.script}</script>\n${code}`),
      query,
    };
  }
  const imports = new RegExp(`from\\s+["'](${widgetPackage}|${reactPackage})["']`).test(code);
  if (lang === 'jsx' || lang === 'tsx') {
    fs.writeFileSync(path.join(dir, `sample.${lang}`), code);
    fs.writeFileSync(
      path.join(dir, 'entry.tsx'),
      `import Sample from './sample.${lang}';\nimport {createRoot} from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<Sample />);\n`,
    );
    const script = await bundle(path.join(dir, 'entry.tsx'));
    return {html: htmlDocument('', `<div id="root"></div><script>${script}</script>`), query};
  }
  const missing = missingElements(code, hostForm);
  const page = `${hostForm}\n${missing.markup}\n<script>${missing.script}</script>`;
  if (imports) {
    fs.writeFileSync(path.join(dir, `sample.${lang === 'ts' ? 'ts' : 'js'}`), code);
    const script = await bundle(path.join(dir, `sample.${lang === 'ts' ? 'ts' : 'js'}`));
    return {html: htmlDocument('', `${page}\n<script>${script}</script>`), query};
  }
  return {
    html: htmlDocument(
      '',
      `${page}\n<script src="${identity.urls.widgetCdn}"></script>\n<script>${code}</script>`,
    ),
    query,
  };
}

function queryValues(url: URL): QueryValues {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(name);
    values[name] = all.length === 1 ? all[0] : all;
  }
  return values;
}

interface WidgetCheck {
  passed: boolean;
  error?: string;
}

/** Waits until widget `index` is in one of `states`; returns an error line if it never is. */
async function untilState(
  page: Page,
  index: number,
  states: string[],
  after: string,
): Promise<string | undefined> {
  try {
    await page.waitForFunction(
      ([i, wanted]) => wanted.includes(window.__samplesWidgets![i].state),
      [index, states] as const,
      {timeout: 30_000},
    );
    return undefined;
  } catch {
    const state = await page.evaluate((i) => window.__samplesWidgets![i]?.state, index);
    return `widget ${index + 1}: still "${state}" 30 s after ${after}`;
  }
}

/** Types the query into every attached input, chooses the first suggestion, checks the fill. */
async function exercise(
  page: Page,
  query: string,
  consoleText: () => string,
): Promise<WidgetCheck> {
  const ready = await page
    .waitForFunction(
      () => {
        const all = window.__samplesWidgets ?? [];
        return all.length > 0 && all.every((widget) => widget.state !== 'checking');
      },
      undefined,
      {timeout: 30_000},
    )
    .then(() => true)
    .catch(() => false);
  if (!ready) return {passed: false, error: 'the widget was never set up on the page'};
  const count = await page.evaluate(() => window.__samplesWidgets!.length);
  for (let index = 0; index < count; index++) {
    const state = await page.evaluate((i) => window.__samplesWidgets![i].state, index);
    if (state !== 'ready') {
      const error = await page.evaluate((i) => window.__samplesWidgets![i].lastError, index);
      return {passed: false, error: `widget ${index + 1}: ${state}${error ? `: ${error}` : ''}`};
    }
    const input = await page.evaluateHandle((i) => window.__samplesWidgets![i].input, index);
    await input.asElement()!.fill(query);
    const suggested = await untilState(page, index, ['suggesting', 'error'], `typing "${query}"`);
    if (suggested) return {passed: false, error: suggested};
    await page.evaluate((i) => {
      window.__samplesWidgets![i].list.dataset.samplesList = String(i);
    }, index);
    const option = page.locator(`[data-samples-list="${index}"] [role=option]`).first();
    if ((await option.count()) === 0) {
      const error = await page.evaluate((i) => window.__samplesWidgets![i].lastError, index);
      return {
        passed: false,
        error: `widget ${index + 1}: no suggestion for "${query}"${error ? `: ${error}` : ''}`,
      };
    }
    await option.click();
    const populated = await untilState(
      page,
      index,
      ['populated', 'error'],
      'choosing a suggestion',
    );
    if (populated) return {passed: false, error: populated};
    const problems = await page.evaluate((i) => {
      const widget = window.__samplesWidgets![i];
      if (widget.state === 'error') return [`retrieving the address failed: ${widget.lastError}`];
      const address = widget.lastAddress ?? {};
      const out: string[] = [];
      for (const [attribute, element] of widget.written) {
        if (!element) {
          out.push(`outputFields.${attribute}: its selector finds no element`);
          continue;
        }
        if (!(attribute in address)) {
          out.push(`outputFields.${attribute}: the address has no field ${attribute}`);
          continue;
        }
        const expected = String(address[attribute] ?? '');
        const actual =
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement
            ? element.value
            : element.textContent;
        if (element instanceof HTMLSelectElement && expected && actual === '') {
          out.push(`outputFields.${attribute}: the select has no option "${expected}"`);
        } else if (!(element instanceof HTMLSelectElement) && actual !== expected) {
          out.push(`outputFields.${attribute} holds "${actual}", not "${expected}"`);
        }
      }
      return out;
    }, index);
    if (problems.length > 0) return {passed: false, error: `widget ${index + 1}: ${problems[0]}`};
    const {outputs, usesAddress} = await page.evaluate((i) => {
      const widget = window.__samplesWidgets![i];
      return {
        outputs: widget.outputs.length,
        usesAddress: ['onAddressRetrieved', 'onAddressPopulated'].some(
          (name) => typeof widget.options[name] === 'function',
        ),
      };
    }, index);
    if (outputs === 0 && usesAddress) {
      // No outputFields: the snippet's own callback shows the address, on the page or in the console.
      const marks = await page.evaluate((i) => {
        const address = window.__samplesWidgets![i].lastAddress ?? {};
        return [address.line_1, address.zip_plus_4_code, address.postcode].filter(
          (value): value is string => typeof value === 'string' && value !== '',
        );
      }, index);
      let shown = false;
      for (let tries = 0; !shown && tries < 50; tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const text = await page.evaluate(() =>
          [
            document.body.innerText,
            ...[...document.querySelectorAll<HTMLInputElement>('input, textarea')].map(
              (e) => e.value,
            ),
          ].join('\n'),
        );
        shown = marks.some((mark) => text.includes(mark) || consoleText().includes(mark));
      }
      if (!shown) {
        return {
          passed: false,
          error: `widget ${index + 1}: its callback shows the chosen address nowhere on the page or in the console`,
        };
      }
    }
  }
  return {passed: true};
}

/** Runs the snippets in the browser, one page (and browser context) each. */
export async function runWidgetSamples(
  widgets: readonly WidgetRun[],
  options: {
    browser: Browser;
    sandbox: SampleSandbox;
    serverUrl: string;
    scratch: string;
    /** Snippets run at the same time. */
    concurrency: number;
  },
): Promise<SampleOutcome[]> {
  if (widgets.length === 0) return [];
  const globalScript = await bundle(path.join(SHIM, 'global.ts'));
  const esm = await bundleEsm(path.join(SHIM, 'address-lookup.ts'));
  const hostForms = new Map<string, string>();
  for (const widget of widgets) {
    const lang = CHECKED_LANGUAGES[widget.block.language] ?? widget.block.language;
    if (
      lang === 'html' &&
      /<(input|select|textarea)\b/.test(widget.block.code) &&
      !hostForms.has(widget.block.page)
    ) {
      hostForms.set(widget.block.page, formMarkup(widget.block.code));
    }
  }
  const outcomes = new Map<string, SampleOutcome>();
  const queue = [...widgets];
  const worker = async () => {
    for (let widget = queue.shift(); widget; widget = queue.shift()) {
      const started = performance.now();
      const outcome = await runWidget(widget);
      outcomes.set(widget.id, {...outcome, ms: Math.round(performance.now() - started)});
    }
  };
  const runWidget = async (widget: WidgetRun): Promise<SampleOutcome> => {
    const where = blockName(widget.block);
    /** The outcome of a snippet that threw: the first line of the error. */
    const threw = (error: unknown): SampleOutcome => ({
      language: 'widget',
      where,
      passed: false,
      error: (error as Error).message.split('\n')[0],
    });
    // Parse and catalogue check first: a typo in an option name fails here with its line.
    const checked = checkWidgetFragment(widget.block);
    if (!checked.passed) return {...checked, language: 'widget', where};
    const dir = path.join(options.scratch, widget.id);
    fs.mkdirSync(dir, {recursive: true});
    let prepared: Prepared;
    try {
      prepared = await preparePage(widget, hostForms.get(widget.block.page) ?? '', dir);
    } catch (error) {
      return threw(error);
    }
    const context = await options.browser.newContext();
    context.setDefaultTimeout(60_000);
    context.setDefaultNavigationTimeout(60_000);
    const errors: string[] = [];
    const logged: string[] = [];
    try {
      await context.route(
        (url) =>
          url.href === identity.urls.widgetCdn ||
          url.href.startsWith(`${identity.urls.widgetCdn}/`),
        (route) => {
          const rest = route.request().url().slice(identity.urls.widgetCdn.length);
          if (rest === '' || rest === '/') {
            return route.fulfill({contentType: 'text/javascript', body: globalScript});
          }
          if (rest.endsWith('.esm.js'))
            return route.fulfill({contentType: 'text/javascript', body: esm});
          if (rest.endsWith('.css')) return route.fulfill({contentType: 'text/css', body: ''});
          return route.fulfill({status: 404, body: 'not in the widget shim'});
        },
      );
      await context.route(`${identity.urls.api}/**`, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const answer = options.sandbox.handle(widget.id, {
          method: request.method(),
          path: url.pathname.replace(/^\/v1(?=\/)/, ''),
          query: queryValues(url),
          headers: request.headers(),
          body: request.postData() ?? undefined,
        });
        await route.fulfill({
          status: answer.status,
          headers: {'access-control-allow-origin': '*', ...answer.headers},
          body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
        });
      });
      await context.route(`${options.serverUrl}/checkout`, (route) =>
        route.fulfill({contentType: 'text/html; charset=utf-8', body: prepared.html}),
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        logged.push(message.text());
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console error: ${message.text()}`);
        }
      });
      await page.goto(`${options.serverUrl}/checkout`);
      const result = await exercise(page, prepared.query, () => logged.join('\n'));
      const error = errors[0] ?? (result.passed ? undefined : result.error);
      return {language: 'widget', where, passed: !error, ...(error ? {error} : {})};
    } catch (error) {
      return threw(error);
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({length: options.concurrency}, worker));
  return widgets.map((widget) => outcomes.get(widget.id)!);
}
