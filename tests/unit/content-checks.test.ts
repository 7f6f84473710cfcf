import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkResponseMarkers from '../../plugins/content-checks/response-markers';
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

  it('fails the compilation of a page with an API response that names no request and is not illustrative, naming the file and line', async () => {
    const compile = (fence: string) =>
      unified()
        .use(remarkParse)
        .use(remarkFrontmatter, ['yaml'])
        .use(remarkResponseMarkers)
        .use(remarkStringify)
        .process({
          cwd: '/site',
          path: '/site/docs/page.mdx',
          value: [
            '---',
            'description: A page.',
            '---',
            '# Page',
            '',
            '```' + fence,
            '{"code": 2000, "message": "Success", "result": {}}',
            '```',
            '',
          ].join('\n'),
        });
    await expect(compile('json')).rejects.toThrow(
      /Content checks failed:\n- docs\/page\.mdx:6: an API response without request=/,
    );
    await expect(compile('json request="GET /keys/ak_test"')).rejects.toThrow(
      'docs/page.mdx:6: request="GET /keys/ak_test" needs status=<HTTP status>',
    );
    await expect(compile('json illustrative')).resolves.toBeDefined();
    await expect(compile('json request="GET /keys/ak_test" status=200')).resolves.toBeDefined();
    // A code block that is no API response needs no marker.
    await expect(compile('bash')).resolves.toBeDefined();
  });

  it("runs on both docs instances, before Docusaurus's own remark plugins", async () => {
    const {docsPlugins} = await import('../../config/docs');
    const {apiDocsPlugins} = await import('../../config/api-docs');
    const remarkOf = (config: unknown) =>
      (Array.isArray(config) ? config[1] : undefined)?.beforeDefaultRemarkPlugins;
    expect(docsPlugins.map(remarkOf).filter(Boolean)).toEqual([[remarkResponseMarkers]]);
    expect(apiDocsPlugins.map(remarkOf).filter(Boolean)).toEqual([[remarkResponseMarkers]]);
  });
});
