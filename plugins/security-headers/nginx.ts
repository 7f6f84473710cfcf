import {HOST_FILES} from '../../lib/host-files/names';
import {
  markdownLinkHeader,
  NGINX_ACCEPT_MAPS,
  type NginxMap,
} from '../../lib/host-files/negotiation';
import {REDIRECT_STATUSES, type RedirectRule} from '../../lib/host-files/redirects';
import {HASHED_FOLDER, HTTPS_ONLY_HEADERS, IMMUTABLE, REVALIDATE} from './policy';

/**
 * Renders `_nginx.conf`: the rules of the production host for nginx, to
 * include inside a `server {}` block whose `root` is the build (see
 * deploy/nginx.conf). The same data as `_headers` and `_redirects`:
 * security headers on every answer, immutable hashed assets, everything else
 * revalidated, clean URLs, `.html`/`/index.html` suffixes and trailing
 * slashes redirected, the redirect rules with the query string kept, the 404
 * page with status 404, the host files and dotfiles hidden (`/.well-known/`
 * excepted), GET and HEAD only (POST to the MCP endpoint alone, which
 * deploy/nginx.conf proxies), gzip, and a page's Markdown twin to a request
 * that prefers `text/markdown` (`Vary: Accept`, and a `Link` to the twin on
 * the HTML answer; the maps are `_nginx_http.conf`'s). Headers that belong to HTTPS only
 * (HSTS) are sent only when the connection is TLS (`$https`), so the same
 * rules serve a TLS server block and a plain-HTTP one (tests on loopback).
 */

