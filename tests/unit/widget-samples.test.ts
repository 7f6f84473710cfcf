/**
 * Every widget sample on the docs pages gives the widget what the catalogue's
 * `requiredOptions` says it needs (issue #27): an `apiKey`, and, for
 * `setup()`, `watch()` and `go()`, an input to search from. A sample that
 * configures only `inputField` (single-field mode) is complete; one that
 * configures neither `inputField` nor a `line_1` field is not.
 */
import {describe, expect, it} from 'vitest';
import {codeBlocks} from '../../lib/markdown/code-blocks';
import {checkWidgetSample} from '../../lib/content-lint/widget-samples';
import {identity} from '../../src/identity';
import {docsFiles, readSource, values} from '../support/content-lint';

const g = identity.widget.global;
const required = new Set(['required'] as const);

/** The `required` rule of the widget-sample checker on a sample, lines 0-based. */
const samplesMissingRequiredOptions = (code: string, lang: string) =>
  checkWidgetSample(code, lang, values.widget, required);

/** The rule over every block of a page, as `file:line: message`. */
function lintPage(file: string, text = readSource(file)): string[] {
  return codeBlocks(values.replaceTokens(text, file), file).flatMap((block) =>
    samplesMissingRequiredOptions(block.value, block.lang).map(
      (p) => `${file}:${block.line + 1 + p.line}: ${p.message}`,
    ),
  );
}

const js = (...lines: string[]) => samplesMissingRequiredOptions(lines.join('\n'), 'js');

describe('widget samples and the options the widget needs', () => {
  it('every sample of the docs gives the widget a key and an input', () => {
    const files = docsFiles();
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
