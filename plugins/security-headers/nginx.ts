import {HOST_FILES} from '../../lib/host-files/names';
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
 * excepted), GET and HEAD only, gzip. Headers that belong to HTTPS only
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

# A static site answers GET and HEAD only.
if ($request_method !~ ^(?:GET|HEAD)$) { return 405; }

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

# Markdown twins and the OpenAPI YAML: types Debian's mime.types lacks.
location ~ \\.md$ {
    types { }
    default_type "text/markdown; charset=utf-8";
${headers(REVALIDATE)}
    try_files $uri =404;
}
location ~ \\.ya?ml$ {
    types { }
    default_type "application/yaml; charset=utf-8";
${headers(REVALIDATE)}
    try_files $uri =404;
}

# Pages by their clean URL, and every other file; all revalidated.
location = / {
${headers(REVALIDATE)}
    try_files /index.html =404;
}
location / {
${headers(REVALIDATE)}
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
