/**
 * The files of a build that configure its host rather than being served:
 * `_redirects` and `_headers` (Netlify and Cloudflare Pages read them,
 * scripts/serve.ts applies them) and `_nginx.conf` (included by nginx).
 */
export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = '_nginx.conf';

/** Host files of the build: configuration, never served. */
export const HOST_FILES: ReadonlySet<string> = new Set([HEADERS_FILE, REDIRECTS_FILE, NGINX_FILE]);
