/**
 * The changelog feeds (plugins/changelog-feeds/feeds.ts, serialised by the
 * `feed` package): each parses with a real XML or JSON parser and has the
 * elements its format requires, uses the entries' stable anchors, absolute
 * URLs on the docs origin, and no clock.
 */
import {describe, expect, it} from 'vitest';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {
  entryHtml,
  renderAtom,
  renderFeeds,
  renderJsonFeed,
  renderRss,
} from '../../plugins/changelog-feeds/feeds';
import {changelogFeedsOptions} from '../../config/changelog-feeds';
import {changelog, changelogFeeds, type ChangelogEntry} from '../../src/data/changelog';
import {identity} from '../../src/identity';

const options = changelogFeedsOptions.feed;
const page = `${identity.urls.docs}/docs/changelog`;
const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@'});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : [value]) as Node[];

function parseXml(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parser.parse(xml) as Node;
}

const sample: ChangelogEntry[] = [
  {
    id: '2026-05-sample-two',
    date: '2026-05-14',
    title: 'Ampersands & <angle> brackets',
    kind: 'api',
    version: '9.9.0',
    changes: 'Read [the guide](/docs/guides/testing) about `a < b` & **more**.',
    operations: ['FindAddress'],
  },
  {
    id: '2019-widget-sample',
    date: '2019',
    title: 'Old widget',
    kind: 'widget',
    changes: 'Plain text.',
  },
];

describe('RSS 2.0', () => {
  it('parses as XML with channel title, link, description and a guid per item', () => {
    const rss = parseXml(renderRss(changelog, options)).rss as Node;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel as Node;
    expect(channel.title).toBe(`${identity.name} API Updates`);
    expect(channel.link).toBe(page);
    expect(String(channel.description).length).toBeGreaterThan(20);
    const items = list(channel.item);
    expect(items).toHaveLength(changelog.length);
    items.forEach((item, index) => {
      const url = `${page}#${changelog[index].id}`;
      expect(item.link).toBe(url);
      // A guid without isPermaLink is a permalink (RSS 2.0): the entry's URL.
      expect(item.guid).toBe(url);
      expect(item.title).toBeTruthy();
      expect(String(item.pubDate)).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/);
    });
  });

  it('dates the channel with the newest entry, not the build time', () => {
    const channel = (parseXml(renderRss(sample, options)).rss as Node).channel as Node;
    expect(channel.lastBuildDate).toBe('Thu, 14 May 2026 00:00:00 GMT');
    expect(list(channel.item)[1].pubDate).toBe('Tue, 01 Jan 2019 00:00:00 GMT');
  });
});

