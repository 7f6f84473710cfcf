/**
 * Every JSON response shown in the docs that belongs to an operation (its
 * fence says `operation=<operationId> status=<status>`) validates against
 * that operation's response schema, with the spec's objects closed so an
 * invented field fails. An API response without the tag fails too.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {bundleOpenApi} from '../../config/openapi-source';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {codeBlocks, fenceAttributes} from '../../lib/markdown/code-blocks';
import {checkExampleResponses, type JsonBlock} from '../../lib/content-lint/examples';
import {fenceMetaValue} from '../../lib/markdown/fence-attributes';
import {apiReference} from '../../config/api-docs';
import {docsFiles, readSource, values} from '../support/content-lint';

function jsonBlocks(source: string, file: string): JsonBlock[] {
  return codeBlocks(values.replaceTokens(source, file), file).filter(
    (block) => block.lang === 'json',
  );
}

let document: OpenApiDocument;

beforeAll(async () => {
  document = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
}, 60_000);

describe('example responses in the docs', () => {
  it('validate against their operation response schema', () => {
    const blocks = docsFiles().flatMap((file) => jsonBlocks(readSource(file), file));
    const report = checkExampleResponses(document, blocks);
    console.log(`example responses: checked ${report.checked} JSON blocks against the spec`);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(12);
  });
});

describe('example response checker', () => {
  const page = (fence: string, body: string) =>
    jsonBlocks(['# Page', '', '```json ' + fence, body, '```', ''].join('\n'), 'page.mdx');
  const verifyMatch = () =>
    JSON.stringify({
      code: 2000,
      message: 'Success',
      result: {
        query: 'x',
        match: null,
        count: 0,
        fit: 0,
        confidence: 0,
        address_line_one: '',
        address_line_two: '',
        city: '',
        state: '',
        zip_code: '',
        country_iso_2: '',
      },
    });

  it('reads key=value pairs from the fence meta', () => {
    expect(fenceAttributes('operation=AddressVerify status=200 title="A b"')).toEqual({
      operation: 'AddressVerify',
      status: '200',
      title: 'A b',
    });
  });

  it('writes a meta value with | as %7C (no fence line a Markdown reader takes for a table row) and reads it back', () => {
    const label = 'GET /autocomplete/addresses/usps_V227301544|1200||2718/usa?note=100%';
    const meta = `request=${fenceMetaValue(label)} status=200`;
    expect(meta).not.toContain('|');
    expect(meta).toBe(
      'request="GET /autocomplete/addresses/usps_V227301544%7C1200%7C%7C2718/usa?note=100%25" status=200',
    );
    expect(fenceAttributes(meta)).toEqual({request: label, status: '200'});
    expect(fenceAttributes(`request=${fenceMetaValue('POST /x {"a":"%7C"}')}`).request).toBe(
      'POST /x {"a":"%7C"}',
    );
  });

  it('passes a response that matches its schema', () => {
    const report = checkExampleResponses(
      document,
      page('operation=AddressVerify status=200', verifyMatch()),
    );
    expect(report).toEqual({problems: [], checked: 1});
  });

  it('fails a field the schema does not have, naming it and the line', () => {
    const body = JSON.parse(verifyMatch()) as {result: Record<string, unknown>};
    body.result.geo_coded = 'Y';
    const {problems} = checkExampleResponses(
      document,
      page('operation=AddressVerify status=200', JSON.stringify(body)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(3);
    expect(problems[0].message).toMatch(/geo_coded/);
  });

  it('checks a result shown without its envelope through pointer=/result', () => {
    const {result} = JSON.parse(verifyMatch()) as {result: Record<string, unknown>};
    const good = checkExampleResponses(
      document,
      page('operation=AddressVerify status=200 pointer=/result', JSON.stringify(result)),
    );
    expect(good.problems).toEqual([]);
    const bad = checkExampleResponses(
      document,
      page('operation=AddressVerify status=200 pointer=/result', '{"fit": "high"}'),
    );
    expect(bad.problems).toHaveLength(1);
  });

  it('fails an API response that names no operation', () => {
    const {problems, checked} = checkExampleResponses(document, page('', verifyMatch()));
    expect(checked).toBe(0);
    expect(problems[0].message).toMatch(/without operation=/);
  });

  it('fails an unknown operation or status', () => {
    expect(
      checkExampleResponses(document, page('operation=Nope status=200', '{}')).problems[0].message,
    ).toMatch(/no operation Nope/);
    expect(
      checkExampleResponses(document, page('operation=AddressVerify status=418', '{}')).problems[0]
        .message,
    ).toMatch(/no 418 response/);
  });
});