/** A header value in double quotes; refuses `$`, quotes, backslashes and newlines. */
function quote(value: string): string {
  if (/[$"\\\n]/.test(value)) {
    throw new Error(`security-headers: cannot write the header value "${value}" for nginx.`);
  }
  return `"${value}"`;
}

/** Only these characters make up a path the redirect rules rebuild (no `\`, no `//`). */
const SEGMENTS = '((?:/[A-Za-z0-9._~-]+)+?)';

/** Checks a redirect rule before it becomes nginx syntax; throws naming the rule. */
function checkRule(rule: RedirectRule): void {
  const pathLike = /^\/[A-Za-z0-9._~\-/]*(?:\/\*)?$/;
  const target = /^(?:https?:\/\/[A-Za-z0-9.-]+)?\/[A-Za-z0-9._~\-/:?=&%]*$/;
  if (
    !pathLike.test(rule.from) ||
    !target.test(rule.to) ||
    !REDIRECT_STATUSES.includes(rule.status)
  ) {
    throw new Error(
      `security-headers: cannot render the redirect "${rule.from} ${rule.to} ${rule.status}" for nginx.`,
    );
  }
}

function redirectLocation(rule: RedirectRule): string {
  checkRule(rule);
  const keepQuery = rule.to.includes('?') ? '' : '$is_args$args';
  if (rule.from.endsWith('/*')) {
    const base = rule.from.slice(0, -2);
    const to = rule.to.replace(':splat', '$1');
    return `location ~ ^${base.replace(/\./g, '\\.')}/(.*)$ { return ${rule.status} ${to}${keepQuery}; }`;
  }
  return `location = ${rule.from} { return ${rule.status} ${rule.to}${keepQuery}; }`;
}

/** The nginx variable that holds an HTTPS-only header's value: `$strict_transport_security`. */
function httpsOnlyVariable(name: string): string {
  return `$${name.toLowerCase().replace(/-/g, '_')}`;
}

export function renderNginxConf(
  security: readonly [string, string][],
  redirects: readonly RedirectRule[],
  header: string[] = [],
): string {
  // nginx sends no header whose value is empty: these stay off over plain HTTP.
  const httpsOnly = security
    .filter(([name]) => HTTPS_ONLY_HEADERS.has(name))
    .map(
      ([name, value]) =>
        `set ${httpsOnlyVariable(name)} "";\nif ($https = on) { set ${httpsOnlyVariable(name)} ${quote(value)}; }`,
    )
    .join('\n');
  const addHeader = ([name, value]: readonly [string, string]) =>
    `add_header ${name} ${HTTPS_ONLY_HEADERS.has(name) ? httpsOnlyVariable(name) : quote(value)} always;`;
  const headers = (cache: string) =>
    [...security, ['Cache-Control', cache] as const].map((h) => `    ${addHeader(h)}`).join('\n');
  // Answers that come from no location with headers of its own (redirects,
  // 405) carry the 404 page's Cache-Control, as every answer but a 200 must.
  // Empty (not sent) but for pages with a twin; the Link on HTML answers only.
  const negotiated = (link: boolean) =>
    [
      '    add_header Vary $docs_vary always;',
      ...(link ? ['    add_header Link $docs_link always;'] : []),
    ].join('\n');
  const serverHeaders = [...security, ['Cache-Control', REVALIDATE] as const]
    .map(addHeader)
    .join('\n');
  return `${header.map((line) => `# ${line}`).join('\n')}
# Include inside a server {} block whose root is the build folder.

# Headers for HTTPS only (HSTS): set when the connection is TLS, empty (not sent) otherwise.
${httpsOnly}

# Headers of answers that come from no location below (405, redirects), with
# the 404 page's Cache-Control: only a 200 may carry another (a year for /assets/).
${serverHeaders}

charset utf-8;
server_tokens off;
absolute_redirect off;
disable_symlinks on;
autoindex off;
error_page 404 /404.html;

gzip on;
gzip_vary on;
gzip_min_length 256;
gzip_types text/css text/javascript application/javascript application/json application/xml
  image/svg+xml text/plain text/markdown application/yaml application/manifest+json application/wasm;

# A static site answers GET and HEAD only; every method reaches the MCP
# endpoint, whose server takes POST and answers the rest 405 with Allow: POST
# ($docs_method_refused: _nginx_http.conf).
if ($docs_method_refused) { return 405; }

# Content negotiation: a page with a Markdown twin ($docs_markdown_twin) varies
# on Accept; a request that prefers text/markdown gets the twin, any other the
# page with a Link to the twin. Set here, on the path asked for, before
# try_files or the rewrite change it.
set $docs_vary "";
set $docs_link "";
if ($docs_markdown_twin) { set $docs_vary Accept; set $docs_link $docs_markdown_link; }
if ($docs_markdown_answer) { set $docs_link ""; rewrite ^ $docs_markdown_answer last; }

# Files that configure the host are not pages; nor are dotfiles, but for
# /.well-known/ (RFC 8615: security.txt, ACME challenges, app links).
location ~ ^/(?:${[...HOST_FILES].map((name) => name.replace(/\./g, '\\.')).join('|')})$ { return 404; }
location ~ /\\.(?!well-known/) { return 404; }

# Redirects (from the build's _redirects), query string kept.
${redirects.map(redirectLocation).join('\n')}

# The .html rule: /x.html and /x/index.html answer 301 to /x; a trailing slash is dropped.
location = /index.html { return 301 /$is_args$args; }
location ~ ^${SEGMENTS}(?:/index)?\\.html$ { return 301 $1$is_args$args; }
location ~ ^${SEGMENTS}/$ { return 301 $1$is_args$args; }

# The 404 page: status 404 at /404, and as the page of every missing path
# (a missing /assets/ file included: revalidated, never immutable).
location = /404 { return 404; }
location = /404.html {
    internal;
${headers(REVALIDATE)}
}

# Content-hashed bundles.
location /${HASHED_FOLDER}/ {
${headers(IMMUTABLE)}
    try_files $uri =404;
}

# Markdown twins and the OpenAPI YAML: types Debian's mime.types lacks. The
# charset comes from charset_types, not default_type, so that gzip_types still
# recognises the type (a type with parameters matches none of them).
location ~ \\.md$ {
    types { }
    default_type text/markdown;
    charset_types text/markdown;
${headers(REVALIDATE)}
${negotiated(false)}
    try_files $uri =404;
}
location ~ \\.ya?ml$ {
    types { }
    default_type application/yaml;
    charset_types application/yaml;
${headers(REVALIDATE)}
    try_files $uri =404;
}

# Pages by their clean URL, and every other file; all revalidated.
location = / {
${headers(REVALIDATE)}
${negotiated(true)}
    try_files /index.html =404;
}
location / {
${headers(REVALIDATE)}
${negotiated(true)}
    try_files $uri $uri.html $uri/index.html =404;
}
`;
}

/**
 * Renders `_nginx_redirect.conf`, included by the plain-HTTP server block of
 * deploy/nginx.conf: the block answers to the docs' canonical host only
 * (`server_name`, from src/identity.ts through config/security-headers.ts)
 * and redirects to that host over HTTPS, never to the request's `Host`
 * (`$host` would send `Host: evil.example` to https://evil.example/). Every
 * other Host reaches deploy/nginx.conf's `default_server`, which answers 444.
 */
export function renderNginxRedirectConf(canonicalOrigin: string, header: string[] = []): string {
  let url: URL;
  try {
    url = new URL(canonicalOrigin);
  } catch {
    url = new URL('invalid:');
  }
  if (
    url.protocol !== 'https:' ||
    url.origin !== canonicalOrigin ||
    !/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(url.hostname)
  ) {
    throw new Error(
      `security-headers: the canonical origin must be an https origin such as https://docs.example.com, not "${canonicalOrigin}".`,
    );
  }
  return `${header.map((line) => `# ${line}`).join('\n')}
