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
import {withCodeSamples, type SampleCredentials} from '../openapi-samples';

type Json = Record<string, unknown>;

interface Tag {
  name: string;
  description?: string;
  'x-displayName'?: string;
  [key: string]: unknown;
}

export interface ReferenceOptions {
  /** Public origin of the docs site; links starting with it become relative. */
  docsUrl: string;
  /** Names of the tags that get a page of their own. */
  tagPages: readonly string[];
  credentials?: SampleCredentials;
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

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    );
  }
  return value;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function referenceDocument<T extends Json>(document: T, options: ReferenceOptions): T {
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
  ) as Json;
  const result = withCodeSamples(linked, options.credentials);

  const tags = (result.tags ?? []) as Tag[];
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

  for (const pathItem of Object.values((result.paths ?? {}) as Json)) {
    for (const method of HTTP_METHODS) {
      const operation = (pathItem as Json)[method] as {tags?: string[]} | undefined;
      if (operation?.tags) {
        operation.tags = operation.tags.map((tag) => renamed.get(tag) ?? tag);
      }
    }
  }
  return result as T;
}
