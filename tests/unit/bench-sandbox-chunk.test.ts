/**
 * The bench's sandbox chunk report (bench/sandbox-chunk.ts): it finds
 * the chunks that hold the engine by markers that the sources really hold,
 * weighs them gzipped, and misses its goal for a chunk over 60 KB or for a
 * build where no chunk holds the engine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  CATALOGUE_MARKER,
  checkSandboxChunks,
  DATASET_MARKER,
  ENGINE_MARKER,
  SANDBOX_CHUNK_GOAL,
  sandboxChunks,
  sandboxChunkTable,
} from '../../bench/sandbox-chunk';

const root = path.resolve(__dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-chunk-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, 'assets', 'js', name), content);
  }
  return dir;
}

/** Text that gzip cannot shrink below `bytes`: random bytes, base64-encoded. */
const noise = (bytes: number) => crypto.randomBytes(bytes).toString('base64');

describe('bench: sandbox chunks', () => {
  it('finds the markers in the sources they stand for, and only there in src/ and lib/', () => {
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(read('lib/sandbox/engine/management.ts')).toContain(ENGINE_MARKER);
    expect(read('lib/sandbox/dataset/dataset.json')).toContain(DATASET_MARKER);
    expect(read('lib/sandbox/catalogue/keys.ts')).toContain(CATALOGUE_MARKER);
    const holders = (dir: string): string[] =>
      fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return holders(file);
        return read(file).includes(ENGINE_MARKER) ? [file] : [];
      });
    expect([...holders('src'), ...holders('lib')]).toEqual([
      path.join('lib', 'sandbox', 'engine', 'management.ts'),
    ]);
  });

  it('lists the chunks that hold the engine, largest first, with what else they hold', () => {
    const dir = build({
      'a.js': `${ENGINE_MARKER} ${DATASET_MARKER} ${CATALOGUE_MARKER} ${noise(4000)}`,
      'b.js': `${ENGINE_MARKER} ${noise(1000)}`,
      'c.js': `${CATALOGUE_MARKER} ${noise(8000)}`,
      'd.css': ENGINE_MARKER,
    });
    const chunks = sandboxChunks(dir);
    expect(chunks.map((chunk) => chunk.file)).toEqual(['a.js', 'b.js']);
    expect(chunks[0]).toMatchObject({dataset: true, catalogue: true});
    expect(chunks[1]).toMatchObject({dataset: false, catalogue: false});
    expect(chunks[0].gzipBytes).toBeGreaterThan(4000);
    expect(chunks[0].gzipBytes).toBeLessThan(chunks[0].bytes);
    expect(checkSandboxChunks(chunks).met).toBe(true);
    expect(sandboxChunkTable(chunks)).toContain('| `b.js` |');
  });

  it('misses the goal for a chunk over 60 KB gzip, or when no chunk holds the engine', () => {
    const big = sandboxChunks(
      build({'big.js': `${ENGINE_MARKER} ${noise(SANDBOX_CHUNK_GOAL + 2000)}`}),
    );
    expect(checkSandboxChunks(big).met).toBe(false);
    expect(checkSandboxChunks(big).value).toMatch(/big\.js/);
    const none = checkSandboxChunks(sandboxChunks(build({'x.js': 'nothing'})));
    expect(none.met).toBe(false);
    expect(none.value).toBe('no chunk holds the sandbox engine');
  });
});
