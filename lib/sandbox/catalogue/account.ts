/**
 * The initial state of the sandbox's account, which management operations
 * read and write: the management key `uk_test` owns two API keys.
 *
 * - `ak_test`, the ordinary test key: its details, its one config and the
 *   log of its paid lookups;
 * - `ak_sublicensing`, a sublicensing key: its one licensee
 *   (`sl_test_bakery`) and the log of the lookups made for it.
 *
 * Every figure a management answer shows is computed from the logs (see
 * `accountOf`): the usage per day, what the daily and monthly limits have
 * consumed, what the purchase has consumed and the balance left. Test
 * lookups are free, so no log lists one: only real searches of the dataset.
 * Every sandbox instance starts from these.
 */
import {testKeys} from '../test-keys';
import {SANDBOX_TIME} from './shared';

/** One paid lookup of a key's log: what a row of the Key Logs CSV shows. */
export interface LoggedLookup {
  /** ISO 8601, before the sandbox's clock. */
  time: string;
  ip: string;
  /** The search term or identifier looked up (never a test input). */
  term: string;
  /** The page the request came from. */
  url: string;
  type: string;
  /** The request's `tags`, comma separated. */
  tags: string;
  cost: number;
  /** The licensee's `sl_` key (sublicensing keys only). */
  licensee?: string;
}

/** A licensee of a sublicensing key, as Retrieve Licensee returns it. */
export interface LicenseeSeed {
  id: string;
  key: string;
  name: string;
  address: string;
  postcode: string;
  whitelist: string[];
  daily: {limit: number | null};
  createdAt: string;
}

/** What a key starts with; the figures of its details are computed from `log`. */
export interface KeySeed {
  details: Record<string, unknown>;
  /** Lookups bought in the key's one purchase (`null`: a key billed to the account). */
  purchased: number | null;
  sublicensing: boolean;
  licensees: LicenseeSeed[];
  configs: {name: string; payload: string; createdAt: string; updatedAt: string}[];
  log: LoggedLookup[];
}

const checkoutShop = 'https://shop.example.com';
const bakery = 'https://harbourstreetbakery.example';

/** A lookup of `ak_test`'s log. */
const paid = (
  time: string,
  term: string,
  type: string,
  page: string,
  tags = 'checkout',
  ip = '198.51.100.7',
): LoggedLookup => ({time, ip, term, url: `${checkoutShop}/${page}`, type, tags, cost: 1});

/** What `ak_test` and `ak_sublicensing` share in their details. */
const sharedDetails = {
  individual_limit: {limit: 25},
  allowed_urls: [] as string[],
  ip_forwarding: false,
  redact_days: 21,
  contexts: ['USA', 'GBR'],
  datasets: {
    usps: true,
    paf: true,
    pafa: true,
    pafw: true,
    mr: true,
    nyb: true,
    ecaf: true,
    ecad: true,
    gnaf: true,
    herewe: true,
    kadaster: true,
    kartverket: true,
    email: true,
    phone: true,
    uspscleanse: true,
    gbrcleanse: true,
  },
  automated_topups: {enabled: false},
};

