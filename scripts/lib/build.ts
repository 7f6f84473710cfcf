/**
 * The production build that browser tests (and any unit test reading the
 * built site) run against. Without it, they stop with one message saying
 * what to do, instead of one "no such file" per spec.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The build folder, `build/` at the repository root. */
export const buildDir = path.resolve(__dirname, '../../build');

/** The message shown when there is no build. */
function missingBuildMessage(dir = buildDir): string {
  const index = path.relative(process.cwd(), path.join(dir, 'index.html')) || 'index.html';
  return `No production build: ${index} does not exist. Run npm run build first.`;
}

/** Throws one clear error when the build has no home page. */
export function requireBuild(dir = buildDir): void {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(missingBuildMessage(dir));
  }
}
