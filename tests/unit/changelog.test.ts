/**
 * The changelog data (src/data/changelog.ts) against the OpenAPI source: one
 * API version for the spec, the changelog and the pages; operations that
 * exist; stable, unique anchors; text the page, the twin and the feeds can
 * all render.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {listOperations, type OpenApiDocument} from '../../lib/openapi/document';
import {parse} from '../../lib/openapi/inline-markdown';
import {apiReference} from '../../config/api-docs';
import {knownOptionNames} from '../../src/data/address-lookup';
import {
  apiVersion,
  changelog,
  changelogToc,
  entryHeading,
  operationPath,
} from '../../src/data/changelog';
import {bundleSiteSpec} from '../support/openapi';

let spec: OpenApiDocument;
// Bundling lints the whole source: give it the time the other spec tests do.
beforeAll(async () => {
  spec = await bundleSiteSpec();
}, 60_000);

function operationIds(document: OpenApiDocument): Set<string> {
  return new Set(listOperations(document).flatMap(({operation}) => operation.operationId ?? []));
}

function files(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && pattern.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

describe('one API version', () => {
  it("the newest changelog entry's version is the bundled spec's info.version", () => {
    expect(changelog[0].version).toBeDefined();
    expect((spec.info as {version: string}).version).toBe(changelog[0].version);
    expect(apiVersion).toBe(changelog[0].version);
  });

  it('the OpenAPI root file takes the version from the %%apiVersion%% placeholder', () => {
    const root = fs.readFileSync(apiReference.sourceRoot, 'utf8');
    expect(root).toMatch(/^ {2}version: '%%apiVersion%%'$/m);
  });

  it('no page hard-codes an API version: versions in docs come from %%apiVersion%% or the changelog data', () => {
    const apiVersions = new Set(
      changelog.filter((entry) => entry.kind === 'api' && entry.version).map((e) => e.version!),
    );
    const offenders: string[] = [];
    for (const file of [...files('docs', /\.mdx?$/), ...files('docs-api', /\.mdx?$/)]) {
      // Generated API pages are rendered from the bundled spec, which takes the placeholder.
      if (/\.(api|info|tag|schema)\.mdx$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /\b(?:(?:spec(?:ification)?|document|API|OpenAPI)[^.\n|]{0,40}?version|info\.version)[^0-9\n]{0,40}(\d+\.\d+\.\d+)\b/gi,
      )) {
        // OpenAPI 3.x is the format's version, not ours.
        if (/^3\.[01]\.\d+$/.test(match[1])) continue;
        offenders.push(`${file}: ${match[0]}`);
      }
      for (const version of apiVersions) {
        if (text.includes(version)) offenders.push(`${file}: mentions ${version}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('changelog entries', () => {
  it('every entry that changes the API names operations that exist in the spec', () => {
    const known = operationIds(spec);
    const problems: string[] = [];
    for (const entry of changelog) {
      if (entry.kind === 'api' && !entry.operations?.length) {
        problems.push(`${entry.id}: an API change names no operation`);
      }
      for (const id of entry.operations ?? []) {
        if (!known.has(id)) problems.push(`${entry.id}: ${id} is not an operationId of the spec`);
      }
    }
    expect(known.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  /** The words of each code span of a text: `country_iso: "XKX"` gives country_iso and XKX. */
  function codeWords(text: string): string[] {
    return [...text.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1].match(/\w+/g) ?? []);
  }

  it('describe what the spec contains: every name in code of an API entry is in the bundled spec (#27)', () => {
    const text = JSON.stringify(spec);
    const inSpec = (word: string) => new RegExp(`(?<!\\w)${word}(?!\\w)`).test(text);
    // Data entries name datasets (checked below) and may name parameters (`context=NLD`).
    const missing = changelog
      .filter((entry) => entry.kind !== 'widget')
      .flatMap((entry) =>
        codeWords(entry.kind === 'data' ? entry.changes.replace(/`[a-z0-9]+`/g, '') : entry.changes)
          .filter((word) => !inSpec(word))
          .map((word) => `${entry.id}: ${word}`),
      );
    expect(missing).toEqual([]);
    // The entry once published named an enumeration the spec does not have.
    expect(inSpec('CountryISO')).toBe(false);
    expect(inSpec('XKX')).toBe(true);
  });

  it('name datasets the data pages list, and widget options the widget catalogue has (#27)', () => {
    const dataIndex = fs.readFileSync('docs/data/index.mdx', 'utf8');
    const options = knownOptionNames();
    const problems = changelog.flatMap((entry) => {
      if (entry.kind === 'data')
        return [...entry.changes.matchAll(/`([a-z0-9]+)`/g)]
          .map((match) => match[1])
          .filter((code) => !dataIndex.includes(`\`${code}\``))
          .map((code) => `${entry.id}: dataset ${code} is not on docs/data/index.mdx`);
      if (entry.kind === 'widget')
        return [...entry.changes.matchAll(/`([a-z]+[A-Z]\w*)(?::[^`]*)?`/g)]
          .map((match) => match[1])
          .filter((name) => !options.has(name))
          .map((name) => `${entry.id}: ${name} is not a widget option`);
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('links an operation to the page the API docs generator names after it', () => {
    expect(operationPath('FindAddress')).toBe('/docs/api/find-address');
    expect(operationPath('UDPRN')).toBe('/docs/api/udprn');
    expect(operationPath('PhoneNumberValidation')).toBe('/docs/api/phone-number-validation');
  });

  it('are newest first, with ISO dates and unique anchor ids', () => {
    const dates = changelog.map((entry) => entry.date);
    for (const date of dates) expect(date).toMatch(/^\d{4}(-(0[1-9]|1[0-2])(-\d{2})?)?$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = changelog.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of changelog) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.id.startsWith(entry.date.replace(/-\d{2}$/, '').slice(0, 7))).toBe(true);
    }
  });

  it('write every text in the Markdown subset the page and the feeds render', () => {
    for (const entry of changelog) {
      for (const text of [entry.changes, ...(entry.steps?.items ?? [])]) {
        expect(parse(text), `${entry.id}: ${text}`).not.toBeNull();
      }
    }
  });

  it('keep the facts of the previous changelog page', () => {
    const byId = new Map(changelog.map((entry) => [entry.id, entry]));
    expect(byId.get('2024-05-us-address-verification')?.version).toBe('4.6.0');
    expect(byId.get('2023-07-global-coverage')?.version).toBe('4.0.0');
    expect(byId.get('2026-02-monthly-limits')?.changes).toContain('`4021`');
    expect(byId.get('2022-08-widget-2-0')?.steps?.items).toHaveLength(4);
    expect(changelog).toHaveLength(19);
  });

  it('give the table of contents a year heading and an entry heading per entry', () => {
    const toc = changelogToc();
    expect(toc.filter((item) => item.level === 3).map((item) => item.id)).toEqual(
      changelog.map((entry) => entry.id),
    );
    expect(toc.filter((item) => item.level === 2).map((item) => item.value)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    expect(entryHeading(changelog[0])).toMatch(/^April 2026: /);
  });
});
