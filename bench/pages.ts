import {CHROMIUM_ARGS} from '../scripts/chromium';

/** The kind of page, which decides its JavaScript goal. */
export type PageKind = 'home' | 'doc' | 'api';

/** A page the benchmark measures, standing for one type of page on the site. */
export interface BenchPage {
  /** Page type, as printed in the results. */
  type: string;
  kind: PageKind;
  /** Site path measured on the project. */
  path: string;
  /** The same page on the stock baseline (same content at the same path, or its equivalent route). */
  stockPath: string;
}

/**
 * The goals of issue 16, in one place. Lighthouse figures are mobile medians;
 * TBT and LCP are also compared with the stock baseline measured in the same run.
 */
export const GOALS = {
  /** Lighthouse performance score, at least. */
  performance: 95,
  /** Accessibility, best practices and SEO scores, exactly. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Total Blocking Time at most this share of stock's. */
  tbtRatioToStock: 0.5,
  /** Largest Contentful Paint at most this, and at most stock's. */
  lcpMs: 2000,
  /** Cumulative Layout Shift at most. */
  cls: 0.02,
  /** JavaScript executed before interaction, gzip bytes (1 KB = 1,000 bytes). */
  jsBytes: {home: 180_000, doc: 200_000, api: 260_000} satisfies Record<PageKind, number>,
  /** Cold production build, seconds. */
  buildSeconds: 60,
} as const;

/**
 * The search budgets of issue 17 (Pagefind), reported beside the goals above:
 * bytes over the wire of a first search on a phone-sized page at 1x and at
 * 10x the pages, and the median keystroke-to-results time once warm.
 */
export const SEARCH_BUDGETS = {
  firstSearchBytes: {1: 150_000, 10: 200_000} as Record<number, number>,
  keystrokeMedianMs: 50,
} as const;

/** The page types the benchmark measures, one page each, on both sites. */
export const BENCH_PAGES: readonly BenchPage[] = [
  {type: 'Home', kind: 'home', path: '/', stockPath: '/'},
  {
    type: 'Doc, long widget page',
    kind: 'doc',
    path: '/docs/address-lookup/additional-configuration',
    stockPath: '/docs/address-lookup/additional-configuration',
  },
  {type: 'Doc, data page', kind: 'doc', path: '/docs/data/usps', stockPath: '/docs/data/usps'},
  {
    type: 'API operation',
    kind: 'api',
    path: '/docs/api/find-address',
    // docusaurus-plugin-openapi-docs names the page after the operationId (FindAddress).
    stockPath: '/docs/api/find-address',
  },
];

/** Lighthouse runs per page and site; the median is reported. */
export const RUNS = 3;

/** Above this 1-minute load average the figures are not worth keeping. */
export const QUIET_LOAD = 1.5;

/**
 * Requests Lighthouse blocks on both sites: every https URL, which on this
 * site means the third-party analytics (tag manager, HubSpot, PostHog). The
 * benchmark runs without internet access, where those requests can only fail
 * with DNS errors; blocked, the pages are measured as a reader with an ad
 * blocker gets them. Their cost on a real connection is not in these figures.
 */
export const BLOCKED_URL_PATTERNS = ['https://*'];

/** Chromium flags for Lighthouse (Debian Chromium, headless, no background traffic). */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** CPU slowdown of the hydration trace (`--trace`), as Lighthouse's mobile preset. */
export const TRACE_CPU_THROTTLE = 4;

/**
 * The goals of issue 31 for the scale benchmark (`--scale`): at 10x the pages,
 * JavaScript before interaction at most `jsGrowthBytes` above the same page
 * type at 1x in the same run (the page in the big sidebar against the 1x data
 * page, a plain doc page), Lighthouse mobile performance at least
 * `performance` on every page, and a cold build within `buildSeconds` and
 * `buildBytes` (peak memory of the build's process tree) and within
 * `ratioToStock` × stock Faster's time and memory in the same run.
 */
export const SCALE_GOALS = {
  factor: 10,
  jsGrowthBytes: 15_000,
  performance: 98,
  buildSeconds: 120,
  buildBytes: 3e9,
  ratioToStock: 1.3,
} as const;

/** The factors `--scale` runs when given no number: 1x, 10x and 30x. */
export const SCALE_FACTORS = [1, 10, 30] as const;

/**
 * The page type of the generated page measured above 1x, by shape (its path
 * depends on the factor, bench/scale-pages.ts `measuredPage`).
 */
export const SCALED_PAGE_TYPES = {
  sidebar: 'Doc, page in the big sidebar',
  spread: 'Doc, generated page in a section',
} as const;

/** The 1x page type a generated page is compared with. */
export const SCALED_PAGE_REFERENCE = 'Doc, data page';

/**
 * The npm package whose Node binary runs Lighthouse (Lighthouse 13 needs Node
 * 22.19 or later; the project runs on Node 20): an exact version, so `npx`
 * always fetches the same one (checked in tests/unit/bench-stock.test.ts).
 * Its install script fetches the platform's binary of that same version.
 */
export const NODE22_PACKAGE = 'node@22.23.3';
