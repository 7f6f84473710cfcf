import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {markerProblems} from '../../lib/content-lint/answers';
import {checkDescriptions} from '../../lib/content-lint/front-matter';
import {checkSidebarMembership} from '../../lib/content-lint/sidebars';
import {codeBlocks} from '../../lib/markdown/code-blocks';

/** A response block of a doc's source without its marker (lib/content-lint/answers.ts). */
function unmarkedResponses(siteDir: string, source: string): string[] {
  const file = source.replace(/^@site\//, '');
  const full = path.join(siteDir, file);
  if (!/\.mdx?$/.test(file) || !fs.existsSync(full)) return [];
  const blocks = codeBlocks(fs.readFileSync(full, 'utf8'), file, {mdx: file.endsWith('.mdx')});
  return blocks.flatMap(markerProblems).map((p) => `${p.file}:${p.line}: ${p.message}`);
}

/**
 * Set by scripts/build.sh for its second process, which loads the same
 * content again only to render it: the first one has checked it.
 */
export const CHECKED_ENV = 'DOCS_CONTENT_CHECKED';

/**
 * Fails the build when a docs page is missing from the sidebars (or sits in
 * more than one), has no description, or shows an API response that names
 * no request and is not marked illustrative: rules of lib/content-lint, run
 * on the docs plugin's loaded content. Docusaurus itself already fails on a
 * sidebar entry that names a missing doc and on malformed front matter.
 */
export default function contentChecksPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-checks',
    async allContentLoaded({allContent}) {
      // 2.8 s at today's pages, 10 s at ten times (bench, 2026-11-28).
      if (process.env[CHECKED_ENV] === '1') return;
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent
      >;
      const problems: string[] = [];
      for (const content of Object.values(docsInstances)) {
        for (const version of content.loadedVersions) {
          problems.push(...checkSidebarMembership(version.docs, version.sidebars));
          problems.push(...checkDescriptions(version.docs));
          for (const doc of version.docs) {
            problems.push(...unmarkedResponses(context.siteDir, doc.source));
          }
        }
      }
      if (problems.length > 0) {
        throw new Error(`Content checks failed:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
