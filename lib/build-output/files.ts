/**
 * The look-up on the disk of ./index.ts (Node only): the file the build
 * wrote for a route.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtHtmlFile} from './index';

function isRegularFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The absolute path of a route's page in `outDir`, if the build wrote it as a regular file. */
export function builtHtmlPath(outDir: string, route: string): string | undefined {
  const file = builtHtmlFile(route, (relative) => isRegularFile(path.join(outDir, relative)));
  return file === undefined ? undefined : path.join(outDir, file);
}
