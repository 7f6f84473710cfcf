/**
 * The sandbox as a small working API (issue 27): Find Address, Retrieve and
 * Resolve Address, Find Place and Resolve Place answer from the test dataset
 * the way the operations' descriptions in `openapi/` say, and the catalogue's
 * cases keep taking precedence where they document a code.
 */
import {beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {listOperations, resolveRef, type OpenApiDocument} from '../../lib/openapi/document';
import {cases, createSandbox, testKeys} from '../../lib/sandbox';
import {MAX_BIAS_TERMS, MAX_FILTER_TERMS, SANDBOX_CALLER} from '../../lib/sandbox/search';
import type {Sandbox, SandboxResponse} from '../../lib/sandbox/types';
import {bundledSpec} from '../support/sandbox-spec';

type Json = Record<string, unknown>;
interface Hit {
  id: string;
  suggestion: string;
}

const key = {authorization: `api_key="${testKeys.usable}"`};
let spec: OpenApiDocument;
let sandbox: Sandbox;

beforeAll(async () => {
  spec = await bundledSpec();
}, 60_000);
beforeEach(() => {
  sandbox = createSandbox();
});

const find = (query: Record<string, string>): SandboxResponse =>
  sandbox.handle({method: 'GET', path: '/autocomplete/addresses', query, headers: key});
const hitsOf = (response: SandboxResponse): Hit[] => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ((response.body as Json).result as {hits: Hit[]}).hits;
};
const hits = (query: Record<string, string>) => hitsOf(find(query));
const ids = (query: Record<string, string>) => hits(query).map((hit) => hit.id);
const codeOf = (response: SandboxResponse) => (response.body as Json).code;

function record(id: string, format: 'usa' | 'gbr'): Json {
  const response = sandbox.handle({
    method: 'GET',
    path: `/autocomplete/addresses/${encodeURIComponent(id)}/${format}`,
    headers: key,
  });
  expect(response.status, `${id} ${format}`).toBe(200);
  return (response.body as Json).result as Json;
}

/** The values of an operation's success examples in the bundled spec. */
function examples(operationId: string): Json[] {
  const entry = listOperations(spec).find((op) => op.operation.operationId === operationId)!;
  const media = resolveRef(spec, entry.operation.responses!['200']).content!['application/json'];
  return Object.values(media.examples ?? {}).map(
    (example) => resolveRef(spec, example).value as Json,
  );
}

/** Every address of the dataset in one country, as Find Address finds them with a broad query. */
const US = {query: 'sample', limit: '100'};
const UK = {query: 'st', context: 'GBR', limit: '100'};

