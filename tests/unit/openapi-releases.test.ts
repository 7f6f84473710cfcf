/**
 * Releases of the API description: the changelog generated from two kept
 * documents, the release gate over fixture pairs (a breaking change without
 * a new major version, a change without a new version, documentation only)
 * and over the real source against the last kept release.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareReleases, currentSourceDocument, releasesDir} from '../../config/api-releases';
import {diffDocuments, documentationChanges} from '../../lib/openapi/diff';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {releaseGate} from '../../lib/openapi/release-gate';
import {readReleases, releaseFileText} from '../../lib/openapi/releases';
import {generatedHtml} from '../../plugins/changelog-feeds/feeds';
import {changedIn, changesByOperation} from '../../src/data/api-changes';
import {apiVersion, changelog} from '../../src/data/changelog';
import {fixtureEntries, release100, release110} from '../fixtures/openapi-diff/release-pair';
import {item, pair} from '../fixtures/openapi-diff/rule-pairs';

function keptIn(files: Record<string, OpenApiDocument>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  for (const [name, document] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, `${name}.json`), releaseFileText(document));
  }
  const kept = readReleases(dir);
  fs.rmSync(dir, {recursive: true, force: true});
  return kept;
}

const gate = (before: OpenApiDocument, after: OpenApiDocument, previous: string, current: string) =>
  releaseGate({
    previous,
    current,
    changes: diffDocuments(before, after),
    documentation: documentationChanges(before, after),
  });

describe('the changelog generated from two kept releases', () => {
  const kept = keptIn({'2026-01-items': release100, '2026-06-items-list': release110});
  const result = compareReleases(kept, release110, fixtureEntries);

  it('lists one breaking and two non-breaking changes under the later release, by operation', () => {
    expect(result.releases.map((release) => [release.entryId, release.since])).toEqual([
      ['2026-06-items-list', '2026-01-items'],
    ]);
    const groups = changesByOperation(result.releases[0].changes).map(({operation, changes}) => ({
      operation: `${operation.method} ${operation.path} ${operation.operationId}`,
      changes: changes.map((change) => `${change.level} ${change.kind}: ${change.message}`),
    }));
    expect(groups).toEqual([
      {
        operation: 'GET /items/{id} GetItem',
        changes: [
          'non-breaking added: Added the optional query parameter `sort`.',
          'breaking removed: Removed the optional response field `name` (200).',
        ],
      },
      {operation: 'GET /items ListItems', changes: ['non-breaking added: Added the operation.']},
    ]);
  });

  it('renders them for the feeds with the breaking change flagged and the operations linked', () => {
    const html = generatedHtml(result.releases[0], {
      siteUrl: 'https://docs.example.test',
      pagePath: '/docs/changelog',
      title: 'T',
      description: 'D',
      author: 'A',
      paths: {rss: '/r', atom: '/a', json: '/j'},
    }).join('\n');
    expect(html).toBe(
      [
        '<h4>Changes in the specification</h4>',
        '<p><a href="https://docs.example.test/docs/api/get-item"><code>GET /items/{id}</code></a> (GetItem)</p>',
        '<ul><li>Added: Added the optional query parameter <code>sort</code>.</li><li><strong>Breaking:</strong> Removed: Removed the optional response field <code>name</code> (200).</li></ul>',
        '<p><a href="https://docs.example.test/docs/api/list-items"><code>GET /items</code></a> (ListItems)</p>',
        '<ul><li>Added: Added the operation.</li></ul>',
      ].join('\n'),
    );
  });

  it('says which release last changed each operation', () => {
    expect(changedIn(fixtureEntries, result)).toEqual({
      GetItem: {entryId: '2026-06-items-list', label: '1.1.0', title: 'A list of items'},
      ListItems: {entryId: '2026-06-items-list', label: '1.1.0', title: 'A list of items'},
    });
  });

  it('fails naming the file when a kept release states another version than its entry', () => {
    const wrong = keptIn({
      '2026-01-items': {...release100, info: {...release100.info, version: '0.9.0'}},
    });
    expect(() => compareReleases(wrong, release100, fixtureEntries)).toThrow(
      /2026-01-items\.json: info\.version is "0\.9\.0", but its changelog entry "2026-01-items" records 1\.0\.0/,
    );
  });
});

describe('the release gate', () => {
  it('fails on a removed response field without a new major version, naming the field and the operation', () => {
    const {before, after} = pair((d) => {
      delete item(d).properties!.name;
    });
    const result = gate(before, after, '1.0.0', '1.1.0');
    expect(result.ok).toBe(false);
    expect(result.summary).toBe(
      '1 breaking change since 1.0.0 without a new major version (the document says 1.1.0).',
    );
    expect(result.problems[0]).toBe(
      'Breaking: GET /items/{id} (GetItem): Removed the optional response field `name` (200). [response-optional-property-removed]',
    );
    expect(gate(before, after, '1.0.0', '2.0.0').ok).toBe(true);
  });

  it('fails on a non-breaking change to parameters or schemas without a new version', () => {
    const {before, after} = pair((d) => {
      d.paths!['/items/{id}']!.get!.parameters!.push({
        name: 'sort',
        in: 'query',
        schema: {type: 'string'},
      });
    });
    const result = gate(before, after, '1.0.0', '1.0.0');
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toBe(
      'Non-breaking: GET /items/{id} (GetItem): Added the optional query parameter `sort`. [new-optional-request-parameter]',
    );
    expect(gate(before, after, '1.0.0', '1.0.1').ok).toBe(true);
    expect(gate(before, after, '1.0.0', '1.1.0').ok).toBe(true);
  });

  it('lets descriptions and examples change without a new version, and says so', () => {
    const {before, after} = pair((d) => {
      item(d).properties!.id!.description = 'The id, as the list gives it.';
      item(d).properties!.id!.examples = ['it_1'];
    });
    const result = gate(before, after, '1.0.0', '1.0.0');
    expect(result).toEqual({
      ok: true,
      summary:
        'Documentation only since 1.0.0 (descriptions or examples of 1 operation): no new version needed.',
      problems: [],
    });
  });

  it('refuses a version that goes down or is not semantic', () => {
    expect(gate(release100, release100, '1.2.0', '1.1.0').ok).toBe(false);
    expect(gate(release100, release100, '1.2', '1.2.0').problems[0]).toMatch(
      /not a semantic version/,
    );
  });
});

describe('the real description', () => {
  it('passes the gate against the last kept release', async () => {
    const result = compareReleases(readReleases(releasesDir), await currentSourceDocument());
    expect(result.gate.problems).toEqual([]);
    expect(result.gate.ok).toBe(true);
    expect(result.gate.current).toBe(apiVersion);
  });

  it('keeps the current version’s document, and every kept release belongs to an API entry', () => {
    const kept = readReleases(releasesDir);
    const current = changelog.find(
      (entry) => entry.version === apiVersion && entry.kind === 'api',
    )!;
    expect(kept.has(current.id)).toBe(true);
    for (const id of kept.keys()) {
      expect(changelog.find((entry) => entry.id === id)?.kind, id).toBe('api');
    }
  });

  it('lists the same operations in each entry’s text as its generated changes name', () => {
    const result = compareReleases(
      readReleases(releasesDir),
      readReleases(releasesDir).get(changelog.find((entry) => entry.version === apiVersion)!.id)!
        .document,
    );
    for (const release of result.releases.filter((r) => r.changes.length > 0)) {
      const entry = changelog.find((candidate) => candidate.id === release.entryId)!;
      const generated = [...new Set(release.changes.map((c) => c.operation.operationId))].sort();
      expect([...(entry.operations ?? [])].sort(), entry.id).toEqual(generated);
    }
  });
});
