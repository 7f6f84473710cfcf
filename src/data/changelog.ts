/**
 * The changelog ("API Updates"): one entry per change an integrator might
 * notice, newest first.
 *
 * Everything that shows a release reads this list: the changelog page
 * (src/components/Changelog) and so its Markdown twin (converted from the page),
 * the RSS, Atom and JSON feeds (plugins/changelog-feeds) and the OpenAPI
 * bundle, whose `info.version` is the newest entry's version (`apiVersion`
 * below, also the `%%apiVersion%%` placeholder of pages and the spec).
 * tests/unit/changelog.test.ts checks the entries against the specification.
 *
 * Text fields use the small Markdown subset of lib/openapi/inline-markdown.ts:
 * paragraphs (blank line between them), `code`, **strong**, *emphasis* and
 * [links](/docs/path) to site paths.
 */
import {kebabCase} from '../../lib/openapi/page-slugs';
import {identity} from '../identity';
import {testKeys} from '../../lib/sandbox/test-keys';

/** What a release changed: the HTTP API, the data behind it, or the browser widget. */
type ChangelogKind = 'api' | 'data' | 'widget';

export interface ChangelogEntry {
  /** Stable anchor and feed id: `<yyyy>-<mm>-<words>`. Never change a published one. */
  id: string;
  /**
   * ISO 8601 date at the precision the release is known to: `2026-04-01`,
   * `2026-04` (some day that month) or `2025` (some time that year). Feeds
   * date an entry at the first day of its period.
   */
  date: string;
  /** Overrides the date label of the heading when a release spanned months. */
  period?: string;
  title: string;
  kind: ChangelogKind;
  /**
   * For `api` entries, the version of the OpenAPI specification the release
   * published, where it was recorded; for `widget` entries, the widget's
   * version. The newest entry must have one: it is the API version.
   */
  version?: string;
  /** What changed and what to do about it (Markdown subset). */
  changes: string;
  /** Steps to follow, shown as a numbered list under their own heading. */
  steps?: {heading: string; items: string[]};
  /** operationIds of the specification the release changed (required for `api` entries). */
  operations?: string[];
  /** Pages to read about the change (site paths). */
  links?: {label: string; to: string}[];
}

const pinned = `\`@${identity.widget.majorVersion}\``;