describe('Find Address over the test dataset', () => {
  it('answers the spec example request with the spec example hits, in order', () => {
    const [unitedStates, unitedKingdom] = examples('FindAddress');
    expect(find({query: '1200 pearl st'}).body).toEqual(unitedStates);
    expect(find({query: '10 downing st', context: 'GBR'}).body).toEqual(unitedKingdom);
  });

  it('answers a query that matches nothing with no hits, not the spec example', () => {
    expect(hits({query: 'zzqx qqvv'})).toEqual([]);
    expect(hits({query: 'zzqx qqvv', context: 'GBR'})).toEqual([]);
  });

  it('tolerates the documented abbreviations, small typos and a word being typed', () => {
    const pearl = ids({query: '1200 pearl st'});
    expect(pearl).toHaveLength(3);
    for (const query of [
      '1200 pearl street',
      '1200 PEARL St.',
      '1200 perl st',
      '1200 paerl st',
      'pearl st 1200',
      '1200 pearl s',
      '1200 pea',
    ]) {
      expect(ids({query}), query).toEqual(pearl);
    }
    const downing = ids({query: '10 downing street', context: 'GBR'});
    expect(downing).toEqual(['paf_23747771']);
    expect(ids({query: '10 downing st', context: 'GBR'})).toEqual(downing);
    const highway = hits({query: 'test highway contract'});
    expect(highway.map((hit) => hit.id)).toEqual(['usps_test_highway_contract']);
    expect(ids({query: 'test hwy contract'})).toEqual(['usps_test_highway_contract']);
  });

  it('searches the country of context, or the key default when it is missing or not the key’s', () => {
    const us = hits(US);
    const uk = hits(UK);
    expect(us.length).toBeGreaterThan(10);
    expect(uk.length).toBeGreaterThan(10);
    expect(us.every((hit) => hit.id.startsWith('usps_'))).toBe(true);
    expect(uk.every((hit) => /^(paf|mr)_/.test(hit.id))).toBe(true);
    expect(ids({...US, context: 'usa'})).toEqual(us.map((hit) => hit.id));
    expect(ids({...US, context: 'FRA'})).toEqual(us.map((hit) => hit.id));
  });

  it('restricts to the datasets named in dataset', () => {
    const all = hits(UK);
    const paf = ids({...UK, dataset: 'paf'});
    const mr = ids({...UK, dataset: 'mr'});
    expect(paf.length + mr.length).toBe(all.length);
    expect(mr.length).toBeGreaterThan(0);
    expect(mr.every((id) => id.startsWith('mr_'))).toBe(true);
    expect(ids({...UK, dataset: 'usps'})).toEqual([]);
  });

  it('caps the hits at limit (default 10, at most 100)', () => {
    expect(hits({query: 'sample'})).toHaveLength(10);
    expect(hits({query: 'sample', limit: '3'})).toHaveLength(3);
    expect(hits(US).length).toBeGreaterThan(10);
    expect(find({query: 'sample', limit: '101'}).status).toBe(400);
  });

  it('accepts q for query', () => {
    expect(
      hitsOf(
        sandbox.handle({
          method: 'GET',
          path: '/autocomplete/addresses',
          query: {q: '1200 pearl st'},
          headers: key,
        }),
      ).map((hit) => hit.id),
    ).toEqual(ids({query: '1200 pearl st'}));
  });

  it('answers a query of punctuation alone with 40011', () => {
    const response = find({query: '!!! ???'});
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe(40011);
  });
});

/** A sandbox to read the dataset through, so that each case picks values the data really has. */
const probe = createSandbox();
const probeHits = (query: Record<string, string>): Hit[] =>
  (
    (
      probe.handle({method: 'GET', path: '/autocomplete/addresses', query, headers: key})
        .body as Json
    ).result as {hits: Hit[]}
  ).hits;
/** Records in the UK shape: the one with coordinates, for US addresses too. */
const probeRecords = (query: Record<string, string>, format: 'usa' | 'gbr'): Json[] =>
  probeHits(query).map(
    (hit) =>
      (
        probe.handle({
          method: 'GET',
          path: `/autocomplete/addresses/${encodeURIComponent(hit.id)}/${format}`,
          headers: key,
        }).body as Json
      ).result as Json,
  );

/**
 * A value of `field` that some of the records have and some do not: the last
 * record's when it can, so that a bias on it visibly moves records up.
 */
function splitting(records: Json[], field: string, of = (value: string) => value): string {
  const values = records.map((r) => of(String(r[field] ?? '')));
  const found = [...values]
    .reverse()
    .find((value) => value !== '' && values.some((other) => other !== value));
  if (found === undefined) throw new Error(`no value of ${field} splits the records`);
  return found;
}

interface NarrowCase {
  name: string;
  query: Record<string, string>;
  /** The shape the check reads (`gbr` has coordinates for every address). */
  format?: 'usa' | 'gbr';
  holds: (r: Json) => boolean;
}

