/**
 * Every widget sample on the docs pages gives the widget what the catalogue's
 * `requiredOptions` says it needs (issue #27): an `apiKey`, and, for
 * `setup()`, `watch()` and `go()`, an input to search from. A sample that
 * configures only `inputField` (single-field mode) is complete; one that
 * configures neither `inputField` nor a `line_1` field is not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type {Root} from 'mdast';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {replaceTokens} from '../../plugins/identity-tokens';
import {
  lintWidgetSamples,
  samplesMissingRequiredOptions,
} from '../../plugins/content-checks/claims-widget';
import {identity} from '../../src/identity';

const root = path.join(__dirname, '../..');
const g = identity.widget.global;

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(file: string, text: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMdx)
    .parse(escapeMarkdownHeadingIds(replaceTokens(text, file))) as Root;
}

function lintPage(file: string, text = fs.readFileSync(path.join(root, file), 'utf8')): string[] {
  return lintWidgetSamples(parse(file, text)).map((p) => `${file}:${p.line}: ${p.message}`);
}

const js = (...lines: string[]) => samplesMissingRequiredOptions(lines.join('\n'), 'js');

describe('widget samples and the options the widget needs', () => {
  it('every sample of the docs gives the widget a key and an input', () => {
    const files = mdxFiles(path.join(root, 'docs')).map((file) =>
      path.relative(root, file).split(path.sep).join('/'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => lintPage(file))).toEqual([]);
  });

  it('rejects a setup() with no input to search from, and accepts single-field mode', () => {
    expect(js(`${g}.setup({ apiKey: "ak_test", onAddressRetrieved(a) {} });`)).toEqual([
      {line: 0, message: expect.stringMatching(/^setup\(\) is given no input to search from/)},
    ]);
    expect(js(`${g}.setup({ apiKey: "ak_test", inputField: "#search" });`)).toEqual([]);
    expect(js(`${g}.setup({ apiKey: "ak_test", outputFields: { line_1: "#a" } });`)).toEqual([]);
    expect(js(`${g}.setup({ apiKey: "ak_test", names: { line_1: "address1" } });`)).toEqual([]);
    expect(js(`${g}.watch({ apiKey: "ak_test", outputFields: { city: "#city" } });`)).toEqual([
      {line: 0, message: expect.stringMatching(/^watch\(\) is given no input/)},
    ]);
  });

  it('rejects a call with no apiKey unless the sample sets it on the defaults', () => {
    expect(js(`${g}.setup({ outputFields: { line_1: "#line_1" } });`)).toEqual([
      {line: 0, message: expect.stringMatching(/given no `apiKey`/)},
    ]);
    expect(
      js(
        `Object.assign(${g}.defaults, { apiKey: "ak_test" });`,
        `${g}.setup({ outputFields: { line_1: "#line_1" } });`,
      ),
    ).toEqual([]);
  });

  it('leaves alone what it cannot judge: spreads and field maps held in variables', () => {
    expect(js(`${g}.setup({ ...shared, inputField: "#search" });`)).toEqual([]);
    expect(js(`${g}.setup({ apiKey: "ak_test", outputFields: fields });`)).toEqual([]);
  });

  it('rejects an <AddressLookup> without apiKey', () => {
    expect(
      samplesMissingRequiredOptions('const x = <AddressLookup onAddressRetrieved={f} />;', 'jsx'),
    ).toEqual([{line: 0, message: expect.stringMatching(/<AddressLookup> is given no apiKey/)}]);
    expect(
      samplesMissingRequiredOptions('const x = <AddressLookup apiKey="ak_test" />;', 'jsx'),
    ).toEqual([]);
  });

  it('checks the inline scripts of HTML samples, on the line of the call', () => {
    const html = [
      '<input id="search" />',
      '<script src="x.js"></script>',
      '<script>',
      `  ${g}.setup({ apiKey: "ak_test" });`,
      '</script>',
    ].join('\n');
    expect(samplesMissingRequiredOptions(html, 'html')).toEqual([
      {line: 3, message: expect.stringMatching(/no input/)},
    ]);
    expect(lintPage('docs/x.mdx', ['# Page', '', '```html', html, '```', ''].join('\n'))).toEqual([
      expect.stringMatching(/^docs\/x\.mdx:7: setup\(\) is given no input/),
    ]);
  });
});
