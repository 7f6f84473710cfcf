import fs from 'node:fs';
import path from 'node:path';
import {markdownTwinPath, routeOfTwin} from '../../lib/build-output';
import {builtHtmlPath} from '../../lib/build-output/files';
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
    const page = routeOfTwin(relative);
    if (builtHtmlPath(outDir, page) === undefined) continue;
    if (markdownTwinPath(page) === `/${relative}`) routes.push({page, twin: `/${relative}`});
  }
  return routes;
}
