import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {checkDescriptions} from '../../lib/content-lint/front-matter';
import {checkSidebarMembership} from '../../lib/content-lint/sidebars';

/**
 * Fails the build when a docs page is missing from the sidebars (or sits in
 * more than one) or has no description: rules of lib/content-lint, run on
 * the docs plugin's loaded content. Docusaurus itself already fails on a
 * sidebar entry that names a missing doc and on malformed front matter; a
 * response block without its marker fails the page's compilation
 * (./response-markers.ts).
 */
export default function contentChecksPlugin(): Plugin {
  return {
    name: 'content-checks',
    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent
      >;
      const problems: string[] = [];
      for (const content of Object.values(docsInstances)) {
        for (const version of content.loadedVersions) {
          problems.push(...checkSidebarMembership(version.docs, version.sidebars));
          problems.push(...checkDescriptions(version.docs));
        }
      }
      if (problems.length > 0) {
        throw new Error(`Content checks failed:\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
