import {CHROMIUM_ARGS} from '../chromium';

/** A page the benchmark measures, standing for one type of page on the site. */
export interface BenchPage {
  /** Page type, as printed in the results. */
  type: string;
  /** Site path measured. */
  path: string;
  /** Used instead of `path` while `path` is not in the build (a branch preview). */
  fallback?: string;
  /** JavaScript budget for a cold load, gzip bytes (1 KB = 1,000 bytes). */
  jsBudgetBytes: number;
}

/** Lighthouse budgets (mobile preset, median of the runs). */
export const SCORE_BUDGETS = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

const DOC_JS_BUDGET = 250_000;
const API_JS_BUDGET = 450_000;

/** The page types the benchmark measures, one page each. */
export const BENCH_PAGES: readonly BenchPage[] = [
  {type: 'Home', path: '/', jsBudgetBytes: DOC_JS_BUDGET},
  {
    type: 'Doc, long widget page',
    path: '/docs/address-lookup/additional-configuration',
    fallback: '/docs/changelog',
    jsBudgetBytes: DOC_JS_BUDGET,
  },
  {
    type: 'Doc, data page',
    path: '/docs/data/usps',
    fallback: '/docs/data',
    jsBudgetBytes: DOC_JS_BUDGET,
  },
  {
    type: 'API operation',
    path: '/docs/api/find-address',
    fallback: '/docs/api',
    jsBudgetBytes: API_JS_BUDGET,
  },
];

/** Lighthouse form-factor presets, each run on every page. */
export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** Lighthouse runs per page and preset; the median is reported. */
export const RUNS = 3;

/**
 * Requests Lighthouse blocks: every https URL, which on this site means the
 * third-party analytics (tag manager, HubSpot, PostHog). The benchmark runs
 * without internet access, where those requests can only fail with DNS
 * errors; blocked, the pages are measured as a reader with an ad blocker
 * gets them, and Lighthouse does not count the blocked requests as console
 * errors. Their cost on a real connection is not part of these figures.
 */
export const BLOCKED_URL_PATTERNS = ['https://*'];

/** Chromium flags for Lighthouse (Debian Chromium, headless, no background traffic). */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
