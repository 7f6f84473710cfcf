import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS_FILE} from '../../lib/host-files/names';
import {renderRedirectsFile, statusFor} from '../../lib/host-files/redirects';

export interface RedirectsFileOptions {
  /** The site's redirects: the same list the client redirect pages are built from. */
  redirects: readonly {from: string; to: string}[];
}

/**
 * Writes `build/_redirects` (lib/host-files/redirects.ts) so hosts that read
 * it (Netlify, Cloudflare Pages, scripts/serve.ts) answer the redirects with
 * a real 301 inside the site or 302 to another host before any HTML loads.
 * Rules from a `static/_redirects` file, if one exists, are kept after the
 * generated ones.
 */
export default function redirectsFilePlugin(
  _context: LoadContext,
  options: RedirectsFileOptions,
): Plugin {
  return {
    name: 'redirects-file',
    async postBuild({outDir}) {
      const file = path.join(outDir, REDIRECTS_FILE);
      const existing = fs.existsSync(file) ? await fs.promises.readFile(file, 'utf8') : '';
      const generated = renderRedirectsFile(
        options.redirects.map((rule) => ({...rule, status: statusFor(rule)})),
        [
          'Generated from config/redirects.ts by plugins/redirects-file; edit that list, not this file.',
          'Hosts strip .html and /index.html themselves (Cloudflare Pages always, Netlify with pretty URLs).',
        ],
      );
      await fs.promises.writeFile(file, existing ? `${generated}\n${existing}` : generated);
    },
  };
}
