/**
 * Browser tests without a production build stop with one message
 * (playwright.config.ts calls requireBuild before anything loads).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {requireBuild} from '../../scripts/lib/build';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'build-required-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

describe('the build check of the browser tests', () => {
  it('without build/index.html, says to run npm run build first, naming the file', () => {
    const dir = path.join(scratch, 'build');
    expect(() => requireBuild(dir)).toThrow(
      /^No production build: .*build\/index\.html does not exist\. Run npm run build first\.$/,
    );
  });

  it('passes once the build has its home page', () => {
    const dir = path.join(scratch, 'built');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
    expect(() => requireBuild(dir)).not.toThrow();
  });
});