export const changelog: readonly ChangelogEntry[] = [
  {
    id: '2026-04-kosovo-xkx',
    date: '2026-04',
    title: 'Kosovo uses XKX',
    kind: 'api',
    version: '4.11.0',
    changes:
      'Kosovo, which has no ISO 3166-1 code, now has the three-letter country code `XKX`: the `CountryIso3` schema lists it next to the ISO codes, addresses in Kosovo carry `country_iso: "XKX"`, and `XKX` is the `context` to search them. If your code checks country codes against a fixed ISO list, add this one.',
    operations: ['FindAddress', 'ResolveAddress', 'RetrieveAddress'],
  },
  {
    id: '2026-03-key-details',
    date: '2026-03',
    title: 'Richer key details',
    kind: 'api',
    changes:
      "[`GET /keys/{key}/details`](/docs/api/key-details) now returns the key's `name`, the `contexts` (countries) it may search, its `datasets` map and its notification settings, and [`PUT /keys/{key}/details`](/docs/api/update-key-details) accepts the same fields except `contexts`. Provisioning scripts and internal dashboards can manage these settings without the web interface.",
    operations: ['KeyDetails', 'UpdateKeyDetails'],
  },
  {
    id: '2026-02-monthly-limits',
    date: '2026-02',
    title: 'Monthly lookup limits',
    kind: 'api',
    changes:
      'A key can now carry a `monthly_limit` next to its daily limit and its per-IP limit. Once the allowance for the month is used up, requests fail with HTTP 402 and code `4021` until the limit resets, address suggestions included.',
    operations: ['KeyDetails', 'UpdateKeyDetails'],
    links: [{label: 'API key settings', to: '/docs/guides/api-key-settings'}],
  },
  {
    id: '2025-11-autocomplete-dataset-filter',
    date: '2025-11',
    title: 'Dataset filter on autocomplete',
    kind: 'api',
    changes:
      '[`GET /autocomplete/addresses`](/docs/api/find-address) takes a `dataset` parameter: a comma-separated list of dataset codes, such as `usps` or `paf,nyb`, that limits suggestions to those sources.',
    operations: ['FindAddress'],
  },
  {
    id: '2025-10-austria',
    date: '2025-10',
    period: 'October and November 2025',
    title: 'Austria',
    kind: 'data',
    changes:
      "Addresses from BEV, Austria's federal office for metrology and surveying, can be searched as the `bev` dataset.",
  },
  {
    id: '2025-06-belgium-south-korea-japan',
    date: '2025-06',
    title: 'Belgium, South Korea, Japan and more HERE regions',
    kind: 'data',
    changes:
      'Three new datasets, `fodbosa` (Belgium), `mois` (South Korea) and `upujp` (Japan), arrive together with further HERE regional datasets.',
  },
  {
    id: '2025-01-denmark-canada',
    date: '2025-01',
    title: 'Denmark and Canada',
    kind: 'data',
    changes:
      "Two national registers join: `sdfi`, Denmark's address register, and `cannar`, the National Address Register of Statistics Canada.",
  },
  {
    id: '2025-widget-2-3',
    date: '2025',
    title: 'Widget 2.3',
    kind: 'widget',
    version: '2.3',
    changes: `The 2.3 series updates the widget to the current release of its core library. Options, callbacks and CSS classes stay the same, so an upgrade within major version 2 needs no code change, and sites that pin ${pinned} received it on their own.`,
  },
  {
    id: '2024-08-widget-2-1-3-drops-ie11',
    date: '2024-08',
    title: 'Widget 2.1.3 drops Internet Explorer 11',
    kind: 'widget',
    version: '2.1.3',
    changes:
      'The bundled widget stops shipping code for Internet Explorer 11, so every visitor downloads a smaller script. A site that still has to support IE11 must pin an earlier 2.1 release.',
  },
  {
    id: '2024-05-us-address-verification',
    date: '2024-05',
    title: 'US address verification',
    kind: 'api',
    version: '4.6.0',
    changes:
      '[`POST /verify/addresses`](/docs/api/address-verify) checks a complete US address against USPS data and returns its CASS record.',
    operations: ['AddressVerify'],
    links: [
      {label: 'Address verification guide', to: '/docs/address-verification/getting-started'},
    ],
  },
  {
    id: '2024-04-norway-netherlands',
    date: '2024-04',
    title: 'Norway and the Netherlands',
    kind: 'data',
    changes:
      'Two datasets are added: `kartverket` for Norway (Svalbard and Jan Mayen included) and `kadaster` for the Netherlands. Look up Dutch postcodes with `context=NLD`.',
  },
  {
    id: '2024-01-more-here-countries',
    date: '2024-01',
    period: 'January and February 2024',
    title: 'More HERE countries',
    kind: 'data',
    changes: 'HERE coverage extends to more countries in Europe, Asia-Pacific and the Americas.',
  },
  {
    id: '2023-11-australia',
    date: '2023-11',
    title: 'Australia',
    kind: 'data',
    changes: "The `gnaf` dataset adds Australia's Geocoded National Address File.",
  },
  {
    id: '2023-07-global-coverage',
    date: '2023-07',
    title: 'Global coverage',
    kind: 'api',
    version: '4.0.0',
    changes:
      'HERE datasets extend address autocomplete to most countries. Suggestions and resolved addresses outside the UK and the US come in the UK shape (`/gbr`) or the US shape (`/usa`). The release renamed some operation ids in the specification; no path changed.',
    operations: ['FindAddress', 'ResolveAddress', 'RetrieveAddress'],
  },
  {
    id: '2023-03-addressbase-core',
    date: '2023-03',
    title: 'AddressBase Core',
    kind: 'data',
    changes: 'Ordnance Survey AddressBase Core is available on request as the `ab` dataset.',
  },
  {
    id: '2023-01-cleanse-eircode',
    date: '2023-01',
    title: 'Cleanse and Eircode',
    kind: 'api',
    changes:
      '[`POST /cleanse/addresses`](/docs/api/address-cleanse) matches a UK address written in free form, and [postcode lookup](/docs/api/postcodes) covers Irish Eircodes. Phone number validation starts returning carrier details, with more of them from April 2023.',
    operations: ['AddressCleanse', 'Postcodes', 'PhoneNumberValidation'],
  },
  {
    id: '2022-08-widget-2-0',
    date: '2022-08',
    title: "Widget 2.0 detects the visitor's country",
    kind: 'widget',
    version: '2.0',
    changes:
      "**Breaking change:** the widget now chooses the starting country from the visitor's IP address (`detectCountry`, on by default). Set `detectCountry: false` to start with `defaultCountry` every time.",
    steps: {
      heading: 'Upgrading from 1.x',
      items: [
        `Change the pinned major version in your script tag or \`package.json\` to ${pinned}.`,
        'If your form serves a single country, set `detectCountry: false` and `defaultCountry` (for example `"USA"`), so that visitors abroad still start in that country.',
        'If you limit the widget to one country with `restrictCountries`, set `hideToolbar: true` as well: otherwise the country toolbar is still drawn.',
        `Test with the key \`${testKeys.usable}\`, then with your live key from a page on one of its allowed URLs.`,
      ],
    },
    links: [{label: 'Default country', to: '/docs/address-lookup/default-country'}],
  },
  {
    id: '2022-03-widget-us-addresses',
    date: '2022-03',
    title: 'US addresses in the widget',
    kind: 'widget',
    changes: 'The widget can search US addresses and fill forms in the `usa` output format.',
  },
  {
    id: '2021-06-widget-injected-styles',
    date: '2021-06',
    title: 'Styles injected by default',
    kind: 'widget',
    changes:
      'The widget adds its default stylesheet to the page itself (`injectStyle: true`). Under a strict Content Security Policy, set `injectStyle: false` and load the stylesheet yourself.',
    links: [{label: 'Default styling', to: '/docs/address-lookup/default-styling'}],
  },
];

