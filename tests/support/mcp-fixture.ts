/**
 * Vitest helpers over the MCP fixture build of ./mcp.ts (kept apart: that
 * module is shared with the browser tests, which cannot import Vitest).
 */
import fs from 'node:fs';
import {afterAll, beforeAll} from 'vitest';
import type {DocsData} from '../../lib/mcp/data';
import {loadFixture, makeFixtureBuild} from './mcp';

/**
 * A fixture build made before the file's tests and removed after them; the
 * returned function gives its loaded data (once `beforeAll` has run).
 */
export function useFixtureBuild(): () => DocsData {
  let dir: string | undefined;
  let data: DocsData | undefined;
  beforeAll(() => {
    dir = makeFixtureBuild();
    data = loadFixture(dir);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });
  return () => {
    if (!data) throw new Error('useFixtureBuild: the fixture is read in beforeAll');
    return data;
  };
}
