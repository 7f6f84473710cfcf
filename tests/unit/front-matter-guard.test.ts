/**
 * Front matter reaches a page's JavaScript through the MDX loader's
 * stringify-object, which loses every backslash: the build refuses front
 * matter with one (lib/front-matter-guard.ts, called from the
 * parseFrontMatter hook of config/markdown.ts), and generated API pages keep
 * their operation, code samples included, out of front matter.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {assertFrontMatterSurvives, backslashPaths} from '../../lib/front-matter-guard';
import {markdown} from '../../config/markdown';

/** The stringify-object that @docusaurus/mdx-loader itself loads. */
const fromMdxLoader = createRequire(
  path.resolve('node_modules/@docusaurus/mdx-loader/lib/loader.js'),
);
const stringifyObject = fromMdxLoader('stringify-object') as (value: unknown) => string;

/** The value of the one string literal in a JavaScript expression, read by the TypeScript parser. */
function stringValue(source: string): string {
  const file = ts.createSourceFile('x.js', `(${source})`, ts.ScriptTarget.Latest, true);
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node)) found ??= node.text;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found === undefined) throw new Error(`no string literal in ${source}`);
  return found;
}

describe('why front matter must not hold a backslash', () => {
  it('stringify-object (the MDX loader) changes strings with a backslash, and keeps others', () => {
    const curl = "curl 'https://example.test' \\\n  -H 'Authorization: api_key=\"ak_test\"'";
    const js = 'headers: {"Authorization": "api_key=\\"ak_test\\""}';
    expect(stringValue(stringifyObject(curl))).not.toBe(curl);
    expect(stringValue(stringifyObject(js))).not.toBe(js);
    const plain = 'It\'s "quoted"\nand on two lines';
    expect(stringValue(stringifyObject(plain))).toBe(plain);
  });
});

describe('backslashPaths', () => {
  it('names every string and key with a backslash, however deep', () => {
    expect(
      backslashPaths({
        title: 'Fine',
        api: {'x-codeSamples': [{lang: 'Shell', source: 'a \\\n b'}], tags: ['ok']},
        'odd\\key': 1,
      }),
    ).toEqual(['api.x-codeSamples[0].source', 'odd\\key']);
  });

  it('finds nothing in ordinary front matter', () => {
    expect(
      backslashPaths({title: 'A "title"', tags: ['a', 'b'], date: new Date(0), n: 1, ok: true}),
    ).toEqual([]);
  });
});

describe('the build refuses front matter the MDX loader would corrupt', () => {
  it('assertFrontMatterSurvives names the file and the field', () => {
    expect(() => assertFrontMatterSurvives({description: 'C:\\path'}, 'docs/guides/x.mdx')).toThrow(
      /docs\/guides\/x\.mdx: front matter description contains a backslash/,
    );
    expect(() => assertFrontMatterSurvives({description: 'plain'}, 'x.mdx')).not.toThrow();
  });

  it('the parseFrontMatter hook of the site config throws for such a page', async () => {
    const parse = (fileContent: string) =>
      markdown.parseFrontMatter({
        filePath: path.resolve('docs/guides/example.mdx'),
        fileContent,
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      });
    await expect(parse('---\ntitle: "a \\\\ b"\n---\n\n# A\n')).rejects.toThrow(
      /docs\/guides\/example\.mdx: front matter title contains a backslash/,
    );
    await expect(parse('---\ntitle: "%%name%% docs"\n---\n\n# A\n')).resolves.toMatchObject({
      frontMatter: {title: expect.not.stringContaining('%%') as unknown},
    });
  });
});

describe('generated API operation pages (npm run gen)', () => {
  const dir = 'docs-api';
  const pages = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.api.mdx')) : [];

  it('exist', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('keep only an operationId marker in front matter and export the operation, samples included', async () => {
    for (const page of pages) {
      const fileContent = fs.readFileSync(path.join(dir, page), 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page, fileContent});
      expect(frontMatter.api, page).toEqual({operationId: expect.any(String) as unknown});
      expect(backslashPaths(frontMatter), page).toEqual([]);
      const line = fileContent.split('\n').find((text) => text.startsWith('export const api = '));
      expect(line, page).toBeDefined();
      const operation = JSON.parse(line!.slice('export const api = '.length, -1)) as {
        operationId: string;
        'x-codeSamples': {source: string}[];
      };
      expect(operation.operationId).toBe((frontMatter.api as {operationId: string}).operationId);
      expect(operation['x-codeSamples'], page).toHaveLength(8);
    }
  });
});