# Include inside the plain-HTTP server {} block of deploy/nginx.conf: the
# docs' host (src/identity.ts), and everything but ACME challenges to HTTPS on it.
server_name ${url.hostname};
location / {
    add_header Cache-Control ${quote(REVALIDATE)} always;
    return 301 ${url.origin}$request_uri;
}
`;
}

/** A map's source, variable and rules in nginx syntax. */
function renderMap(map: NginxMap): string {
  const rules = map.rules.map(
    ([pattern, value]) =>
      `    "~${map.caseless ? '*' : ''}${pattern}" ${value === '' ? '""' : value};`,
  );
  return [
    `map ${map.source} ${map.variable} {`,
    `    default ${map.default === '' ? '""' : map.default};`,
    ...rules,
    '}',
  ].join('\n');
}

/** A path as a map key or value: the characters of a built page's path only. */
function mapPath(value: string): string {
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(value)) {
    throw new Error(`security-headers: cannot write the path "${value}" into an nginx map.`);
  }
  return value;
}

/** One page with a Markdown twin: its clean path and the twin's (`/docs/a` and `/docs/a.md`). */
export interface TwinRoute {
  page: string;
  twin: string;
}

/**
 * Renders `_nginx_http.conf`, included at nginx's http level (a map may live
 * nowhere else): the maps the rules of `_nginx.conf` read. Which methods a
 * path takes (GET and HEAD, and every method on the MCP endpoint, which
 * deploy/nginx.conf proxies); which Accept header prefers Markdown
 * (lib/host-files/negotiation.ts); which pages have a twin, and the `Link`
 * header that points to it on `origin` (the build's siteConfig.url).
 */
export function renderNginxHttpConf(
  twins: readonly TwinRoute[],
  origin: string,
  mcpPath: string,
  header: string[] = [],
): string {
  if (!/^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?\/?$/.test(origin)) {
    throw new Error(
      `security-headers: cannot write the site URL "${origin}" into nginx's Link header.`,
    );
  }
  const link = markdownLinkHeader(origin, '$docs_markdown_twin');
  // A power of two above the longest entry (key, value pointer, alignment).
  const longest = Math.max(0, ...twins.map(({page}) => page.length));
  const bucketSize = 2 ** Math.max(7, Math.ceil(Math.log2(longest + 16)));
  const twinLines = [...twins]
    .sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
    .map(({page, twin}) => `    ${mapPath(page)} ${mapPath(twin)};`);
  return `${header.map((line) => `# ${line}`).join('\n')}
# Include at the http level (deploy/nginx.conf does, above its server blocks):
# the variables the build's _nginx.conf reads.

# The page paths below need buckets larger than nginx's default (one CPU cache
# line). Set before any map (the first map fixes it). If the http block sets
# map_hash_bucket_size already, nginx refuses a second one: keep the larger
# value there, and include this file after it without this line.
map_hash_bucket_size ${bucketSize};

# Methods: GET and HEAD anywhere, any method at the MCP endpoint (its server
# takes POST and answers the others 405 with Allow: POST); 405 for the rest.
map "$request_method $uri" $docs_method_refused {
    default 1;
    "~^(?:GET|HEAD) " 0;
    "~^[A-Z]+ ${mapPath(mcpPath)}$" 0;
}

# Accept: text/markdown named with a q-value above 0, and text/html absent or
# at a q-value no higher (lib/host-files/negotiation.ts).
${NGINX_ACCEPT_MAPS.map(renderMap).join('\n')}

# The pages that have a Markdown twin, by clean path.
map $uri $docs_markdown_twin {
    default "";
${twinLines.join('\n')}
}
map $docs_prefers_markdown $docs_markdown_answer {
    default "";
    1 $docs_markdown_twin;
}
map $docs_markdown_twin $docs_markdown_link {
    default '${link}';
    "" "";
}
`;
}

/**
 * Renders `_mcp.env`, the environment file of deploy/docs-mcp.service: the
 * docs' host and origin (src/identity.ts, through config/security-headers.ts),
 * which the MCP HTTP server behind nginx's `/mcp` accepts in `Host` and
 * `Origin` (its DNS-rebinding guard refuses any other).
 */
export function renderMcpEnv(canonicalOrigin: string, header: string[] = []): string {
  // The same checks as the redirect's: an https origin of plain host characters.
  renderNginxRedirectConf(canonicalOrigin);
  const url = new URL(canonicalOrigin);
  return `${header.map((line) => `# ${line}`).join('\n')}
DOCS_MCP_ALLOWED_HOST=${url.hostname}
DOCS_MCP_ALLOWED_ORIGIN=${url.origin}
`;
}
