import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import contentChecksPlugin, {CHECKED_ENV} from '../../plugins/content-checks';
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

  it('fails the build on an API response that names no request and is not illustrative, naming the page', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-checks-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'docs'));
      const page = (fence: string) =>
        [
          '# Page',
          '',
          '```' + fence,
          '{"code": 2000, "message": "Success", "result": {}}',
          '```',
          '',
        ].join('\n');
      fs.writeFileSync(path.join(siteDir, 'docs/bare.mdx'), page('json'));
      fs.writeFileSync(path.join(siteDir, 'docs/marked.mdx'), page('json illustrative'));
      const doc = (id: string) => ({
        id,
        source: `@site/docs/${id}.mdx`,
        frontMatter: {description: 'A page.'},
      });
      const allContent = {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {
                docs: [doc('bare'), doc('marked')],
                sidebars: {
                  main: [
                    {type: 'doc', id: 'bare'},
                    {type: 'doc', id: 'marked'},
                  ],
                },
              },
            ],
          },
        },
      };
      const plugin = contentChecksPlugin({siteDir} as LoadContext);
      await expect(plugin.allContentLoaded!({allContent, actions: {}} as never)).rejects.toThrow(
        /docs\/bare\.mdx:3: an API response without request=/,
      );
      // The build's second process (scripts/build.sh) does not check again.
      process.env[CHECKED_ENV] = '1';
      try {
        await expect(
          plugin.allContentLoaded!({allContent, actions: {}} as never),
        ).resolves.toBeUndefined();
      } finally {
        delete process.env[CHECKED_ENV];
      }
      fs.writeFileSync(
        path.join(siteDir, 'docs/bare.mdx'),
        page('json request="GET /keys/ak_test" status=200'),
      );
      await expect(
        plugin.allContentLoaded!({allContent, actions: {}} as never),
      ).resolves.toBeUndefined();
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
