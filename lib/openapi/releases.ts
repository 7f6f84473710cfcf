/**
 * The released OpenAPI documents kept in `openapi/releases/` (Node only):
 * each file is the description as a release published it, bundled into one
 * JSON document with its placeholders kept (`%%name%%`...), so the brand
 * lives in src/identity.ts alone and two releases compare as written. A file
 * is named after the changelog entry of its release (`<entry id>.json`),
 * which says when it shipped and what it was for; its `info.version` is the
 * version the entry records.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiChange} from './diff';
import {isJsonObject, type OpenApiDocument} from './document';
import type {GateResult} from './release-gate';

/** What one release changed in the description, generated from two documents. */
export interface ReleaseChanges {
  /** The changelog entry of the release. */
  entryId: string;
  /** The entry of the release compared against (the one before it that kept its document). */
  since: string;
  changes: ApiChange[];
  /** How many operations only had their descriptions or examples changed, and whether the overview did. */
  documentation: {operations: number; document: boolean};
}

/** The releases compared, newest first, and the release gate's verdict on the current source. */
export interface ApiChanges {
  releases: ReleaseChanges[];
  gate: GateResult & {previous: {entryId: string; version: string}; current: string};
}

export interface ReleasedDocument {
  /** The changelog entry the release belongs to: the file's name. */
  entryId: string;
  /** The file, relative to the directory given. */
  file: string;
  document: OpenApiDocument;
}

/** Every kept release of `dir`, by entry id; throws, naming the file, on one that is not an OpenAPI document. */
export function readReleases(dir: string): Map<string, ReleasedDocument> {
  const releases = new Map<string, ReleasedDocument>();
  if (!fs.existsSync(dir)) return releases;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not JSON (${(error as Error).message}).`);
    }
    if (!isJsonObject(parsed) || typeof parsed.openapi !== 'string' || !isJsonObject(parsed.info)) {
      throw new Error(`${file}: not an OpenAPI document (no "openapi" or "info").`);
    }
    const entryId = name.slice(0, -'.json'.length);
    releases.set(entryId, {entryId, file, document: parsed as unknown as OpenApiDocument});
  }
  return releases;
}

/** A document as a release file holds it: two-space JSON and a final newline. */
export function releaseFileText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
