import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {findTerm, glossary, glossaryAlphabetical, termPath} from '../../src/data/glossary';

const termsDir = path.join(__dirname, '../../docs/terms');

/** Term pages on disk: every .mdx file except the index page (term.mdx) and partials. */
function termPageSlugs(): string[] {
  return fs
    .readdirSync(termsDir)
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_') && file !== 'term.mdx')
    .map((file) => file.replace(/\.mdx$/, ''))
    .sort();
}

describe('glossary data and term pages', () => {
  it('has a term page for every glossary entry', () => {
    const pages = new Set(termPageSlugs());
    const missing = glossary.map((entry) => entry.slug).filter((slug) => !pages.has(slug));
    expect(missing, 'entries in src/data/glossary.ts without docs/terms/<slug>.mdx').toEqual([]);
  });

  it('has a glossary entry for every term page', () => {
    const slugs = new Set<string>(glossary.map((entry) => entry.slug));
    const orphans = termPageSlugs().filter((slug) => !slugs.has(slug));
    expect(orphans, 'docs/terms/*.mdx without an entry in src/data/glossary.ts').toEqual([]);
  });

  it('gives each term page the same title as its glossary entry', () => {
    for (const slug of termPageSlugs()) {
      const {data} = matter(fs.readFileSync(path.join(termsDir, `${slug}.mdx`), 'utf8'));
      expect(data.title, `docs/terms/${slug}.mdx title`).toBe(findTerm(slug)?.term);
    }
  });

  it('has unique slugs and one-sentence definitions', () => {
    const slugs = glossary.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of glossary) {
      expect(entry.definition, entry.slug).toMatch(/^[A-Z].*\.$/);
      expect(entry.definition.length, entry.slug).toBeLessThan(160);
    }
  });

  it('sorts alphabetically regardless of case and links to /docs/terms/<slug>', () => {
    const terms = glossaryAlphabetical().map((entry) => entry.term.toLowerCase());
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en')));
    expect(termPath('udprn')).toBe('/docs/terms/udprn');
    expect(findTerm('no-such-term')).toBeUndefined();
  });
});
