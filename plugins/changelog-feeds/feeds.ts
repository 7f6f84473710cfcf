/**
 * Pure builders of the changelog feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1,
 * from the changelog entries (src/data/changelog.ts). No clock is read: every
 * date comes from the entries, so two builds of the same commit write the
 * same bytes.
 */
import {parse, type Inline} from '../../lib/openapi/inline-markdown';
import {
  entryHeading,
  entryTimestamp,
  operationPath,
  type ChangelogEntry,
} from '../../src/data/changelog';

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

function absolute(options: FeedOptions, routePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(routePath)) return routePath;
  return `${options.siteUrl.replace(/\/+$/, '')}${routePath.startsWith('/') ? '' : '/'}${routePath}`;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function inlineHtml(nodes: Inline[], options: FeedOptions): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeXml(node.value);
        case 'code':
          return `<code>${escapeXml(node.value)}</code>`;
        case 'strong':
          return `<strong>${inlineHtml(node.children, options)}</strong>`;
        case 'emphasis':
          return `<em>${inlineHtml(node.children, options)}</em>`;
        case 'link':
          return `<a href="${escapeXml(absolute(options, node.href))}">${inlineHtml(node.children, options)}</a>`;
      }
    })
    .join('');
}

function markdownHtml(markdown: string, entry: ChangelogEntry, options: FeedOptions): string[] {
  const paragraphs = parse(markdown);
  if (!paragraphs) {
    throw new Error(`src/data/changelog.ts: entry "${entry.id}" leaves the Markdown subset.`);
  }
  return paragraphs.map((paragraph) => inlineHtml(paragraph, options));
}

/** Link to the entry's heading on the changelog page; also its id in every feed. */
export function entryUrl(entry: ChangelogEntry, options: FeedOptions): string {
  return `${absolute(options, options.pagePath)}#${entry.id}`;
}

/** The entry's body as HTML: what changed, steps, operations and links, all URLs absolute. */
export function entryHtml(entry: ChangelogEntry, options: FeedOptions): string {
  const parts = markdownHtml(entry.changes, entry, options).map((html) => `<p>${html}</p>`);
  if (entry.steps) {
    const items = entry.steps.items.map(
      (item) => `<li>${markdownHtml(item, entry, options).join(' ')}</li>`,
    );
    parts.push(`<h4>${escapeXml(entry.steps.heading)}</h4>`, `<ol>${items.join('')}</ol>`);
  }
  if (entry.operations?.length) {
    const links = entry.operations.map(
      (id) => `<a href="${escapeXml(absolute(options, operationPath(id)))}"><code>${id}</code></a>`,
    );
    parts.push(`<p>Operations changed: ${links.join(', ')}</p>`);
  }
  if (entry.links?.length) {
    const links = entry.links.map(
      (link) => `<a href="${escapeXml(absolute(options, link.to))}">${escapeXml(link.label)}</a>`,
    );
    parts.push(`<p>Read more: ${links.join(', ')}</p>`);
  }
  return parts.join('\n');
}

/** Categories of an entry: its kind, and its version when it has one. */
function categories(entry: ChangelogEntry): string[] {
  return [entry.kind, ...(entry.version ? [`${entry.kind}-${entry.version}`] : [])];
}

function newest(entries: readonly ChangelogEntry[]): string {
  const dates = entries.map(entryTimestamp).sort();
  const last = dates.at(-1);
  if (!last) throw new Error('plugins/changelog-feeds: the changelog has no entries.');
  return last;
}

/** RFC 822 date, as RSS 2.0 wants it (`Wed, 01 Apr 2026 00:00:00 GMT`). */
export function rfc822(timestamp: string): string {
  return new Date(timestamp).toUTCString();
}

/** RSS 2.0, with an `atom:link rel="self"` as the RSS Advisory Board recommends. */
export function renderRss(entries: readonly ChangelogEntry[], options: FeedOptions): string {
  const items = entries.map((entry) =>
    [
      '    <item>',
      `      <title>${escapeXml(entryHeading(entry))}</title>`,
      `      <link>${escapeXml(entryUrl(entry, options))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(entryUrl(entry, options))}</guid>`,
      `      <pubDate>${rfc822(entryTimestamp(entry))}</pubDate>`,
      ...categories(entry).map((term) => `      <category>${escapeXml(term)}</category>`),
      `      <description>${escapeXml(entryHtml(entry, options))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(absolute(options, options.pagePath))}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${rfc822(newest(entries))}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absolute(options, options.paths.rss))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 (RFC 4287). */
export function renderAtom(entries: readonly ChangelogEntry[], options: FeedOptions): string {
  const items = entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${escapeXml(entryUrl(entry, options))}</id>`,
      `    <title>${escapeXml(entryHeading(entry))}</title>`,
      `    <updated>${entryTimestamp(entry)}</updated>`,
      `    <published>${entryTimestamp(entry)}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entryUrl(entry, options))}"/>`,
      ...categories(entry).map((term) => `    <category term="${escapeXml(term)}"/>`),
      `    <content type="html">${escapeXml(entryHtml(entry, options))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(absolute(options, options.pagePath))}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.description)}</subtitle>`,
    `  <updated>${newest(entries)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(options, options.paths.atom))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute(options, options.pagePath))}"/>`,
    `  <author><name>${escapeXml(options.author)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1). */
export function renderJsonFeed(entries: readonly ChangelogEntry[], options: FeedOptions): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: options.title,
    home_page_url: absolute(options, options.pagePath),
    feed_url: absolute(options, options.paths.json),
    description: options.description,
    language: 'en',
    authors: [{name: options.author}],
    items: entries.map((entry) => ({
      id: entryUrl(entry, options),
      url: entryUrl(entry, options),
      title: entryHeading(entry),
      content_html: entryHtml(entry, options),
      date_published: entryTimestamp(entry),
      tags: categories(entry),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** The three feeds by site path. */
export function renderFeeds(
  entries: readonly ChangelogEntry[],
  options: FeedOptions,
): Map<string, string> {
  return new Map([
    [options.paths.rss, renderRss(entries, options)],
    [options.paths.atom, renderAtom(entries, options)],
    [options.paths.json, renderJsonFeed(entries, options)],
  ]);
}
