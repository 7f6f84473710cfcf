import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {replaceTokens} from '../plugins/identity-tokens';
import {assertFrontMatterSurvives} from '../lib/front-matter-guard';
import rehypeTableRegions from '../plugins/table-regions';
import remarkResponseMarkers from '../plugins/content-checks/response-markers';

/**
 * Markdown processing. Pages write brand strings as `%%token%%` placeholders
 * (see src/identity.ts); both hooks below swap them for the identity values,
 * so front matter, prose and code blocks all follow a rebrand. An unknown
 * placeholder fails the build with the file's name, and so does front matter
 * with a backslash, which the MDX loader would corrupt (lib/front-matter-guard.ts).
 */
export const markdown = {
  format: 'detect',
  preprocessor: ({filePath, fileContent}) => replaceTokens(fileContent, filePath),
  parseFrontMatter: async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const parsed = await defaultParseFrontMatter({
      filePath,
      fileContent: replaceTokens(fileContent, filePath),
    });
    assertFrontMatterSurvives(parsed.frontMatter, path.relative(process.cwd(), filePath));
    return parsed;
  },
  hooks: {
    onBrokenMarkdownLinks: 'warn',
    onBrokenMarkdownImages: 'throw',
  },
} satisfies Partial<MarkdownConfig>;

/**
 * rehype plugins of both docs instances (main docs and API reference): every
 * Markdown table scrolls sideways inside a labelled, focusable region on
 * narrow screens (plugins/table-regions).
 */
export const docsRehypePlugins = [rehypeTableRegions];

/**
 * remark plugins of both docs instances, run before Docusaurus's own: a
 * response block without its marker fails the page's compilation
 * (plugins/content-checks/response-markers.ts).
 */
export const docsRemarkPlugins = [remarkResponseMarkers];
