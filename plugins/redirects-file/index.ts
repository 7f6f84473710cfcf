import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderRedirectsFile} from './redirects-file';
import type {RedirectRule} from './redirects-file';

export interface RedirectsFileOptions {
  /** The site's redirects: the same list the client redirect pages are built from. */
  redirects: readonly RedirectRule[];
}

/**
 * Writes `build/_redirects` so hosts that read it (Netlify, Cloudflare Pages,
 * scripts/serve.ts) answer the redirects with a real 301/302 before any
 * HTML loads. Rules from a `static/_redirects` file, if one exists, are kept
 * after the generated ones.
 */
export default function redirectsFilePlugin(
  _context: LoadContext,
  options: RedirectsFileOptions,
): Plugin {
  return {
    name: 'redirects-file',
    async postBuild({outDir}) {
      const file = path.join(outDir, '_redirects');
      const existing = fs.existsSync(file) ? await fs.promises.readFile(file, 'utf8') : '';
      const generated = renderRedirectsFile(options.redirects, [
        'Generated from config/redirects.ts by plugins/redirects-file; edit that list, not this file.',
        'Hosts strip .html and /index.html themselves (Cloudflare Pages always, Netlify with pretty URLs).',
      ]);
      await fs.promises.writeFile(file, existing ? `${generated}\n${existing}` : generated);
    },
  };
}
