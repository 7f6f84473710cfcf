/**
 * Pure builders of the changelog feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1,
 * from the changelog entries (src/data/changelog.ts), serialised by the `feed`
 * package (the one Docusaurus's blog uses). No clock is read: every date comes
 * from the entries, so two builds of the same commit write the same bytes.
 */
import {Feed} from 'feed';
import {parse, type Inline} from '../../lib/openapi/inline-markdown';
import {
  changesByOperation,
  documentationOnlySentence,
  type ReleaseChanges,
} from '../../src/data/api-changes';
import {
  entryHeading,
  entryTimestamp,
  operationPath,
  type ChangelogEntry,
} from '../../src/data/changelog';

/** An entry as the feeds carry it: with its release's generated changes, when its documents were kept. */
export type FeedEntry = ChangelogEntry & {generated?: ReleaseChanges};

export interface FeedOptions {
  /** Public origin of the site, no trailing slash (`https://docs.example`). */
  siteUrl: string;
  /** Site path of the changelog page; entry links are `<page>#<entry id>`. */
  pagePath: string;
  /** Feed title, e.g. "<name> API Updates". */
  title: string;
  /** One sentence on what the feed carries. */
  description: string;
  /** Author of the entries (the provider's name). */
  author: string;
  /** Site paths of the three feeds, each feed names itself. */
  paths: {rss: string; atom: string; json: string};
}

type Format = keyof FeedOptions['paths'];

function absolute(options: FeedOptions, routePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(routePath)) return routePath;
  return `${options.siteUrl.replace(/\/+$/, '')}${routePath.startsWith('/') ? '' : '/'}${routePath}`;
}

/** Escapes text for HTML element content. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function inlineHtml(nodes: Inline[], options: FeedOptions): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value);
        case 'code':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'strong':
          return `<strong>${inlineHtml(node.children, options)}</strong>`;
        case 'emphasis':
          return `<em>${inlineHtml(node.children, options)}</em>`;
        case 'link':
          return `<a href="${escapeHtml(absolute(options, node.href))}">${inlineHtml(node.children, options)}</a>`;
      }
    })
    .join('');
}

function markdownHtml(markdown: string, entry: FeedEntry, options: FeedOptions): string[] {
  const paragraphs = parse(markdown);
  if (!paragraphs) {
    throw new Error(`src/data/changelog.ts: entry "${entry.id}" leaves the Markdown subset.`);
  }
  return paragraphs.map((paragraph) => inlineHtml(paragraph, options));
}

/** Link to the entry's heading on the changelog page; also its id in every feed. */
function entryUrl(entry: FeedEntry, options: FeedOptions): string {
  return `${absolute(options, options.pagePath)}#${entry.id}`;
}

const KIND_LABELS = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
};

/** The release's generated changes as HTML, grouped by operation, breaking changes flagged. */
export function generatedHtml(release: ReleaseChanges, options: FeedOptions): string[] {
  const parts = ['<h4>Changes in the specification</h4>'];
  const documentationOnly = documentationOnlySentence(release);
  if (documentationOnly) return [...parts, `<p>${escapeHtml(documentationOnly)}</p>`];
  for (const {operation, changes} of changesByOperation(release.changes)) {
    const label = `<code>${escapeHtml(`${operation.method} ${operation.path}`)}</code>`;
    const heading = operation.operationId
      ? `<a href="${escapeHtml(absolute(options, operationPath(operation.operationId)))}">${label}</a> (${escapeHtml(operation.operationId)})`
      : label;
    const items = changes.map((change) => {
      const flag = change.level === 'breaking' ? '<strong>Breaking:</strong> ' : '';
      const [message] = parse(change.message) ?? [[{type: 'text' as const, value: change.message}]];
      return `<li>${flag}${KIND_LABELS[change.kind]}: ${inlineHtml(message!, options)}</li>`;
    });
    parts.push(`<p>${heading}</p>`, `<ul>${items.join('')}</ul>`);
  }
  return parts;
}

/** Whether the generated list names the entry's operations (so the hand-written line is left out). */
function hasGeneratedChanges(entry: FeedEntry): boolean {
  return (entry.generated?.changes.length ?? 0) > 0;
}

/** The entry's body as HTML: what changed, steps, generated changes, operations and links, all URLs absolute. */
export function entryHtml(entry: FeedEntry, options: FeedOptions): string {
  const parts = markdownHtml(entry.changes, entry, options).map((html) => `<p>${html}</p>`);
  if (entry.steps) {
    const items = entry.steps.items.map(
      (item) => `<li>${markdownHtml(item, entry, options).join(' ')}</li>`,
    );
    parts.push(`<h4>${escapeHtml(entry.steps.heading)}</h4>`, `<ol>${items.join('')}</ol>`);
  }
  if (entry.generated) parts.push(...generatedHtml(entry.generated, options));
  if (entry.operations?.length && !hasGeneratedChanges(entry)) {
    const links = entry.operations.map(
      (id) =>
        `<a href="${escapeHtml(absolute(options, operationPath(id)))}"><code>${id}</code></a>`,
    );
    parts.push(`<p>Operations changed: ${links.join(', ')}</p>`);
  }
  if (entry.links?.length) {
    const links = entry.links.map(
      (link) => `<a href="${escapeHtml(absolute(options, link.to))}">${escapeHtml(link.label)}</a>`,
    );
    parts.push(`<p>Read more: ${links.join(', ')}</p>`);
  }
  return parts.join('\n');
}

