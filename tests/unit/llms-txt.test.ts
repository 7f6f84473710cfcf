import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {
  MissingDescriptionError,
  renderLlmsFullTxt,
  renderLlmsTxt,
  selectLlmsPages,
} from '../../plugins/agent-docs/llms-txt';
import {collectDocs, publishedDocs} from '../../plugins/agent-docs/pages';
import type {DocsContent} from '../../plugins/agent-docs/pages';
import {agentDocs} from '../../config/agent-docs';
import fixture from '../fixtures/agent-docs/route-tree.json';

const fixtures = path.join(__dirname, '../fixtures/agent-docs');
const siteUrl = 'https://docs.example.test';
/** The site's real groups, depths and exclusions, with neutral wording. */
const options = {
  ...agentDocs.llmsTxt,
  title: 'Acme',
  summary: 'Address lookup in moments',
  about: 'Documentation for developers.',
};
const stripSlash = (permalink: string) =>
  permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink;

function pagesOf(docs = fixture.docs as unknown as Record<string, DocsContent>) {
  return publishedDocs(
    fixture.routes as RouteConfig[],
    collectDocs(docs, stripSlash),
    fixture.routesBuildMetadata,
  );
}

describe('llms.txt', () => {
  it('lists the route groups of a route tree in the configured order and format', () => {
    const text = renderLlmsTxt(selectLlmsPages(pagesOf(), options), options, siteUrl);
    expect(text).toBe(fs.readFileSync(path.join(fixtures, 'llms.txt'), 'utf8'));
  });

  it('leaves out category index, tag, noindex, too-deep and /docs/openapi pages', () => {
    const listed = selectLlmsPages(pagesOf(), options).flatMap((s) =>
      s.pages.map((p) => p.permalink),
    );
    expect(listed).not.toContain('/docs/guides/reference');
    expect(listed).not.toContain('/docs/tags');
    expect(listed).not.toContain('/docs/guides/hidden');
    expect(listed).not.toContain('/docs/guides/keys/rotation/schedule');
    expect(listed).not.toContain('/docs/terms/term');
    expect(listed).not.toContain('/docs/openapi/spec');
  });

  it('refuses to list a page without a description and names its source file', () => {
    const docs = structuredClone(fixture.docs) as unknown as Record<string, DocsContent>;
    const testing = docs.default.loadedVersions[0].docs.find((d) => d.id === 'guides/testing')!;
    testing.frontMatter = {description: '  '};
    expect(() => selectLlmsPages(pagesOf(docs), options)).toThrow(MissingDescriptionError);
    expect(() => selectLlmsPages(pagesOf(docs), options)).toThrow(
      /docs\/guides\/testing\.mdx: front matter has no "description"/,
    );
  });

  it('does not ask for a description on pages it leaves out', () => {
    // terms/term has no description but sits at depth 2 below /docs.
    expect(() => selectLlmsPages(pagesOf(), options)).not.toThrow();
  });
});

describe('llms-full.txt', () => {
  const sections = selectLlmsPages(pagesOf(), options);
  const twins = new Map(
    sections
      .flatMap((s) => s.pages)
      .map((page) => [page.permalink, `# ${page.title}\n\nBody of ${page.permalink}.\n`]),
  );

  it('holds every listed page in llms.txt order, each headed by its title and URL', () => {
    const text = renderLlmsFullTxt(sections, twins, options, siteUrl);
    expect(text.startsWith('# Acme: full documentation\n')).toBe(true);
    expect(text).toContain(
      '# Rotate a key\n\nURL: https://docs.example.test/docs/guides/keys/rotation\n\nBody of /docs/guides/keys/rotation.',
    );
    const order = [...text.matchAll(/^URL: (.+)$/gm)].map((m) => m[1]);
    expect(order).toEqual(sections.flatMap((s) => s.pages.map((p) => `${siteUrl}${p.permalink}`)));
  });

  it('fails when a listed page has no twin', () => {
    const partial = new Map([...twins].slice(1));
    expect(() => renderLlmsFullTxt(sections, partial, options, siteUrl)).toThrow(
      /docs\/how-to-switch\/index\.mdx: no Markdown twin/,
    );
  });
});
