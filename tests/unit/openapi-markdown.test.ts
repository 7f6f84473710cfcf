/**
 * The light Markdown renderer of the reference pages: what it parses, what
 * it leaves to the full pipeline, and that every description the pages
 * render in the browser stays within its subset (so the heavy pipeline is
 * never downloaded for our own content).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {beforeAll, describe, expect, it} from 'vitest';
import {isSimpleMarkdown, parse} from '../../lib/openapi/inline-markdown';
import {bundleOpenApi} from '../../config/openapi-source';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {apiReference} from '../../config/api-docs';

describe('light Markdown subset', () => {
  it('parses code, strong, emphasis and links inside paragraphs', () => {
    expect(
      parse(
        'Use `ak_test` for **free** tests, *not* production.\n\nSee [testing](/docs/guides/testing).',
      ),
    ).toEqual([
      [
        {type: 'text', value: 'Use '},
        {type: 'code', value: 'ak_test'},
        {type: 'text', value: ' for '},
        {type: 'strong', children: [{type: 'text', value: 'free'}]},
        {type: 'text', value: ' tests, '},
        {type: 'emphasis', children: [{type: 'text', value: 'not'}]},
        {type: 'text', value: ' production.'},
      ],
      [
        {type: 'text', value: 'See '},
        {type: 'link', href: '/docs/guides/testing', children: [{type: 'text', value: 'testing'}]},
        {type: 'text', value: '.'},
      ],
    ]);
  });

  it('keeps an empty pair of backticks as text, as the theme writes for an empty enum value', () => {
    expect(parse('**Possible values:** [`Y`, ``]')).toEqual([
      [
        {type: 'strong', children: [{type: 'text', value: 'Possible values:'}]},
        {type: 'text', value: ' ['},
        {type: 'code', value: 'Y'},
        {type: 'text', value: ', ``]'},
      ],
    ]);
  });

  it('joins single line breaks and keeps snake_case words as text', () => {
    expect(parse('The zip_plus_4_code\nfield.')).toEqual([
      [{type: 'text', value: 'The zip_plus_4_code field.'}],
    ]);
  });

  it.each([
    ['a list', '- one\n- two'],
    ['a numbered list', '1. one\n2. two'],
    ['a heading', '## Title'],
    ['a table', '| a | b |\n| - | - |'],
    ['HTML', 'Line<br/>break'],
    ['an image', '![logo](/img/logo.svg)'],
    ['a fenced block', '```json\n{}\n```'],
    ['an admonition', ':::tip\nHello\n:::'],
    ['an unclosed code span', 'Use `ak_test to test'],
  ])('leaves %s to the full Markdown pipeline', (_name, text) => {
    expect(isSimpleMarkdown(text)).toBe(false);
  });
});

describe('descriptions rendered in the browser', () => {
  let spec: OpenApiDocument;
  beforeAll(async () => {
    spec = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
  }, 60_000);

  /** Descriptions inside components and operations, except the operations' own (rendered by MDX). */
  function runtimeDescriptions(): [string, string][] {
    const found: [string, string][] = [];
    const operation = /^#\/paths\/.*\/(get|put|post|delete|patch)$/;
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((item, index) => walk(item, `${at}/${index}`));
        return;
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') {
          if (!operation.test(at)) found.push([at, value]);
        } else if (key !== 'x-codeSamples') {
          walk(value, `${at}/${key}`);
        }
      }
    };
    walk(spec.paths, '#/paths');
    walk(spec.components, '#/components');
    return found;
  }

  it('finds the descriptions of parameters, schemas and responses', () => {
    expect(runtimeDescriptions().length).toBeGreaterThan(300);
  });

  /**
   * The theme's own qualifier line ("Possible values: `>= 1` and `<= 100`"),
   * loaded with a stand-in for the Docusaurus translation module.
   */
  function qualifierMessage(): (schema: unknown) => string | undefined {
    const file = createRequire(import.meta.url).resolve(
      'docusaurus-theme-openapi-docs/lib/markdown/schema.js',
    );
    const module = {exports: {} as Record<string, unknown>};
    const fakeRequire = (id: string) =>
      id === '@docusaurus/Translate'
        ? {translate: ({message}: {message: string}) => message}
        : createRequire(file)(id);
    vm.runInThisContext(
      `(function (exports, require, module) {${fs.readFileSync(file, 'utf8')}\n})`,
    )(module.exports, fakeRequire, module);
    return module.exports.getQualifierMessage as (schema: unknown) => string | undefined;
  }

  it("keeps the theme's qualifier lines (ranges, lengths, patterns, enums) within the subset", () => {
    const getQualifierMessage = qualifierMessage();
    const messages: string[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(walk);
      const schema = node as Record<string, unknown>;
      if ('type' in schema || 'enum' in schema) {
        const message = getQualifierMessage(schema);
        if (message) messages.push(message);
      }
      Object.values(schema).forEach(walk);
    };
    walk(spec.components);
    walk(spec.paths);
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => !isSimpleMarkdown(message))).toEqual([]);
  });

  it('keeps every one of them within the light subset', () => {
    const outside = runtimeDescriptions().filter(([, text]) => !isSimpleMarkdown(text));
    expect(outside).toEqual([]);
  });
});
