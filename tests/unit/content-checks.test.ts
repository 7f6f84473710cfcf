import {describe, expect, it} from 'vitest';
import {checkDescriptions} from '../../lib/content-lint/front-matter';
import {checkSidebarMembership, docIdsBySidebar} from '../../lib/content-lint/sidebars';
import fixture from '../fixtures/content-checks.json';

describe('content checks', () => {
  it('collects doc ids from docs, refs and category links', () => {
    const ids = docIdsBySidebar(fixture.sidebars);
    expect([...ids.get('guides')!].sort()).toEqual(['guides/index', 'guides/testing']);
    expect([...ids.get('data')!].sort()).toEqual(['data/index', 'data/paf', 'guides/testing']);
  });

  it('names the file of a doc in no sidebar and of a doc in two', () => {
    expect(checkSidebarMembership(fixture.docs, fixture.sidebars)).toEqual([
      'docs/guides/testing.mdx: the doc "guides/testing" is in several sidebars (guides, data); keep it in one.',
      'docs/orphan.mdx: the doc "orphan" is in no sidebar. Add it to the right module in sidebars/.',
    ]);
  });

  it('names the file of a doc without a description', () => {
    expect(checkDescriptions(fixture.docs)).toEqual([
      'docs/orphan.mdx: front matter has no "description". Add a one-sentence summary of the page.',
      'docs/data/paf.mdx: front matter has no "description". Add a one-sentence summary of the page.',
    ]);
  });
});