const near = (circle: {lat: number; lon: number; radius: number}) => (r: Json) => {
  const rad = Math.PI / 180;
  const dLat = (Number(r.latitude) - circle.lat) * rad;
  const dLon = (Number(r.longitude) - circle.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(circle.lat * rad) * Math.cos(Number(r.latitude) * rad) * Math.sin(dLon / 2) ** 2;
  return r.latitude !== '' && 2 * 6_371_000 * Math.asin(Math.sqrt(h)) <= circle.radius;
};

/**
 * The probe records of each country and, per field the filters and biases
 * read, a value that holds for some of them but not all.
 */
function splitters() {
  const us = probeRecords(US, 'usa');
  const uk = probeRecords(UK, 'gbr');
  return {
    us,
    uk,
    state: splitting(us, 'state'),
    code: splitting(us, 'state_abbreviation'),
    city: splitting(us, 'city'),
    zip4: splitting(us, 'zip_plus_4_code'),
    zip: splitting(us, 'zip_code'),
    scf: splitting(us, 'zip_code', (value) => value.slice(0, 3)),
    postcode: splitting(uk, 'postcode'),
    outward: splitting(uk, 'postcode_outward'),
    area: splitting(uk, 'postcode', (value) => value.slice(0, 2)),
    sector: splitting(uk, 'postcode', (value) => value.slice(0, -2)),
    town: splitting(uk, 'post_town'),
    country: splitting(uk, 'country'),
  };
}

/**
 * One narrowing request per documented filter, and what every hit's record
 * must then satisfy. A filter the spec adds without an entry here fails the
 * coverage test below.
 */
function filterCases(): NarrowCase[] {
  const {uk, state, code, city, zip4, zip, scf, postcode, outward, area, sector, town, country} =
    splitters();
  const codes = [code, 'WY'];
  const uprn = splitting(uk, 'uprn');
  const first = uk[0];
  const box = {
    west: Number(first.longitude) - 0.05,
    east: Number(first.longitude) + 0.05,
    north: Number(first.latitude) + 0.05,
    south: Number(first.latitude) - 0.05,
  };
  return [
    {name: 'state', query: {...US, state}, holds: (r) => r.state === state},
    {
      name: 'state_code',
      query: {...US, state_code: codes.join(',')},
      holds: (r) => codes.includes(String(r.state_abbreviation)),
    },
    {name: 'city', query: {...US, city: city.toLowerCase()}, holds: (r) => r.city === city},
    {
      name: 'postal_code',
      query: {...US, postal_code: zip4},
      holds: (r) => r.zip_plus_4_code === zip4,
    },
    {
      name: 'postal_code_2',
      query: {...US, postal_code_2: scf},
      holds: (r) => String(r.zip_code).startsWith(scf),
    },
    {name: 'postal_code_3', query: {...US, postal_code_3: zip}, holds: (r) => r.zip_code === zip},
    {
      name: 'is_pobox',
      query: {query: 'box', limit: '100', is_pobox: 'true'},
      holds: (r) => r.record_type_code === 'P',
    },
    {
      name: 'is_business',
      query: {...US, is_business: 'true'},
      holds: (r) => r.building_or_firm_name !== '',
    },
    {
      name: 'set',
      query: {query: 'test', limit: '100', set: 'nomilitary'},
      holds: (r) => !['AA', 'AE', 'AP'].includes(String(r.state_abbreviation)),
    },
    {name: 'postcode', query: {...UK, postcode}, holds: (r) => r.postcode === postcode},
    {
      name: 'postcode_outward',
      query: {...UK, postcode_outward: outward},
      holds: (r) => r.postcode_outward === outward,
    },
    {
      name: 'postcode_area',
      query: {...UK, postcode_area: area},
      holds: (r) => String(r.postcode).startsWith(area),
    },
    {
      name: 'postcode_sector',
      query: {...UK, postcode_sector: sector},
      holds: (r) => String(r.postcode).startsWith(sector),
    },
    {
      name: 'post_town',
      query: {...UK, post_town: town.toLowerCase()},
      holds: (r) => r.post_town === town,
    },
    {name: 'uprn', query: {...UK, uprn}, holds: (r) => r.uprn === uprn},
    {name: 'country', query: {...UK, country}, holds: (r) => r.country === country},
    {
      name: 'postcode_type',
      query: {query: 'ltd', context: 'GBR', limit: '100', postcode_type: 'L'},
      holds: (r) => r.postcode_type === 'L',
    },
    {
      name: 'su_organisation_indicator',
      query: {query: 'ltd', context: 'GBR', limit: '100', su_organisation_indicator: 'Y'},
      holds: (r) => r.su_organisation_indicator === 'Y',
    },
    {
      name: 'box',
      // The top-left corner first, longitude first.
      query: {...UK, box: [box.west, box.north, box.east, box.south].join(',')},
      holds: (r) =>
        Number(r.longitude) >= box.west &&
        Number(r.longitude) <= box.east &&
        Number(r.latitude) >= box.south &&
        Number(r.latitude) <= box.north,
    },
  ];
}

function biasCases(): NarrowCase[] {
  const {uk, state, code, city, zip4, zip, scf, postcode, outward, area, sector, town, country} =
    splitters();
  const usAt = probeRecords(US, 'gbr');
  const thoroughfare = splitting(uk, 'thoroughfare');
  const point = [...usAt].reverse().find((r) => typeof r.latitude === 'number')!;
  const circle = {lat: Number(point.latitude), lon: Number(point.longitude), radius: 20_000};
  return [
    {name: 'bias_state', query: {...US, bias_state: state}, holds: (r) => r.state === state},
    {
      name: 'bias_state_code',
      query: {...US, bias_state_code: code},
      holds: (r) => r.state_abbreviation === code,
    },
    {name: 'bias_city', query: {...US, bias_city: city}, holds: (r) => r.city === city},
    {
      name: 'bias_postal_code',
      query: {...US, bias_postal_code: zip4.replace('-', '')},
      holds: (r) => r.zip_plus_4_code === zip4,
    },
    {
      name: 'bias_postal_code_2',
      query: {...US, bias_postal_code_2: scf},
      holds: (r) => String(r.zip_code).startsWith(scf),
    },
    {
      name: 'bias_postal_code_3',
      query: {...US, bias_postal_code_3: zip},
      holds: (r) => r.zip_code === zip,
    },
    {
      name: 'bias_postcode',
      query: {...UK, bias_postcode: postcode},
      holds: (r) => r.postcode === postcode,
    },
    {
      name: 'bias_postcode_outward',
      query: {...UK, bias_postcode_outward: outward},
      holds: (r) => r.postcode_outward === outward,
    },
    {
      name: 'bias_postcode_area',
      query: {...UK, bias_postcode_area: area},
      holds: (r) => String(r.postcode).startsWith(area),
    },
    {
      name: 'bias_postcode_sector',
      query: {...UK, bias_postcode_sector: sector},
      holds: (r) => String(r.postcode).startsWith(sector),
    },
    {
      name: 'bias_post_town',
      query: {...UK, bias_post_town: town.toLowerCase()},
      holds: (r) => r.post_town === town,
    },
    {
      name: 'bias_thoroughfare',
      query: {...UK, bias_thoroughfare: thoroughfare},
      holds: (r) => r.thoroughfare === thoroughfare,
    },
    {
      name: 'bias_country',
      query: {...UK, bias_country: country},
      holds: (r) => r.country === country,
    },
    {
      name: 'bias_lonlat',
      query: {...US, bias_lonlat: `${circle.lon},${circle.lat},${circle.radius}`},
      format: 'gbr',
      holds: near(circle),
    },
    {
      name: 'bias_ip',
      // PO boxes: the test addresses come first in the dataset, none near the caller.
      query: {query: 'box', limit: '100', bias_ip: 'true'},
      format: 'gbr',
      holds: near(SANDBOX_CALLER),
    },
  ];
}

const without = (query: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));

