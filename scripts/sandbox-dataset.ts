/**
 * Writes the sandbox's test dataset, lib/sandbox/dataset/dataset.json, from
 * its seeded generator (lib/sandbox/dataset/generate.ts) and the documented
 * records (lib/sandbox/dataset/documented.ts). Run it after changing either: `npx tsx scripts/sandbox-dataset.ts`. With `--check` it writes
 * nothing and exits 1 when the committed file is out of date (the unit test
 * tests/unit/sandbox-dataset.test.ts makes the same check).
 */
import fs from 'node:fs';
import path from 'node:path';
import {formatDataset, generateDataset} from '../lib/sandbox/dataset/generate';

export const DATASET_FILE = path.join(__dirname, '..', 'lib', 'sandbox', 'dataset', 'dataset.json');

async function main(): Promise<void> {
  const text = formatDataset(generateDataset());
  const current = fs.existsSync(DATASET_FILE) ? fs.readFileSync(DATASET_FILE, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(
        `[dataset] ${DATASET_FILE} is out of date: run npx tsx scripts/sandbox-dataset.ts`,
      );
      process.exit(1);
    }
    console.log('[dataset] up to date');
    return;
  }
  fs.writeFileSync(DATASET_FILE, text);
  console.log(`[dataset] wrote ${DATASET_FILE} (${Buffer.byteLength(text)} bytes)`);
}

main().catch((error: unknown) => {
  console.error(`[dataset] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