/**
 * The version of the API and of its OpenAPI specification: the newest API
 * entry's that records one (widget entries carry the widget's versions).
 */
export const apiVersion: string = (() => {
  const version = changelog.find((entry) => entry.kind === 'api' && entry.version)?.version;
  if (!version) {
    throw new Error(
      'src/data/changelog.ts: no API entry has a version; the newest one that does sets the API version.',
    );
  }
  return version;
})();

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The entry's date as readers see it: "April 2026", "2025", or its `period`. */
export function dateLabel(entry: ChangelogEntry): string {
  if (entry.period) return entry.period;
  const [year, month, day] = entry.date.split('-');
  if (!month) return year;
  const monthYear = `${MONTHS[Number(month) - 1]} ${year}`;
  return day ? `${Number(day)} ${monthYear}` : monthYear;
}

/** The entry's heading text: date label, then title. */
export function entryHeading(entry: ChangelogEntry): string {
  return `${dateLabel(entry)}: ${entry.title}`;
}

/** Start of the entry's period as a UTC timestamp (ISO 8601), for the feeds. */
export function entryTimestamp(entry: ChangelogEntry): string {
  const [year, month = '01', day = '01'] = entry.date.split('-');
  return `${year}-${month}-${day}T00:00:00Z`;
}

/** Site path of an operation's reference page, named as the API docs generator names it. */
export function operationPath(operationId: string): string {
  return `/docs/api/${kebabCase(operationId)}`;
}

/** Entries grouped by year, newest year first, in list order. */
export function changelogByYear(
  entries: readonly ChangelogEntry[] = changelog,
): {year: string; entries: ChangelogEntry[]}[] {
  const years: {year: string; entries: ChangelogEntry[]}[] = [];
  for (const entry of entries) {
    const year = entry.date.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.entries.push(entry);
    else years.push({year, entries: [entry]});
  }
  return years;
}

/** Anchor of a year heading. */
export function yearId(year: string): string {
  return `year-${year}`;
}

/** A table-of-contents item, the shape Docusaurus gives MDX headings. */
export interface TocItem {
  /** Heading text as HTML. */
  value: string;
  id: string;
  level: number;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's table of contents: a level-2 item per year and a level-3 item
 * per entry, with the anchors the component renders.
 */
export function changelogToc(entries: readonly ChangelogEntry[] = changelog): TocItem[] {
  return changelogByYear(entries).flatMap(({year, entries: inYear}) => [
    {value: year, id: yearId(year), level: 2},
    ...inYear.map((entry) => ({value: escapeHtml(entryHeading(entry)), id: entry.id, level: 3})),
  ]);
}

/** Site path of the changelog page; the feeds link to its entries' anchors. */
export const changelogPath = '/docs/changelog';

/** The changelog feeds, written by plugins/changelog-feeds and advertised by the page. */
export const changelogFeeds = [
  {format: 'rss', label: 'RSS 2.0', path: '/docs/changelog/rss.xml', type: 'application/rss+xml'},
  {
    format: 'atom',
    label: 'Atom 1.0',
    path: '/docs/changelog/atom.xml',
    type: 'application/atom+xml',
  },
  {
    format: 'json',
    label: 'JSON Feed 1.1',
    path: '/docs/changelog/feed.json',
    type: 'application/feed+json',
  },
] as const;