const formatOf = (id: string) => (id.startsWith('usps_') ? 'usa' : 'gbr');

describe('Find Address filters and biases', () => {
  it('has a narrowing test for every filter and bias the spec documents', () => {
    const names = listOperations(spec)
      .find((op) => op.operation.operationId === 'FindAddress')!
      .parameters.filter((p) => p.in === 'query')
      .map((p) => p.name)
      .filter((name) => !['query', 'context', 'limit', 'dataset', 'licensee'].includes(name));
    const tested = [...filterCases(), ...biasCases()].map((entry) => entry.name);
    expect(tested.sort()).toEqual(names.sort());
  });

  it.each(filterCases())('filter $name removes the addresses that do not match', (entry) => {
    const broad = without(entry.query, entry.name);
    const all = hits(broad);
    const narrowed = hits(entry.query);
    expect(narrowed.length, 'some addresses match').toBeGreaterThan(0);
    expect(narrowed.length, 'and some do not').toBeLessThan(all.length);
    const format = (id: string) => entry.format ?? formatOf(id);
    for (const hit of narrowed) {
      expect(entry.holds(record(hit.id, format(hit.id))), hit.suggestion).toBe(true);
    }
    const kept = new Set(narrowed.map((hit) => hit.id));
    for (const hit of all.filter((candidate) => !kept.has(candidate.id))) {
      expect(entry.holds(record(hit.id, format(hit.id))), `${hit.suggestion} was left out`).toBe(
        false,
      );
    }
  });

  it.each(biasCases())(
    'bias $name ranks matching addresses first and keeps the others',
    (entry) => {
      const broad = without(entry.query, entry.name);
      const all = ids(broad);
      const ranked = hits(entry.query);
      expect(ranked.map((hit) => hit.id).sort()).toEqual([...all].sort());
      const flags = ranked.map((hit) =>
        entry.holds(record(hit.id, entry.format ?? formatOf(hit.id))),
      );
      const matching = flags.filter(Boolean).length;
      expect(matching, 'some addresses match').toBeGreaterThan(0);
      expect(matching, 'some do not').toBeLessThan(flags.length);
      expect(flags.slice(0, matching).every(Boolean), 'the matches come first').toBe(true);
      expect(ranked.map((hit) => hit.id)).not.toEqual(all);
    },
  );

  it('matches any term of one filter and every filter together', () => {
    const colorado = ids({...US, state_code: 'CO'});
    const wyoming = ids({...US, state_code: 'WY'});
    expect(ids({...US, state_code: 'CO,WY'}).sort()).toEqual([...colorado, ...wyoming].sort());
    const both = ids({...US, state_code: 'CO', city: 'Boulder'});
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(colorado.length);
    expect(ids({...US, state_code: 'WY', city: 'Boulder'})).toEqual([]);
  });

  it('answers no hits for a term that cannot match, and ignores unknown filter names', () => {
    expect(hits({...US, state_code: 'ZZ'})).toEqual([]);
    expect(hits({...US, postcode_area: 'QA'})).toEqual([]);
    expect(hits({...UK, state: 'Colorado'})).toEqual([]);
    expect(ids({...US, colour: 'blue'})).toEqual(ids(US));
  });

  it('narrows the issue’s example: state_code=OR leaves only the Oregon address', () => {
    expect(hits({query: '1200 pearl st', state_code: 'OR'}).map((hit) => hit.suggestion)).toEqual([
      '1200 Pearl St, Eugene, OR 97401',
    ]);
  });

  it('applies the set filter as documented', () => {
    const states = (query: Record<string, string>) =>
      hits(query).map((hit) => String(record(hit.id, 'usa').state_abbreviation));
    const everything = states({query: 'test', limit: '100'});
    expect(everything).toEqual(expect.arrayContaining(['PR', 'AE', 'AP']));
    expect(states({query: 'test', limit: '100', set: 'insular'})).not.toContain('PR');
    expect(states({query: 'test', limit: '100', set: 'nomilitary'})).not.toContain('AE');
    const contiguous = states({query: 'sample', limit: '100', set: 'contiguous'});
    expect(contiguous.some((state) => ['AK', 'HI', 'PR', 'GU'].includes(state))).toBe(false);
    const boxes = hits({query: 'po box', limit: '100'}).length;
    expect(boxes).toBeGreaterThan(0);
    expect(hits({query: 'po box', limit: '100', set: 'nopobox'})).toEqual([]);
  });

  it(`allows ${MAX_FILTER_TERMS} filter terms and ${MAX_BIAS_TERMS} bias terms, and no more`, () => {
    const codes = 'CO,WY,OR,WA,CA,TX,IL,OH,NY';
    expect(find({...US, state_code: codes, set: 'nopobox'}).status).toBe(200);
    const filters = find({...US, state_code: codes, set: 'nopobox', city: 'Boulder'});
    expect(filters.status).toBe(400);
    expect(codeOf(filters)).toBe(40014);
    expect(find({...US, state_code: codes, box: '-110,45,-100,35'}).status).toBe(200);
    expect(find({...US, bias_state_code: 'CO,WY,OR,WA', bias_ip: 'true'}).status).toBe(200);
    const biases = find({...US, bias_state_code: 'CO,WY,OR,WA,CA', bias_ip: 'true'});
    expect(biases.status).toBe(400);
    expect(codeOf(biases)).toBe(40013);
  });

  it('answers 40016 to a bias_lonlat or box it cannot read', () => {
    for (const query of [
      {...US, bias_lonlat: '-105.27,40.01'},
      {...US, bias_lonlat: '-105.27,40.01,60000'},
      {...US, bias_lonlat: 'here'},
      {...US, box: '-0.13,51.50,-0.12'},
      {...US, box: 'a,b,c,d'},
    ]) {
      const response = find(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(codeOf(response)).toBe(40016);
    }
  });
});

describe('Retrieve, Resolve and places', () => {
  it('retrieves and resolves every hit to the full record with the same id', () => {
    for (const query of [US, UK, {query: 'test', limit: '100'}, {query: '1200 pearl st'}]) {
      for (const hit of hits(query)) {
        for (const format of ['usa', 'gbr'] as const) {
          expect(record(hit.id, format).id, `${hit.id} ${format}`).toBe(hit.id);
        }
      }
    }
  });

  it('answers the spec example ids with the spec example records', () => {
    const [retrieve] = examples('RetrieveAddress');
    const [resolve] = examples('ResolveAddress');
    const usId = String((retrieve.result as Json).id);
    const ukId = String((resolve.result as Json).id);
    expect(record(usId, 'usa')).toEqual(retrieve.result);
    expect(record(ukId, 'gbr')).toEqual(resolve.result);
  });

  it('answers an unknown suggestion id with 404 / 4048', () => {
    const response = sandbox.handle({
      method: 'GET',
      path: '/autocomplete/addresses/usps_V000000000%7C1%7C%7C0000/usa',
      headers: key,
    });
    expect(response.status).toBe(404);
    expect(codeOf(response)).toBe(4048);
  });

  it('suggests places by the start of their name, filtered and biased by country', () => {
    const places = (query: Record<string, string>) => {
      const response = sandbox.handle({method: 'GET', path: '/places', query, headers: key});
      expect(response.status).toBe(200);
      return ((response.body as Json).result as {hits: Json[]}).hits;
    };
    expect({code: 2000, message: 'Success', result: {hits: places({query: 'springf'})}}).toEqual(
      examples('FindPlace')[0],
    );
    expect(places({query: 'zzqx'})).toEqual([]);
    const uk = places({query: 'e', country_iso: 'GBR'});
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((place) => place.country_iso === 'GBR')).toBe(true);
    const biased = places({query: 'a', bias_country_iso: 'GBR'});
    expect(biased[0].country_iso).toBe('GBR');
    expect(biased.some((place) => place.country_iso === 'USA')).toBe(true);
    for (const place of [...places({query: 'b'}), ...places({query: 'new york'})]) {
      const resolved = sandbox.handle({method: 'GET', path: `/places/${place.id}`, headers: key});
      expect(resolved.status, String(place.id)).toBe(200);
      expect(((resolved.body as Json).result as Json).descriptive_name).toBe(
        place.descriptive_name,
      );
    }
    const unknown = sandbox.handle({method: 'GET', path: '/places/geonames_1', headers: key});
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe(4048);
  });
});

