/**
 * Request mapping of scripts/serve.ts, kept free of sockets and of the file
 * system so that it can be unit-tested (tests/unit/serve-routes.test.ts).
 *
 * The rules are those of the production hosts: clean URLs (`/docs/api` is
 * `docs/api.html` or `docs/api/index.html`), `.html` and `/index.html`
 * suffixes and trailing slashes redirected to the clean path, the build's
 * `_redirects` rules with the query string kept, the 404 page with status
 * 404, the host's own files (`_headers`, `_redirects`, `_nginx.conf`,
 * dotfiles) never served, and GET and HEAD only. A page with a Markdown twin
 * (`x.md` beside `x.html`) varies on Accept: a request that prefers
 * `text/markdown` gets the twin, any other the page, with the twin as its
 * alternate (lib/host-files/negotiation.ts; nginx does the same with the
 * build's `_nginx_http.conf`). The host files are read with lib/host-files,
 * the modules that write them.
 */
import {HOST_FILES} from '../../lib/host-files/names';
import {prefersMarkdown} from '../../lib/host-files/negotiation';
import {htmlFileCandidates, markdownTwinPath} from '../../lib/build-output';
import {matchRedirect, type RedirectRule} from '../../lib/host-files/redirects';

/** Characters no page path holds: C0 (NUL included), DEL, C1 and the line and paragraph separators. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** Methods a static site answers; anything else gets 405. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD'];

/**
 * Splits a raw request target (as Node gives it, before any decoding) into a
 * normalised, decoded path and the query string.
 *
 * The path that comes out always starts with exactly one `/`, has no `.` or
 * `..` segment, no empty segment, no backslash and no control character
 * (C0, DEL, C1, U+2028, U+2029), so a redirect to it can never be read as
 * `//other-host` or leave the site, and no header or log line can be split
 * by it. `null` means the request is malformed and gets a 400.
 */
export function parseTarget(target: string | undefined): {pathname: string; search: string} | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const rawSearch = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (CONTROL_CHARACTER.test(decoded) || decoded.includes('\\')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      // Above the root there is nothing: a crafted path cannot climb out.
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const trailingSlash = decoded.length > 1 && decoded.endsWith('/') && segments.length > 0;
  const pathname = `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
  return {pathname, search: safeSearch(rawSearch.split('#')[0])};
}

/**
 * The query string with every byte that may not appear in a header (controls,
 * spaces, non-ASCII) percent-encoded, so it can go into a Location header.
 */
function safeSearch(search: string): string {
  return search.replace(
    /[^\x21-\x7e]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * A decoded site path encoded again for a Location header: each segment
 * percent-encoded, so no character can change the URL's meaning.
 */
export function encodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(2[46BC]|3[ABD]|40)/g, (m) => decodeURIComponent(m)),
    )
    .join('/');
}

const HTML_SUFFIX = /(?:\/index)?\.html$/;

/**
 * What to answer for a request.
 */
export interface RouteRequest {
  method: string;
  /** Raw request target, e.g. `/docs?q=1`. */
  target: string | undefined;
  redirects: readonly RedirectRule[];
  /** Whether the build holds a regular file at that path (relative, `/`-separated, no leading `/`). */
  isFile: (relativePath: string) => boolean;
  /** The request's Accept header. */
  accept?: string;
}

/** A file to send with its status, a redirect, or a bare status (400, 405). */
export interface RouteResult {
  status: number;
  file?: string;
  location?: string;
  /** The decoded path, when the target had one (not on a 400). */
  pathname?: string;
  /** A page with a Markdown twin, or its twin: the answer varies on Accept. */
  varyAccept?: boolean;
  /** The twin's path, on the HTML answer of a page that has one (for its `Link` header). */
  alternate?: string;
}

export function route({method, target, redirects, isFile, accept}: RouteRequest): RouteResult {
  const parsed = parseTarget(target);
  if (!parsed) return {status: 400};
  const {pathname, search} = parsed;
  if (!ALLOWED_METHODS.includes(method)) return {status: 405, pathname};
  const notFound: RouteResult = {status: 404, file: '404.html', pathname};
  const segments = pathname.split('/').filter(Boolean);
  // Dotfiles are not pages, but for /.well-known/ (RFC 8615), as nginx does.
  const hidden = segments.some(
    (segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'),
  );
  if (hidden || (segments.length === 1 && segments[0] === '.well-known')) return notFound;
  if (segments.length === 1 && HOST_FILES.has(segments[0])) return notFound;

  const redirect = matchRedirect(redirects, pathname, search);
  if (redirect) return {...redirect, pathname};

  if (HTML_SUFFIX.test(pathname) && pathname !== '/404.html') {
    const clean = pathname.replace(HTML_SUFFIX, '') || '/';
    return {status: 301, location: `${encodePath(clean)}${search}`, pathname};
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return {status: 301, location: `${encodePath(pathname.slice(0, -1))}${search}`, pathname};
  }
  if (pathname === '/404' || pathname === '/404.html') return notFound;

  const relative = pathname.slice(1);
  const candidates = [...htmlFileCandidates(pathname), ...(relative === '' ? [] : [relative])];
  const file = candidates.find((candidate) => isFile(candidate));
  if (!file) return notFound;
  // `/index` is index.html too, but the home page's path is `/`.
  const twin = markdownTwinPath(pathname);
  if (!file.endsWith('.html') || pathname === '/index' || !isFile(twin.slice(1))) {
    return {status: 200, file, pathname};
  }
  return prefersMarkdown(accept)
    ? {status: 200, file: twin.slice(1), pathname, varyAccept: true}
    : {status: 200, file, pathname, varyAccept: true, alternate: twin};
}

/** The path whose headers every answer but a 200 carries (404, redirects, 400, 405, 500). */
export const ERROR_HEADERS_PATH = '/404';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
};

/**
 * The Content-Type of a build file, by extension.
 */
export function contentType(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
