/**
 * Content negotiation between a page and its Markdown twin, for both servers
 * of the build: scripts/serve.ts asks `prefersMarkdown`, and nginx runs the
 * same rule as the maps of `NGINX_ACCEPT_MAPS` (written by
 * plugins/security-headers into `_nginx_http.conf`).
 * tests/unit/negotiation.test.ts runs those maps' regular expressions
 * against `prefersMarkdown` on a table of Accept headers.
 *
 * The rule: a request gets the twin when its Accept header names
 * `text/markdown` with a q-value above 0, and either names no `text/html`
 * or gives `text/markdown` a q-value at least as high. Wildcards (`*\/*`,
 * `text/*`) count for neither, so a browser's Accept always gets HTML.
 * A media type named twice counts once, at its first q-value (as nginx reads
 * it); a q-value that is not digits and dots counts as 1.
 */

/** The `Link` header of an HTML page with a twin: the twin's absolute URL, as an alternate. */
export function markdownLinkHeader(origin: string, twinPath: string): string {
  return `<${origin.replace(/\/+$/, '')}${twinPath}>; rel="alternate"; type="text/markdown"`;
}

/** The q-value of the first `type` entry of an Accept header, as nginx's maps read it; undefined when absent. */
function firstQ(accept: string, type: string): number | undefined {
  for (const entry of accept.split(',')) {
    const [range = '', ...parameters] = entry.split(';');
    if (range.trim().toLowerCase() !== type) continue;
    for (const parameter of parameters) {
      const q = /^\s*q\s*=\s*([0-9.]+)/i.exec(parameter);
      if (q) return Math.min(1, Number(q[1]) || 0);
    }
    return 1;
  }
  return undefined;
}

/** Whether a request with this Accept header gets a page's Markdown twin. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const markdown = firstQ(accept, 'text/markdown');
  if (markdown === undefined || markdown <= 0) return false;
  const html = firstQ(accept, 'text/html');
  return html === undefined || markdown >= html;
}

/** One `map` of nginx: its source, the variable it sets, a default and its rules in order (first match wins). */
export interface NginxMap {
  source: string;
  variable: string;
  default: string;
  /** `[regular expression, value]`; the expression is case-sensitive unless `caseless`. */
  rules: [string, string][];
  caseless: boolean;
}

/** The q-value of a media type in `$http_accept`: its digits, `1` when it has none, empty when absent. */
function qMap(type: string, variable: string): NginxMap {
  const entry = `(?:^|,)\\s*${type.replace('/', '\\/')}\\s*`;
  return {
    source: '$http_accept',
    variable,
    default: '',
    caseless: true,
    rules: [
      [`${entry}(?:;[^,]*?)?;\\s*q\\s*=\\s*([0-9.]+)`, '$1'],
      [`${entry}(?:[;,]|$)`, '1'],
    ],
  };
}

/**
 * Compares the two q-values, `markdown:html`, as `prefersMarkdown` does.
 * Both are 0.x decimals by the time the last rules run: html is greater when,
 * after a common prefix of fraction digits, its next digit is greater, or
 * markdown's digits end where html's go on with a non-zero digit.
 */
function decisionRules(): [string, string][] {
  const zero = '0*\\.?0*';
  const fraction = '0?\\.?';
  const htmlGreater: [string, string][] = [
    [`^${fraction}(\\d*):${fraction}\\1\\d*[1-9]`, '0'],
    ...Array.from({length: 9}, (_, digit): [string, string] => [
      `^${fraction}(\\d*)${digit}\\d*:${fraction}\\1[${digit + 1}-9]`,
      '0',
    ]),
  ];
  return [
    ['^:', '0'], // markdown not named
    [`^${zero}:`, '0'], // markdown refused (q=0)
    ['^[^:]*:$', '1'], // html not named
    ['^1', '1'], // markdown at q=1: nothing is preferred to it
    ['^[^:]*:1', '0'], // html at q=1, markdown below
    [`^[^:]*:${zero}$`, '1'], // html refused
    ...htmlGreater,
    ['.', '1'],
  ];
}

/** The maps that set `$docs_prefers_markdown` to 1 or 0 from the Accept header. */
export const NGINX_ACCEPT_MAPS: readonly NginxMap[] = [
  qMap('text/markdown', '$docs_accept_markdown_q'),
  qMap('text/html', '$docs_accept_html_q'),
  {
    source: '"$docs_accept_markdown_q:$docs_accept_html_q"',
    variable: '$docs_prefers_markdown',
    default: '0',
    caseless: false,
    rules: decisionRules(),
  },
];
