/**
 * Keeps the current OpenAPI description as a release: writes the source,
 * bundled with its placeholders kept, to openapi/releases/<entry id>.json,
 * named after the newest API entry of src/data/changelog.ts (the release's
 * entry, whose version the document states). Run it when the release ships,
 * once its entry is written:
 *
 *   npm run openapi:release
 *
 * It refuses to replace a kept release, and to keep one the release gate
 * refuses (a breaking change without a new major version...).
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareReleases, currentSourceDocument, releasesDir} from '../config/api-releases';
import {readReleases, releaseFileText} from '../lib/openapi/releases';
import {changelog} from '../src/data/changelog';

async function main(): Promise<void> {
  const entry = changelog.find((candidate) => candidate.kind === 'api');
  if (!entry?.version) {
    throw new Error(
      'src/data/changelog.ts: the newest API entry records no version; add one first.',
    );
  }
  const file = path.join(releasesDir, `${entry.id}.json`);
  if (fs.existsSync(file))
    throw new Error(`${file} is already kept; a release is never rewritten.`);
  const current = await currentSourceDocument();
  const {gate} = compareReleases(readReleases(releasesDir), current);
  if (!gate.ok) throw new Error(`${gate.summary}\n${gate.problems.join('\n')}`);
  fs.mkdirSync(releasesDir, {recursive: true});
  fs.writeFileSync(file, releaseFileText(current));
  console.log(`[openapi] kept ${entry.version} (${entry.id}) in ${file}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
