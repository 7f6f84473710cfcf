import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {codeBlocks} from '../../lib/markdown/code-blocks';
import {replaceTokens} from '../../plugins/identity-tokens';
import {integrationKinds, integrationSlugs} from '../../src/data/integrations';
import {integrations as sidebar} from '../../sidebars/integrations';
import {checkSamples, formatProblem} from '../../scripts/lib/code-samples';
import {values} from '../support/content-lint';

const dir = path.join(__dirname, '../../docs/integrations');
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** Words of prose: the body without imports, JSX elements, code blocks and markup. */
function proseWords(source: string): number {
  const body = matter(source)
    .content.replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[A-Z][\s\S]*?\/>/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return body.match(/[A-Za-z][A-Za-z'-]*/g)?.length ?? 0;
}

describe('integration pages', () => {
  it('lists the 27 integrations the site promises', () => {
    expect(integrationSlugs).toHaveLength(27);
    expect(new Set(integrationSlugs).size).toBe(27);
  });

  it('lists every integration page in the folder, and no other', () => {
    const pages = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
      .map((file) => file.slice(0, -'.mdx'.length));
    expect(pages.sort()).toEqual([...integrationSlugs].sort());
  });

  describe.each(integrationSlugs)('%s', (slug) => {
    const file = `${slug}.mdx`;

    it('exists as a page with a title, a matching H1 and the integrations tag', () => {
      expect(fs.existsSync(path.join(dir, file))).toBe(true);
      const {data, content} = matter(read(file));
      expect(typeof data.title).toBe('string');
      expect(content).toMatch(new RegExp(`^# ${data.title}$`, 'm'));
      expect(data.description.length).toBeLessThan(160);
      expect(data.tags).toContain('integrations');
    });

    it('has at least 150 words of its own prose outside code blocks', () => {
      expect(proseWords(read(file))).toBeGreaterThanOrEqual(150);
    });

    it('imports and renders at least one shared partial that exists', () => {
      const source = read(file);
      const imports = [
        ...source.matchAll(/^import (\w+) from '\.\/(_partials\/_[\w-]+\.mdx)';$/gm),
      ];
      expect(imports.length).toBeGreaterThan(0);
      for (const [, name, partial] of imports) {
        expect(fs.existsSync(path.join(dir, partial)), partial).toBe(true);
        expect(source, `${name} is imported but not rendered`).toMatch(
          new RegExp(`<${name}[\\s/]`),
        );
      }
    });

    it('has code samples that parse and pass only real widget options', () => {
      // The sample checker of lib/content-lint: every fence names its language, JSON parses,
      // scripts parse, and every widget option is one of the widget catalogue's.
      const file = `docs/integrations/${slug}.mdx`;
      const problems = checkSamples(read(`${slug}.mdx`), file).map(formatProblem);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });

  it('renders every shared partial somewhere and keeps no unused ones', () => {
    const partials = fs.readdirSync(path.join(dir, '_partials'));
    const pages = integrationSlugs.map((slug) => read(`${slug}.mdx`)).join('\n');
    for (const partial of partials) {
      expect(partial).toMatch(/^_.*\.mdx$/);
      expect(pages, partial).toContain(`'./_partials/${partial}'`);
    }
  });

  it('has partials whose samples parse and use only real widget options', () => {
    for (const partial of fs.readdirSync(path.join(dir, '_partials'))) {
      const source = replaceTokens(read(`_partials/${partial}`), partial);
      for (const block of codeBlocks(source, partial)) {
        expect(block.lang).not.toBe('');
        if (block.lang === 'json') {
          const options = JSON.parse(block.value) as Record<string, unknown>;
          for (const key of Object.keys(options)) expect(values.widget.optionNames).toContain(key);
        }
      }
    }
  });
});

describe('integrations sidebar and landing page', () => {
  it('puts the landing page first, then one category per kind in order', () => {
    expect(sidebar[0]).toMatchObject({type: 'doc', id: 'integrations/index'});
    const categories = sidebar.slice(1).map((item) => {
      const category = item as {type: string; label: string; items: string[]};
      expect(category.type).toBe('category');
      return [category.label, category.items];
    });
    expect(categories).toEqual(
      Object.entries(integrationKinds).map(([label, slugs]) => [
        label,
        slugs.map((slug) => `integrations/${slug}`),
      ]),
    );
  });

  it('has a table row for every integration, linking its page, with its kind', () => {
    const rows = [
      ...read('index.mdx').matchAll(
        /^\| \[([^\]]+)\]\(\.\/([\w-]+)\.mdx\) \| ([^|]+) \| ([^|]+) \|$/gm,
      ),
    ];
    const kindOf = new Map<string, string>(
      Object.entries(integrationKinds).flatMap(([kind, slugs]) =>
        slugs.map((s): [string, string] => [s, kind]),
      ),
    );
    expect(rows.map((row) => row[2]).sort()).toEqual([...integrationSlugs].sort());
    for (const [, label, slug, kind, install] of rows) {
      expect(kind.trim(), `${label}'s kind`).toBe(kindOf.get(slug));
      expect(install.trim().length, `${label}'s install method`).toBeGreaterThan(5);
      const {data} = matter(read(`${slug}.mdx`));
      expect(label).toBe(data.title);
    }
  });
});
