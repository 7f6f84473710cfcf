/**
 * The sandbox's test dataset (lib/sandbox/dataset): the committed file is
 * what its seeded generator writes, it is large and varied enough for filters
 * to mean something, every generated record is recognisably fictional, and it
 * holds the catalogue's test addresses and the records the docs show
 * (lib/sandbox/dataset/documented.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSandbox, dataset, testAddresses, testKeys} from '../../lib/sandbox';
import {DOCUMENTED_RECORDS, DOCUMENTED_US_IDS} from '../../lib/sandbox/dataset/documented';
import {
  FICTIONAL_WORDS,
  FIRST_GENERATED_PLACE,
  formatDataset,
  generateDataset,
} from '../../lib/sandbox/dataset/generate';

const FILE = path.join(__dirname, '..', '..', 'lib', 'sandbox', 'dataset', 'dataset.json');

describe('sandbox test dataset', () => {
  it('is exactly what scripts/sandbox-dataset.ts writes (regenerate it after a change)', () => {
    const expected = formatDataset(generateDataset());
    expect(
      fs.readFileSync(FILE, 'utf8') === expected,
      'lib/sandbox/dataset/dataset.json is out of date: run npx tsx scripts/sandbox-dataset.ts',
    ).toBe(true);
  });

  it('is deterministic: the same seed gives the same records, another seed others', () => {
    expect(generateDataset(5)).toEqual(generateDataset(5));
    expect(generateDataset(6).usAddresses).not.toEqual(generateDataset(5).usAddresses);
  });

  it('has a few hundred records across states, ZIP Codes, post towns and postcode areas', () => {
    const us = dataset.usAddresses;
    const uk = dataset.ukAddresses;
    expect(us.length + uk.length).toBeGreaterThanOrEqual(300);
    expect(new Set(dataset.usZips.map((zip) => zip.state)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(us.map((row) => row.zip)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(dataset.ukOutwards.map((o) => o.postTown)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(uk.map((row) => /^[A-Z]+/.exec(row.postcode)![0])).size).toBeGreaterThanOrEqual(
      6,
    );
    expect(new Set(dataset.ukOutwards.map((o) => o.country))).toEqual(
      new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']),
    );
    // PO boxes, businesses and units on both sides.
    expect(us.filter((row) => row.type === 'P').length).toBeGreaterThan(10);
    expect(us.filter((row) => row.firm).length).toBeGreaterThan(10);
    expect(us.filter((row) => row.unitType).length).toBeGreaterThan(10);
    expect(uk.filter((row) => row.poBox).length).toBeGreaterThan(5);
    expect(uk.filter((row) => row.organisation).length).toBeGreaterThan(5);
    expect(uk.filter((row) => row.umprn !== undefined).length).toBeGreaterThan(5);
    expect(dataset.places.length).toBeGreaterThanOrEqual(20);
    const ids = [...us, ...uk].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes every generated record recognisably fictional and names no one', () => {
    const fixed = new Set(DOCUMENTED_US_IDS.map((hit) => hit.id));
    const fictional = (text = '') => FICTIONAL_WORDS.some((word) => text.includes(word));
    for (const row of dataset.usAddresses) {
      if (fixed.has(row.id)) continue;
      const named = row.type === 'P' ? row.firm : `${row.street ?? ''} ${row.firm ?? ''}`;
      if (row.type !== 'P') expect(fictional(named), row.id).toBe(true);
    }
    for (const row of dataset.ukAddresses) {
      // Royal Mail uses no postcode area starting with Q: these postcodes cannot be real.
      expect(row.postcode, row.id).toMatch(/^Q[A-Z]\d/);
      if (row.thoroughfare && row.thoroughfare !== 'High Street') {
        expect(fictional(row.thoroughfare), row.id).toBe(true);
      }
    }
    for (const place of dataset.places) {
      const id = Number(place.id.slice('geonames_'.length));
      const documented = ['4250542', '4409896', '4951788', '5128581'].includes(String(id));
      expect(documented || id >= FIRST_GENERATED_PLACE, place.id).toBe(true);
    }
    // No personal names: the only people-like words are the fictional trades and towns.
    expect(JSON.stringify(dataset)).not.toMatch(/\b(Mr|Mrs|Ms|Dr)\.? [A-Z]/);
  });

  it('holds every documented record as it is, retrieved by its id in its own shape', () => {
    const sandbox = createSandbox();
    for (const {format, record} of DOCUMENTED_RECORDS) {
      const response = sandbox.handle({
        method: 'GET',
        path: `/autocomplete/addresses/${encodeURIComponent(String(record.id))}/${format}`,
        headers: {authorization: `api_key="${testKeys.usable}"`},
        query: /^(paf|pafa|pafw|mr|nyb)_/.test(String(record.id)) ? {} : {},
      });
      expect(response.status, String(record.id)).toBe(200);
      expect((response.body as {result: unknown}).result, String(record.id)).toEqual(record);
    }
  });

  it('holds the catalogue’s test addresses: each one found by a narrowed search', () => {
    const sandbox = createSandbox();
    for (const test of testAddresses) {
      const response = sandbox.handle({
        method: 'GET',
        path: '/autocomplete/addresses',
        query: {
          query: test.query,
          context: test.format === 'usa' ? 'USA' : 'GBR',
          limit: '5',
          dataset: String(test.record.dataset),
        },
        headers: {authorization: `api_key="${testKeys.usable}"`},
      });
      expect(response.matchedCase, test.query).toBeUndefined();
      const hits = (response.body as {result: {hits: {id: string}[]}}).result.hits;
      expect(hits[0]?.id, test.query).toBe(test.record.id);
    }
  });
});
