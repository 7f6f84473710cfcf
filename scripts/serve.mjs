#!/usr/bin/env node
/**
 * Serves the production build the way a CDN host would: gzip, clean URLs
 * (/docs/api serves docs/api.html), 404.html with status 404, server-side
 * redirects read from the build's `_redirects` file, and `.html` /
 * `/index.html` suffixes redirected to the clean path.
 *
 * Usage: node scripts/serve.mjs [dir=build] [port=3000]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);

/** Parses a Netlify/Cloudflare `_redirects` file into serve-handler rules. */
function readRedirects(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [source, destination, status = '301'] = line.split(/\s+/);
      return {source, destination, type: Number(status)};
    });
}

const redirects = readRedirects(path.join(dir, '_redirects'));
const compress = compression();
const HTML_SUFFIX = /(?:\/index)?\.html$/;

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (HTML_SUFFIX.test(url.pathname) && url.pathname !== '/404.html') {
      const clean = url.pathname.replace(HTML_SUFFIX, '') || '/';
      res.writeHead(301, {Location: clean + url.search});
      res.end();
      return;
    }
    handler(req, res, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      redirects,
      headers: [
        {
          source: 'assets/**',
          headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
        },
      ],
    });
  });
});

server.listen(port, () => {
  console.log(`Serving ${dir} at http://localhost:${port}`);
});
