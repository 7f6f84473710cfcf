/**
 * The files of a build that configure its host rather than being served:
 * `_redirects` and `_headers` (Netlify and Cloudflare Pages read them,
 * scripts/serve.ts applies them), `_nginx.conf` (included by the HTTPS
 * server block of deploy/nginx.conf), `_nginx_redirect.conf` (included by
 * its plain-HTTP block: the docs' host and the redirect to it),
 * `_nginx_http.conf` (included at nginx's http level: the maps of content
 * negotiation and of the methods each path takes) and `_mcp.env` (the docs'
 * host and origin for the MCP HTTP server's DNS-rebinding guard, read by
 * deploy/docs-mcp.service).
 */
export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = '_nginx.conf';
export const NGINX_REDIRECT_FILE = '_nginx_redirect.conf';
export const NGINX_HTTP_FILE = '_nginx_http.conf';
export const MCP_ENV_FILE = '_mcp.env';

/** Host files of the build: configuration, never served. */
export const HOST_FILES: ReadonlySet<string> = new Set([
  HEADERS_FILE,
  REDIRECTS_FILE,
  NGINX_FILE,
  NGINX_REDIRECT_FILE,
  NGINX_HTTP_FILE,
  MCP_ENV_FILE,
]);