/** The keys the management key `uk_test` owns, by key. */
export const initialAccount: Readonly<Record<string, KeySeed>> = {
  [testKeys.usable]: {
    details: {
      name: 'Sandbox test key',
      daily_limit: {limit: 1000},
      monthly_limit: {limit: null},
      ...sharedDetails,
      notifications: {
        emails: ['ops@shop.example.com'],
        enabled: true,
        balance_threshold: 20,
        no_balance: true,
        limit_reached: true,
      },
    },
    purchased: 100,
    sublicensing: false,
    licensees: [],
    configs: [
      {
        name: 'woocommerce',
        payload: '{"checkout":true,"account":true,"defaultCountry":"USA"}',
        createdAt: '2026-01-05T16:20:00.000Z',
        updatedAt: '2026-02-11T08:45:27.000Z',
      },
    ],
    log: [
      paid('2026-02-24T09:12:40.000Z', '1200 pearl st', 'autocomplete_usa', 'checkout'),
      paid('2026-02-24T15:31:02.000Z', 'SW1A 2AA', 'postcode', 'account', ''),
      paid(
        '2026-02-26T11:02:19.000Z',
        '1200 pearl st',
        'autocomplete_usa',
        'checkout',
        'checkout,web',
      ),
      paid(
        '2026-02-27T10:48:55.000Z',
        '1200 Pearl Street Suite 210, Boulder, CO 80302',
        'verify',
        'checkout',
      ),
      paid('2026-02-28T13:20:07.000Z', 'jane.doe@example.com', 'email', 'account', ''),
      paid(
        '2026-03-01T08:05:44.000Z',
        '1200 pearl st',
        'autocomplete_usa',
        'checkout',
        'checkout,web',
      ),
      paid('2026-03-01T09:41:13.000Z', '10 downing st', 'autocomplete_gbr', 'checkout'),
      paid('2026-03-01T12:17:36.000Z', 'SW1A 2AA', 'postcode', 'account', '', '198.51.100.23'),
      paid('2026-03-01T16:52:01.000Z', '23747771', 'udprn', 'account', ''),
      paid('2026-03-01T19:30:28.000Z', '+1 303 555 0142', 'phone', 'checkout'),
      paid(
        '2026-03-02T07:58:12.000Z',
        '1200 pearl st',
        'autocomplete_usa',
        'checkout',
        'checkout,web',
      ),
      paid('2026-03-02T09:14:50.000Z', '1200 pearl st', 'autocomplete_usa', 'checkout'),
      paid(
        '2026-03-02T10:03:37.000Z',
        'Prime Minister, 10 Downing St, London, SW1A 2AA',
        'cleanse',
        'account',
        '',
        '198.51.100.23',
      ),
      paid('2026-03-02T11:26:04.000Z', '10 downing street london', 'addresses', 'account', ''),
      paid('2026-03-02T12:40:21.000Z', 'jane.doe@example.com', 'email', 'checkout'),
      paid('2026-03-02T13:11:45.000Z', '50906066', 'umprn', 'account', ''),
      paid(
        '2026-03-02T13:52:09.000Z',
        '1200 pearl st',
        'autocomplete_usa',
        'checkout',
        'checkout,web',
      ),
    ],
  },
  [testKeys.sublicensing]: {
    details: {
      name: 'Sublicensing test key',
      daily_limit: {limit: null},
      monthly_limit: {limit: null},
      ...sharedDetails,
      notifications: {
        emails: ['ops@platform.example.com'],
        enabled: true,
        balance_threshold: null,
        no_balance: false,
        limit_reached: true,
      },
    },
    purchased: null,
    sublicensing: true,
    licensees: [
      {
        id: '4120',
        key: 'sl_test_bakery',
        name: 'Harbour Street Bakery Ltd',
        address: '14 Harbour Street, Whitstable',
        postcode: 'CT5 1AH',
        whitelist: [bakery],
        daily: {limit: 500},
        createdAt: '2025-11-18T10:12:40.000Z',
      },
    ],
    configs: [],
    log: [
      {
        time: '2026-03-01T10:14:02.000Z',
        ip: '198.51.100.41',
        term: 'SW1A 2AA',
        url: `${bakery}/checkout`,
        type: 'postcode',
        tags: '',
        cost: 1,
        licensee: 'sl_test_bakery',
      },
      {
        time: '2026-03-02T11:40:55.000Z',
        ip: '198.51.100.41',
        term: '10 downing st',
        url: `${bakery}/checkout`,
        type: 'autocomplete_gbr',
        tags: 'checkout',
        cost: 1,
        licensee: 'sl_test_bakery',
      },
    ],
  },
};

/** Start of the UTC day (`day`) or month (`month`) of an ISO time. */
function periodStart(time: string, period: 'day' | 'month'): string {
  return period === 'day'
    ? `${time.slice(0, 10)}T00:00:00.000Z`
    : `${time.slice(0, 7)}-01T00:00:00.000Z`;
}

/** The lookups of a log since the start of the sandbox clock's day or month. */
function consumedSince(log: readonly LoggedLookup[], period: 'day' | 'month'): number {
  const from = periodStart(SANDBOX_TIME, period);
  return log
    .filter((entry) => entry.time >= from && entry.time <= SANDBOX_TIME)
    .reduce((sum, entry) => sum + entry.cost, 0);
}

/**
 * The details a key's seed answers with: its settings, and the figures its
 * log gives (`consumed` of each limit, the purchase and the balance).
 */