describe('Atom 1.0', () => {
  it('parses as XML with feed id, title, updated and entries with id, title, updated and link', () => {
    const feed = parseXml(renderAtom(changelog, options)).feed as Node;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    // feed 4.2.2 writes no xml:lang; renderAtom restores it.
    expect(feed['@xml:lang']).toBe('en');
    expect(feed.id).toBe(page);
    expect(feed.title).toBe(`${identity.name} API Updates`);
    expect(feed.updated).toBe('2026-04-01T00:00:00.000Z');
    const entries = list(feed.entry);
    expect(entries).toHaveLength(changelog.length);
    entries.forEach((entry, index) => {
      const url = `${page}#${changelog[index].id}`;
      expect(entry.id).toBe(url);
      expect(entry.title).toBeTruthy();
      expect(String(entry.updated)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      expect((entry.link as Node)['@href']).toBe(url);
    });
    const self = list(feed.link).find((link) => link['@rel'] === 'self');
    expect(self?.['@href']).toBe(`${identity.urls.docs}/docs/changelog/atom.xml`);
  });
});

describe('JSON Feed 1.1', () => {
  it('parses as JSON with the version URL, a title and an id per item', () => {
    const feed = JSON.parse(renderJsonFeed(changelog, options)) as {
      version: string;
      title: string;
      feed_url: string;
      home_page_url: string;
      items: {id: string; url: string; content_html: string; date_published: string}[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    // 1.1's members, not 1.0's `author`.
    expect(feed).toMatchObject({language: 'en', authors: [{name: identity.name}]});
    expect(feed).not.toHaveProperty('author');
    expect(feed.title).toBe(`${identity.name} API Updates`);
    expect(feed.feed_url).toBe(`${identity.urls.docs}/docs/changelog/feed.json`);
    expect(feed.home_page_url).toBe(page);
    expect(feed.items.map((item) => item.id)).toEqual(
      changelog.map((entry) => `${page}#${entry.id}`),
    );
    for (const item of feed.items) {
      expect(item.content_html.length).toBeGreaterThan(10);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    }
  });
});

describe('feed content', () => {
  it('escapes entry text and makes every link absolute on the docs origin', () => {
    const html = entryHtml(sample[0], options);
    expect(html).toContain(`<a href="${identity.urls.docs}/docs/guides/testing">the guide</a>`);
    expect(html).toContain('<code>a &lt; b</code> &amp; <strong>more</strong>');
    expect(html).toContain(`<a href="${identity.urls.docs}/docs/api/find-address">`);
    const rss = parseXml(renderRss(sample, options));
    const item = list(((rss.rss as Node).channel as Node).item)[0];
    expect(item.title).toBe('14 May 2026: Ampersands & <angle> brackets');
    expect(item.description).toContain('<code>a &lt; b</code>');
    // Atom declares its titles HTML: the heading's text is escaped once more.
    const entry = list((parseXml(renderAtom(sample, options)).feed as Node).entry)[0];
    expect(entry.title).toEqual({
      '#text': '14 May 2026: Ampersands &amp; &lt;angle&gt; brackets',
      '@type': 'html',
    });
    const json = JSON.parse(renderJsonFeed(sample, options)) as {items: {title: string}[]};
    expect(json.items[0].title).toBe('14 May 2026: Ampersands & <angle> brackets');
  });

  it('dates an entry known only by year at the start of that year', () => {
    const feed = JSON.parse(renderJsonFeed(sample, options)) as {
      items: {date_published: string}[];
    };
    expect(feed.items[1].date_published).toBe('2019-01-01T00:00:00.000Z');
  });

  it('writes the three feeds at the paths the changelog page advertises, identically twice', () => {
    const first = renderFeeds(changelog, options);
    expect([...first.keys()].sort()).toEqual(changelogFeeds.map((feed) => feed.path).sort());
    expect(renderFeeds(changelog, options)).toEqual(first);
  });
});

describe('generated changes in the feeds', () => {
  const release = {
    entryId: '2026-05-sample-two',
    since: '2019-widget-sample',
    changes: [
      {
        rule: 'response-required-property-removed' as const,
        level: 'breaking' as const,
        kind: 'removed' as const,
        operation: {method: 'GET', path: '/keys/{key}', operationId: 'KeyAvailability'},
        message: 'Removed the response field `result.available` (200).',
      },
    ],
    documentation: {operations: 0, document: false},
  };

  it('carry the release’s changes by operation, breaking ones flagged, instead of the hand-written operations line', () => {
    const html = entryHtml({...sample[0], generated: release}, options);
    expect(html).toContain('<h4>Changes in the specification</h4>');
    expect(html).toContain(
      `<p><a href="${identity.urls.docs}/docs/api/key-availability"><code>GET /keys/{key}</code></a> (KeyAvailability)</p>`,
    );
    expect(html).toContain(
      '<li><strong>Breaking:</strong> Removed: Removed the response field <code>result.available</code> (200).</li>',
    );
    expect(html).not.toContain('Operations changed');
    for (const text of [renderRss, renderAtom, renderJsonFeed].map((render) =>
      render([{...sample[0], generated: release}], options),
    )) {
      expect(text).toContain('Removed the response field');
    }
  });

  it('say so in one sentence when only documentation changed', () => {
    const html = entryHtml(
      {
        ...sample[0],
        generated: {...release, changes: [], documentation: {operations: 3, document: false}},
      },
      options,
    );
    expect(html).toContain(
      '<p>No path, parameter or schema changed; the descriptions or examples of 3 operations did.</p>',
    );
    expect(html).toContain('Operations changed');
  });
});
