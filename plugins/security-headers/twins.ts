import fs from 'node:fs';
import path from 'node:path';
import {markdownTwinPath} from '../../lib/site-paths';
import type {TwinRoute} from './nginx';

/**
 * The pages of a build that have a Markdown twin: every `x.md` beside the
 * page it was written from (`x.html` or `x/index.html`; `index.md` for the
 * home page). A `.md` file with no page (a skill's SKILL.md) is not a twin.
 * scripts/serve.ts applies the same rule on each request
 * (scripts/serve/routes.ts).
 */
export async function twinRoutes(outDir: string): Promise<TwinRoute[]> {
  const entries = await fs.promises.readdir(outDir, {recursive: true, withFileTypes: true});
  const routes: TwinRoute[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const relative = path
      .relative(outDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    if (relative.split('/').some((segment) => segment.startsWith('.'))) continue;
    const page = relative === 'index.md' ? '/' : `/${relative.slice(0, -'.md'.length)}`;
    const htmlFiles =
      page === '/' ? ['index.html'] : [`${page.slice(1)}.html`, `${page.slice(1)}/index.html`];
    if (!htmlFiles.some((file) => fs.existsSync(path.join(outDir, file)))) continue;
    if (markdownTwinPath(page) === `/${relative}`) routes.push({page, twin: `/${relative}`});
  }
  return routes;
}