export function keyDetailsOf(seed: KeySeed): Record<string, unknown> {
  const spent = seed.log.reduce((sum, entry) => sum + entry.cost, 0);
  const details = seed.details as {
    daily_limit: {limit: number | null};
    monthly_limit: {limit: number | null};
  };
  const first = seed.log[0]?.time;
  const expires = first ? `${String(Number(first.slice(0, 4)) + 1)}${first.slice(4)}` : null;
  return {
    name: seed.details.name,
    lookups_remaining: seed.purchased === null ? 0 : seed.purchased - spent,
    daily_limit: {...details.daily_limit, consumed: consumedSince(seed.log, 'day')},
    monthly_limit: {...details.monthly_limit, consumed: consumedSince(seed.log, 'month')},
    ...Object.fromEntries(
      Object.entries(seed.details).filter(
        ([name]) => !['name', 'daily_limit', 'monthly_limit'].includes(name),
      ),
    ),
    current_purchases:
      seed.purchased === null ? [] : [{purchased: seed.purchased, consumed: spent, expires}],
  };
}

/** A licensee as the API returns it. */
export interface Licensee extends Omit<LicenseeSeed, 'daily'> {
  daily: {limit: number | null; count: number; updatedAt: string};
}

/** A licensee as the API returns it: its daily count is today's lookups of the log. */
export function licenseeOf(licensee: LicenseeSeed, log: readonly LoggedLookup[]): Licensee {
  const own = log.filter((entry) => entry.licensee === licensee.key);
  return {
    ...licensee,
    daily: {limit: licensee.daily.limit, count: consumedSince(own, 'day'), updatedAt: SANDBOX_TIME},
  };
}

/** What usage and logs are asked for: a window in milliseconds, and filters. */
export interface LogQuery {
  /** Start of the window; default: 21 days before `end`. */
  start?: number;
  /** End of the window; default: the sandbox's clock. */
  end?: number;
  /** Only lookups carrying every one of these tags. */
  tags?: readonly string[];
  /** Only the lookups of this licensee (`sl_` key). */
  licensee?: string;
}

const DEFAULT_WINDOW_MS = 21 * 24 * 60 * 60 * 1000;

/** The window of a query, in milliseconds. */
function windowOf(query: LogQuery): {start: number; end: number} {
  const end = query.end ?? Date.parse(SANDBOX_TIME);
  return {start: query.start ?? end - DEFAULT_WINDOW_MS, end};
}

const tagList = (tags: string) => tags.split(',').filter(Boolean);

/** The lookups of a log in the query's window that pass its filters. */
function loggedIn(log: readonly LoggedLookup[], query: LogQuery): LoggedLookup[] {
  const {start, end} = windowOf(query);
  return log.filter((entry) => {
    const at = Date.parse(entry.time);
    if (at < start || at >= end) return false;
    if (query.licensee !== undefined && entry.licensee !== query.licensee) return false;
    return (query.tags ?? []).every((tag) => tagList(entry.tags).includes(tag));
  });
}

/** Key Usage's `result`: paid lookups per UTC day of the window (the days with any). */
export function usageOf(log: readonly LoggedLookup[], query: LogQuery): Record<string, unknown> {
  const {start, end} = windowOf(query);
  const days = new Map<string, number>();
  let total = 0;
  for (const entry of loggedIn(log, query)) {
    const day = periodStart(entry.time, 'day');
    days.set(day, (days.get(day) ?? 0) + entry.cost);
    total += entry.cost;
  }
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    total,
    dailyCount: [...days.entries()].map(([date, count]) => ({date, count})),
  };
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The Key Logs CSV: one line per paid lookup of the window, no header, in
 * the columns of src/data/key-logs-csv.ts (the licensee by name).
 */
export function logsCsv(
  log: readonly LoggedLookup[],
  licensees: readonly {key: string; name: string}[],
  query: LogQuery,
): string {
  return loggedIn(log, query)
    .map((entry) => {
      const licensee = licensees.find((candidate) => candidate.key === entry.licensee);
      const fields = [entry.time, entry.ip, entry.term, entry.url, entry.type, entry.tags];
      return `${[...fields, String(entry.cost), licensee?.name ?? '', ''].map(csvField).join(',')}\n`;
    })
    .join('');
}

/** The details of `ak_test` every sandbox starts with. */
export const initialKeyDetails = keyDetailsOf(initialAccount[testKeys.usable]);

/** The licensees of `ak_sublicensing` every sandbox starts with. */
export const initialLicensees = initialAccount[testKeys.sublicensing].licensees.map((licensee) =>
  licenseeOf(licensee, initialAccount[testKeys.sublicensing].log),
);

/** The configs of `ak_test` every sandbox starts with. */
export const initialConfigs = initialAccount[testKeys.usable].configs;