describe('catalogue cases and the dataset', () => {
  it('keeps every test query answering its case exactly when nothing narrows it', () => {
    for (const testCase of cases.filter((c) => c.operationId === 'FindAddress')) {
      const response = sandbox.handle(testCase.request);
      expect(response.matchedCase?.id, testCase.id).toBe(testCase.id);
      expect(response.body).toEqual(testCase.response.body);
    }
  });

  it('finds the test addresses in the dataset too, so a filter or a limit narrows them', () => {
    expect(find({query: 'test vacant', context: 'USA'}).matchedCase?.id).toBe(
      'find-address-us-vacant',
    );
    expect(hits({query: 'test vacant', state_code: 'IL'}).map((hit) => hit.id)).toEqual([
      'usps_test_vacant',
    ]);
    expect(hits({query: 'test vacant', state_code: 'OR'})).toEqual([]);
    expect(hits({query: 'ID1 1QD', limit: '1'}).map((hit) => hit.id)).toEqual(['paf_0']);
    expect(hits({query: 'ID1 1QD', context: 'GBR', dataset: 'mr'}).map((hit) => hit.id)).toEqual([
      'mr_0',
    ]);
  });

  it('honours context for the test queries: another country finds nothing (the case ignored it)', () => {
    expect(find({query: 'test vacant', context: 'GBR'}).matchedCase).toBeUndefined();
    expect(hits({query: 'test vacant', context: 'GBR'})).toEqual([]);
    expect(hits({query: 'ID1 1QD', context: 'USA'})).toEqual([]);
    expect(find({query: 'ID1 1QD', context: 'GBR'}).matchedCase?.id).toBe(
      'find-address-uk-success',
    );
  });

  it('keeps the cases that document a code exact, whatever is added', () => {
    for (const [query, code] of [
      [{query: 'ID1 CLIP', state_code: 'CO', limit: '1'}, 4020],
      [{query: 'ID1 CHOP', context: 'USA', bias_ip: 'true'}, 4021],
    ] as const) {
      const response = find(query);
      expect(codeOf(response)).toBe(code);
      expect(response.matchedCase).toBeDefined();
    }
    expect(find({query: 'ID1 KFA', context: 'GBR'}).matchedCase?.id).toBe('find-address-uk-empty');
  });

  it('answers lookups with the failing key ak_fails as a key with no lookups left (402 / 4020)', () => {
    const failing = {authorization: `api_key="${testKeys.failing}"`};
    for (const request of [
      {method: 'GET', path: '/autocomplete/addresses', query: {query: 'sample'}},
      {method: 'GET', path: '/autocomplete/addresses/paf_0/gbr'},
      {method: 'GET', path: '/postcodes/SW1A 2AA'},
      {method: 'GET', path: '/places', query: {query: 'spring'}},
    ]) {
      const response = sandbox.handle({...request, headers: failing});
      expect(response.status, request.path).toBe(402);
      expect(codeOf(response)).toBe(4020);
    }
    const check = sandbox.handle({method: 'GET', path: `/keys/${testKeys.failing}`});
    expect(((check.body as Json).result as Json).available).toBe(false);
  });
});
