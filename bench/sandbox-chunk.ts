/**
 * The sandbox's size in a build (issue 27): every JavaScript chunk that holds
 * the sandbox engine (lib/sandbox/engine/), with its gzip size as
 * scripts/serve.ts sends it (zlib's default level) and what else it holds.
 * The browser loads one of them when a Try-it console, the home page's Run
 * button or the playground first needs the sandbox, never before; each must
 * stay under the goal with the test dataset in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text only the engine's module holds (tests/unit/bench-sandbox-chunk.test.ts checks it). */
export const ENGINE_MARKER = 'No state handler for';
/** Text only the test dataset holds (its `about` line). */
export const DATASET_MARKER = 'Fictional test records of the docs sandbox';
/** Text only the test-input catalogue holds. */
export const CATALOGUE_MARKER = 'exists but fails the availability check';

/** Largest gzip size of a chunk that holds the sandbox, in bytes (1 KB = 1,000 bytes). */
export const SANDBOX_CHUNK_GOAL = 60_000;

export interface SandboxChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Whether the chunk also holds the test dataset and the catalogue. */
  dataset: boolean;
  catalogue: boolean;
}

/** The chunks of `buildDir/assets/js` that hold the engine, largest (gzip) first. */
export function sandboxChunks(buildDir: string): SandboxChunk[] {
  const dir = path.join(buildDir, 'assets', 'js');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, content: fs.readFileSync(path.join(dir, file))}))
    .filter(({content}) => content.includes(ENGINE_MARKER))
    .map(({file, content}) => ({
      file,
      bytes: content.length,
      gzipBytes: zlib.gzipSync(content).length,
      dataset: content.includes(DATASET_MARKER),
      catalogue: content.includes(CATALOGUE_MARKER),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
}

/** The goal check: a build with no sandbox chunk misses it (the marker went stale). */
export function checkSandboxChunks(chunks: readonly SandboxChunk[]): {
  goal: string;
  value: string;
  met: boolean;
} {
  const largest = chunks[0];
  return {
    goal: `Sandbox chunk with the dataset ≤ ${(SANDBOX_CHUNK_GOAL / 1000).toFixed(0)} KB gzip`,
    value: largest
      ? `${(largest.gzipBytes / 1000).toFixed(1)} KB (${largest.file}, ${chunks.length} chunk${
          chunks.length === 1 ? '' : 's'
        })`
      : 'no chunk holds the sandbox engine',
    met: chunks.length > 0 && chunks.every((chunk) => chunk.gzipBytes <= SANDBOX_CHUNK_GOAL),
  };
}

/** A Markdown table of the chunks, for the log and BENCHMARKS.md. */
export function sandboxChunkTable(chunks: readonly SandboxChunk[]): string {
  const rows = chunks.map(
    (chunk) =>
      `| \`${chunk.file}\` | ${(chunk.bytes / 1000).toFixed(1)} KB | ${(
        chunk.gzipBytes / 1000
      ).toFixed(
        1,
      )} KB | ${[chunk.dataset && 'dataset', chunk.catalogue && 'catalogue'].filter(Boolean).join(', ') || 'engine only'} |`,
  );
  return ['| Chunk | Raw | Gzip | Also holds |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
