/**
 * The API's releases, compared: the documents kept in openapi/releases/ (one
 * per changelog entry that published the description, lib/openapi/releases.ts)
 * and the current source, diffed release by release (lib/openapi/diff.ts),
 * and the release gate over the last release and the current source
 * (lib/openapi/release-gate.ts). `npm run gen` writes the result to
 * `.openapi/api-changes.json` (read by the changelog page, its feeds, the
 * operation pages and the MCP server through the build) and stops the build
 * when the gate fails.
 */
import {bundleSource} from '../lib/openapi/bundle';
import {diffDocuments, documentationChanges} from '../lib/openapi/diff';
import type {OpenApiDocument} from '../lib/openapi/document';
import {releaseGate} from '../lib/openapi/release-gate';
import {
  readReleases,
  type ApiChanges,
  type ReleaseChanges,
  type ReleasedDocument,
} from '../lib/openapi/releases';
import {apiVersion, changelog, type ChangelogEntry} from '../src/data/changelog';

/** Where the released documents are kept. */
export const releasesDir = 'openapi/releases';

/** The current source bundled as a release file holds it: placeholders kept, `info.version` filled. */
export async function currentSourceDocument(
  root = 'openapi/openapi.yaml',
): Promise<OpenApiDocument> {
  const document = await bundleSource({root, configPath: 'redocly.yaml'});
  return {...document, info: {...document.info, version: apiVersion}};
}

function entryOf(
  entries: readonly ChangelogEntry[],
  entryId: string,
  file: string,
): ChangelogEntry {
  const entry = entries.find((candidate) => candidate.id === entryId);
  if (!entry || entry.kind !== 'api') {
    throw new Error(
      `${file}: a kept release is named after a changelog entry of kind "api"; src/data/changelog.ts has no such entry "${entryId}".`,
    );
  }
  return entry;
}

/**
 * Compares the kept releases with each other and the current source with
 * the last one. Throws, naming the file, on a release file whose entry or
 * version does not match the changelog.
 */
export function compareReleases(
  kept: ReadonlyMap<string, ReleasedDocument>,
  current: OpenApiDocument,
  entries: readonly ChangelogEntry[] = changelog,
): ApiChanges {
  for (const release of kept.values()) {
    const entry = entryOf(entries, release.entryId, release.file);
    const stated = release.document.info.version;
    if (entry.version && stated !== entry.version) {
      throw new Error(
        `${release.file}: info.version is ${JSON.stringify(stated)}, but its changelog entry "${entry.id}" records ${entry.version}.`,
      );
    }
  }
  const apiEntries = entries.filter((entry) => entry.kind === 'api');
  const chain = apiEntries
    .filter((entry) => kept.has(entry.id))
    .map((entry) => kept.get(entry.id)!);
  const last = chain[0];
  if (!last)
    throw new Error('openapi/releases/ keeps no release: the gate has nothing to compare with.');

  const compare = (
    entryId: string,
    older: ReleasedDocument,
    newer: OpenApiDocument,
  ): ReleaseChanges => {
    const documentation = documentationChanges(older.document, newer);
    return {
      entryId,
      since: older.entryId,
      changes: diffDocuments(older.document, newer),
      documentation: {
        operations: documentation.operations.length,
        document: documentation.document,
      },
    };
  };
  const releases: ReleaseChanges[] = [];
  const newest = apiEntries[0];
  // A release in the making: the newest API entry has no kept document yet.
  if (newest && !kept.has(newest.id)) releases.push(compare(newest.id, last, current));
  chain.forEach((release, index) => {
    const older = chain[index + 1];
    if (older) releases.push(compare(release.entryId, older, release.document));
  });

  const changes = diffDocuments(last.document, current);
  const gate = releaseGate({
    previous: last.document.info.version,
    current: current.info.version,
    changes,
    documentation: documentationChanges(last.document, current),
  });
  return {
    releases,
    gate: {
      ...gate,
      previous: {entryId: last.entryId, version: last.document.info.version},
      current: current.info.version,
    },
  };
}

/** The site's releases compared (what `npm run gen` writes). */
export async function siteApiChanges(): Promise<ApiChanges> {
  return compareReleases(readReleases(releasesDir), await currentSourceDocument());
}
