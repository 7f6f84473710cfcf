/**
 * What the sample harness (`npm run test:samples`) does with each code
 * block of the built site: run it with a language's toolchain against the
 * sandbox (a request sample), run it in a browser (a widget snippet), or
 * leave it (a JSON response, an install command, CSS). Pure: the caller
 * passes the site's URLs in.
 */

/** The toolchains request samples run with; `javascript` and `node` both run on Node. */
export const RUN_LANGUAGES = [
  'curl',
  'javascript',
  'node',
  'python',
  'php',
  'ruby',
  'go',
  'java',
] as const;
export type RunLanguage = (typeof RUN_LANGUAGES)[number];

/** A code block as the harness took it from a built page. */
export interface CollectedBlock {
  /** Site path of the page, e.g. `/docs/api/find-address`. */
  page: string;
  /** Label of the tab the block sits in (`Python`), with the labels of outer tabs: `Script tag › Python`. */
  tab?: string;
  /** The highlight language of the block (`bash`, `javascript`), '' when it has none. */
  language: string;
  /** What the block's Copy button put on the clipboard. */
  code: string;
}

export interface SiteUrls {
  /** Base URLs a request sample may call, each rewritten to the sandbox: the API's, the local sandbox's. */
  apiBases: readonly string[];
  /** Strings that make a block a widget snippet: the CDN URL, the npm packages, the script global. */
  widgetMarkers: readonly string[];
}

export type Classified =
  {kind: 'request'; language: RunLanguage} | {kind: 'widget'} | {kind: 'other'; reason: string};

const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
/** Languages a widget snippet is written in (an install command names the package too). */
const WEB = new Set(['html', 'markup', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx']);
const SCRIPTS = new Set(['javascript', 'js', 'jsx', 'mjs', 'cjs']);
const OTHERS: Record<string, RunLanguage> = {
  python: 'python',
  py: 'python',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
  go: 'go',
  golang: 'go',
  java: 'java',
};

/** The toolchain of a request sample, from its highlight language and tab label. */
export function runLanguageOf(language: string, tab = '', code = ''): RunLanguage | undefined {
  const lang = language.toLowerCase();
  if (SHELLS.has(lang)) return /(^|[\s;&|(])curl\s/m.test(code) ? 'curl' : undefined;
  if (SCRIPTS.has(lang)) return /node/i.test(tab.split(' › ').at(-1) ?? '') ? 'node' : 'javascript';
  return OTHERS[lang];
}

/** Sorts a collected block into request sample, widget snippet or neither. */
export function classify(block: CollectedBlock, urls: SiteUrls): Classified {
  const callsApi = urls.apiBases.some((base) => block.code.includes(base));
  if (callsApi) {
    const language = runLanguageOf(block.language, block.tab, block.code);
    if (language) return {kind: 'request', language};
    return {kind: 'other', reason: `${block.language || 'text'} that names the API`};
  }
  if (WEB.has(block.language) && urls.widgetMarkers.some((marker) => block.code.includes(marker))) {
    return {kind: 'widget'};
  }
  return {kind: 'other', reason: block.language || 'text'};
}

/**
 * The sample's code with every API base URL replaced by `target` (the
 * sandbox), and nothing else changed; `count` says how many were replaced.
 * A base is replaced only where it ends or continues with a path, query or
 * quote, never in the middle of a longer host name.
 */
export function rewriteBaseUrl(
  code: string,
  bases: readonly string[],
  target: string,
): {code: string; count: number} {
  let count = 0;
  let out = code;
  // Longest first, so that no base is rewritten inside a longer one.
  for (const base of [...bases].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`${escapeRegExp(base.replace(/\/$/, ''))}(?=$|[/?#"'\`\\s$])`, 'g');
    out = out.replace(pattern, () => {
      count += 1;
      return target;
    });
  }
  return {code: out, count};
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a block is, for reports: `/docs/api/find-address [Python]`. */
export function blockName(block: Pick<CollectedBlock, 'page' | 'tab'>): string {
  return block.tab ? `${block.page} [${block.tab}]` : block.page;
}

/** Normalised code for matching a copied block with its source fence. */
export function codeKey(code: string): string {
  return code
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}