/** Categories of an entry: its kind, and its version when it has one. */
function categories(entry: FeedEntry): string[] {
  return [entry.kind, ...(entry.version ? [`${entry.kind}-${entry.version}`] : [])];
}

function newest(entries: readonly FeedEntry[]): string {
  const dates = entries.map(entryTimestamp).sort();
  const last = dates.at(-1);
  if (!last) throw new Error('plugins/changelog-feeds: the changelog has no entries.');
  return last;
}

/**
 * The changelog as a `feed` Feed for one format. The formats differ in where
 * they want an item's pieces: RSS carries the body in `<description>`, Atom
 * and JSON Feed as content; Atom declares titles HTML (`type="html"`), so the
 * heading is escaped there; Atom's categories are terms, the others' names.
 */
function changelogFeed(entries: readonly FeedEntry[], options: FeedOptions, format: Format) {
  const page = absolute(options, options.pagePath);
  const feed = new Feed({
    id: page,
    title: options.title,
    description: options.description,
    link: page,
    language: 'en',
    // The newest entry's date, not the build's: the bytes do not depend on the clock.
    updated: new Date(newest(entries)),
    feedLinks: {
      rss: absolute(options, options.paths.rss),
      atom: absolute(options, options.paths.atom),
      json: absolute(options, options.paths.json),
    },
    // JSON Feed 1.1 names its authors in `authors` (below), `author` is 1.0's.
    author: format === 'json' ? undefined : {name: options.author},
    // Required by feed's type; an empty one writes no element.
    copyright: '',
  });
  for (const entry of entries) {
    const url = entryUrl(entry, options);
    const date = new Date(entryTimestamp(entry));
    const html = entryHtml(entry, options);
    feed.addItem({
      title: format === 'atom' ? escapeHtmlText(entryHeading(entry)) : entryHeading(entry),
      id: url,
      link: url,
      date,
      published: date,
      ...(format === 'rss' ? {description: html} : {content: html}),
      category: categories(entry).map((term) => (format === 'atom' ? {term} : {name: term})),
    });
  }
  if (format === 'json') {
    // feed writes JSON Feed 1.0 fields; these top-level members make it 1.1
    // (each replaces or adds the member of that name, in place).
    feed.addExtension({name: 'version', objects: 'https://jsonfeed.org/version/1.1'});
    feed.addExtension({name: 'language', objects: 'en'});
    feed.addExtension({name: 'authors', objects: [{name: options.author}]});
  }
  return feed;
}

/** RSS 2.0, with an `atom:link rel="self"` as the RSS Advisory Board recommends. */
export function renderRss(entries: readonly FeedEntry[], options: FeedOptions): string {
  return `${changelogFeed(entries, options, 'rss').rss2()}\n`;
}

/**
 * Atom 1.0 (RFC 4287), with `xml:lang="en"` on the feed element: `feed` 4.2.2
 * writes none (its RSS has `<language>`, its JSON Feed our `language`).
 */
export function renderAtom(entries: readonly FeedEntry[], options: FeedOptions): string {
  const atom = changelogFeed(entries, options, 'atom').atom1();
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!atom.includes(root)) {
    throw new Error(
      'plugins/changelog-feeds: the Atom feed has no <feed> element to set xml:lang on.',
    );
  }
  return `${atom.replace(root, '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')}\n`;
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1). */
export function renderJsonFeed(entries: readonly FeedEntry[], options: FeedOptions): string {
  return `${changelogFeed(entries, options, 'json').json1()}\n`;
}

/** The three feeds by site path. */
export function renderFeeds(
  entries: readonly FeedEntry[],
  options: FeedOptions,
): Map<string, string> {
  return new Map([
    [options.paths.rss, renderRss(entries, options)],
    [options.paths.atom, renderAtom(entries, options)],
    [options.paths.json, renderJsonFeed(entries, options)],
  ]);
}

/**
 * The machine-readable changelog: the API version, then every entry with its
 * URL and (API releases) its generated changes, as JSON. The plugin writes it
 * at `changesPath`; the MCP package carries the same text (config/agent-docs.ts).
 */
export function renderChanges(
  entries: readonly FeedEntry[],
  apiVersion: string,
  options: FeedOptions,
): string {
  const listed = entries.map((entry) => ({url: entryUrl(entry, options), ...entry}));
  return `${JSON.stringify({apiVersion, entries: listed}, null, 2)}\n`;
}
