/**
 * Derives the document that docusaurus-plugin-openapi-docs turns into the
 * reference pages from the published (bundled) OpenAPI document.
 *
 * The published files stay exactly as authored. The reference pages need a
 * few additions that only make sense on this site:
 *
 * - `x-codeSamples` on every operation, generated at build time, so pages
 *   show request samples without shipping a code generator to the browser;
 * - links to this site made relative, so the broken-link checker sees them
 *   and navigation stays client-side;
 * - only the tags listed in `tagPages` keep their declaration, because the
 *   plugin writes a page for every declared tag. Operations of the other
 *   tags are grouped under the tag's display name, without a page;
 * - `x-page-description`, the first sentence of a tag's description, for
 *   the front matter of its page.
 */
import {withCodeSamples} from './code-samples';
import {listOperations, mapStrings, type OpenApiDocument, type Tag} from './document';
import type {SampleCredentials} from './sample-credentials';

export interface ReferenceOptions {
  /** Public origin of the docs site; links starting with it become relative. */
  docsUrl: string;
  /** Names of the tags that get a page of their own. */
  tagPages: readonly string[];
  /** Keys the request samples send. */
  credentials: SampleCredentials;
}

/** The first sentence of a Markdown paragraph, for a page description. */
export function firstSentence(text: string): string {
  const paragraph = text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
  const match = paragraph.match(/^.*?[.!?](?=\s|$)/);
  return (match ? match[0] : paragraph).trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function referenceDocument(
  document: OpenApiDocument,
  options: ReferenceOptions,
): OpenApiDocument {
  const origin = options.docsUrl.replace(/\/$/, '');
  const linked = mapStrings(document, (text) =>
    text
      // Files served from static/ are not routes: pathname:// keeps the
      // broken-link checker from looking for a page.
      .replace(
        new RegExp(`\\]\\(${escapeRegExp(origin)}(/[^)\\s]+\\.(?:json|yaml))\\)`, 'g'),
        '](pathname://$1)',
      )
      .split(`](${origin}/`)
      .join('](/'),
  );
  const result = withCodeSamples(linked, options.credentials);

  const tags = result.tags ?? [];
  const renamed = new Map<string, string>();
  const kept: Tag[] = [];
  for (const tag of tags) {
    if (options.tagPages.includes(tag.name)) {
      const description = firstSentence(tag.description ?? tag.name).replace(/"/g, "'");
      kept.push({...tag, 'x-page-description': description});
    } else {
      renamed.set(tag.name, tag['x-displayName'] ?? tag.name);
    }
  }
  const missing = options.tagPages.filter((name) => !tags.some((tag) => tag.name === name));
  if (missing.length > 0) {
    throw new Error(
      `Tags with a page are not declared in the OpenAPI document: ${missing.join(', ')}`,
    );
  }
  result.tags = kept;

  for (const {operation} of listOperations(result)) {
    if (operation.tags) operation.tags = operation.tags.map((tag) => renamed.get(tag) ?? tag);
  }
  return result;
}
