/**
 * Generates the sandbox's test dataset (`dataset.json`) from a fixed seed:
 * a few hundred clearly fictional US and UK addresses and places, plus the
 * records the docs show (./documented.ts), so that documented requests find them.
 *
 * Fictional by construction: US streets and businesses carry words such as
 * "Sample", "Example" or "Sandbox" in real cities and ZIP Codes (so that state,
 * city and ZIP filters mean something); UK addresses use postcode areas
 * starting with `Q`, which Royal Mail never assigns, in invented post towns
 * (EXAMPLETON, LLANSAMPLE...); generated places use GeoNames ids from
 * 99000001 up. No person is named anywhere.
 *
 * Pure and deterministic: the same seed and records always give the same
 * file. `scripts/sandbox-dataset.ts` writes it; `tests/unit/sandbox-dataset.test.ts`
 * fails when the committed file differs from what this returns. Never
 * imported by the browser bundle (only `dataset.json` is).
 */
import {pick as pickFrom, seededRandom} from '../../seeded-random';
import {DOCUMENTED_PLACES, DOCUMENTED_RECORDS, DOCUMENTED_US_IDS} from './documented';
import type {
  DatasetFile,
  DocumentedRecord,
  PlaceRow,
  UkOutward,
  UkRow,
  UsRow,
  UsZip,
} from './types';

/** The seed of the committed dataset. */
const DATASET_SEED = 27;

type Json = Record<string, unknown>;

/** The first id of generated places: GeoNames does not use ids this high. */
export const FIRST_GENERATED_PLACE = 99000001;

const US_STATES: Record<string, string> = {
  AK: 'Alaska',
  CA: 'California',
  CO: 'Colorado',
  FL: 'Florida',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PR: 'Puerto Rico',
  TX: 'Texas',
  VT: 'Vermont',
  WA: 'Washington',
  WY: 'Wyoming',
};

type ZipSeed = [
  zip: string,
  city: string,
  state: string,
  county: string,
  fips: string,
  district: string,
  timeZone: string,
  lat: number,
  lon: number,
  /** IANA zone and GeoNames feature code of the city as a place. */
  tz: string,
  feature: string,
];

/** Real ZIP Codes and their cities; every address generated in them is fictional. */
// prettier-ignore
const ZIPS: readonly ZipSeed[] = [
  ['80302', 'Boulder', 'CO', 'Boulder', '08013', '02', 'Mountain', 40.0176, -105.2797, 'America/Denver', 'PPLA2'],
  ['80304', 'Boulder', 'CO', 'Boulder', '08013', '02', 'Mountain', 40.0375, -105.277, 'America/Denver', 'PPLA2'],
  ['80203', 'Denver', 'CO', 'Denver', '08031', '01', 'Mountain', 39.7313, -104.9818, 'America/Denver', 'PPLA'],
  ['80205', 'Denver', 'CO', 'Denver', '08031', '01', 'Mountain', 39.759, -104.9663, 'America/Denver', 'PPLA'],
  ['80903', 'Colorado Springs', 'CO', 'El Paso', '08041', '05', 'Mountain', 38.8388, -104.8147, 'America/Denver', 'PPLA2'],
  ['82001', 'Cheyenne', 'WY', 'Laramie', '56021', 'AL', 'Mountain', 41.14, -104.8202, 'America/Denver', 'PPLA'],
  ['97401', 'Eugene', 'OR', 'Lane', '41039', '04', 'Pacific', 44.0521, -123.0868, 'America/Los_Angeles', 'PPLA2'],
  ['97205', 'Portland', 'OR', 'Multnomah', '41051', '03', 'Pacific', 45.5202, -122.6869, 'America/Los_Angeles', 'PPLA2'],
  ['98101', 'Seattle', 'WA', 'King', '53033', '07', 'Pacific', 47.6101, -122.3344, 'America/Los_Angeles', 'PPLA2'],
  ['94610', 'Oakland', 'CA', 'Alameda', '06001', '12', 'Pacific', 37.812, -122.244, 'America/Los_Angeles', 'PPLA2'],
  ['91106', 'Pasadena', 'CA', 'Los Angeles', '06037', '28', 'Pacific', 34.1425, -118.1313, 'America/Los_Angeles', 'PPL'],
  ['78701', 'Austin', 'TX', 'Travis', '48453', '37', 'Central', 30.2711, -97.7437, 'America/Chicago', 'PPLA'],
  ['62704', 'Springfield', 'IL', 'Sangamon', '17167', '13', 'Central', 39.7817, -89.6501, 'America/Chicago', 'PPLA'],
  ['60601', 'Chicago', 'IL', 'Cook', '17031', '07', 'Central', 41.8858, -87.6229, 'America/Chicago', 'PPLA2'],
  ['43215', 'Columbus', 'OH', 'Franklin', '39049', '03', 'Eastern', 39.9612, -82.9988, 'America/New_York', 'PPLA'],
  ['12207', 'Albany', 'NY', 'Albany', '36001', '20', 'Eastern', 42.6526, -73.7562, 'America/New_York', 'PPLA'],
  ['05401', 'Burlington', 'VT', 'Chittenden', '50007', 'AL', 'Eastern', 44.4759, -73.2121, 'America/New_York', 'PPL'],
  ['33602', 'Tampa', 'FL', 'Hillsborough', '12057', '14', 'Eastern', 27.9506, -82.4572, 'America/New_York', 'PPLA2'],
  ['83702', 'Boise', 'ID', 'Ada', '16001', '02', 'Mountain', 43.615, -116.2023, 'America/Boise', 'PPLA'],
  ['99501', 'Anchorage', 'AK', 'Anchorage', '02020', 'AL', 'Alaska', 61.2181, -149.9003, 'America/Anchorage', 'PPLA2'],
  ['96813', 'Honolulu', 'HI', 'Honolulu', '15003', '01', 'Hawaii', 21.3069, -157.8583, 'Pacific/Honolulu', 'PPLA'],
  ['00901', 'San Juan', 'PR', 'San Juan', '72127', '98', 'Atlantic', 18.4655, -66.1057, 'America/Puerto_Rico', 'PPLA'],
  ['96910', 'Hagatna', 'GU', 'Guam', '66010', '98', 'Chamorro', 13.4757, 144.7489, 'Pacific/Guam', 'PPLA'],
];

type TownSeed = [
  outwards: string[],
  postTown: string,
  country: string,
  county: string,
  lat: number,
  lon: number,
];

/** Invented UK post towns in postcode areas that start with `Q` (never a real area). */
// prettier-ignore
const TOWNS: readonly TownSeed[] = [
  [['QA1', 'QA2'], 'EXAMPLETON', 'England', 'Exampleshire', 52.41, -1.62],
  [['QB1', 'QB3'], 'SAMPLEFORD', 'England', 'Sampleshire', 51.93, -0.88],
  [['QC4'], 'TESTINGHAM', 'England', 'Testingshire', 53.31, -1.21],
  [['QH1', 'QH2'], 'INVERTEST', 'Scotland', 'Invertestshire', 57.21, -3.82],
  [['QK7'], 'KILSAMPLE', 'Scotland', 'Kilsampleshire', 55.62, -4.49],
  [['QL1', 'QL2'], 'LLANSAMPLE', 'Wales', 'Sir Sample', 52.13, -3.71],
  [['QY3'], 'ABERTEST', 'Wales', 'Sir Test', 51.72, -3.38],
  [['QN1'], 'BALLYDEMO', 'Northern Ireland', 'County Demo', 54.58, -6.31],
];

/** The words of generated street and business names: none is a real name. */
export const FICTIONAL_WORDS = [
  'Sample',
  'Example',
  'Sandbox',
  'Fixture',
  'Placeholder',
  'Mockup',
  'Testbed',
  'Specimen',
  'Template',
  'Prototype',
  'Draft',
  'Demo',
];
const US_SUFFIXES = [
  'St',
  'Ave',
  'Rd',
  'Dr',
  'Ln',
  'Blvd',
  'Ct',
  'Pkwy',
  'Hwy',
  'Way',
  'Pl',
  'Cir',
];
const DIRECTIONS = ['N', 'S', 'E', 'W'];
const UK_TYPES = [
  'Road',
  'Street',
  'Lane',
  'Avenue',
  'Close',
  'Crescent',
  'Way',
  'Drive',
  'Terrace',
  'Gardens',
];
const TRADES = [
  'Bakery',
  'Hardware',
  'Books',
  'Dental',
  'Cafe',
  'Bicycles',
  'Florist',
  'Printing',
  'Tailors',
  'Pharmacy',
];
const US_FIRM_ENDINGS = ['', ' LLC', ' Inc', ' Co'];
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function tools(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => pickFrom(next, list);
  const digits = (count: number) => Array.from({length: count}, () => int(0, 9)).join('');
  const round = (value: number, places: number) => Number(value.toFixed(places));
  const jitter = (value: number, spread: number) => round(value + (next() - 0.5) * 2 * spread, 4);
  const unique = <T>(seen: Set<T>, make: () => T): T => {
    for (;;) {
      const value = make();
      if (!seen.has(value)) {
        seen.add(value);
        return value;
      }
    }
  };
  return {next, int, pick, digits, round, jitter, unique};
}

function zipOf(seed: ZipSeed): UsZip {
  const [zip, city, state, county, fips, district, timeZone, lat, lon] = seed;
  return {zip, city, state, county, fips, district, timeZone, lat, lon};
}

/** `1200 Pearl St, Denver, CO 80203` read back into its parts. */
function parseUsSuggestion(suggestion: string) {
  const match = /^(\d+) (.+) ([A-Za-z]+), (.+), ([A-Z]{2}) (\d{5})$/.exec(suggestion);
  if (!match) throw new Error(`generate.ts: cannot read the US suggestion "${suggestion}"`);
  const [, number, street, suffix, city, state, zip] = match;
  return {number, street, suffix, city, state, zip};
}

/** The suggestion Find Address shows for a documented record that names none. */
function suggestionOf(record: Json): string {
  const text = (name: string) => (typeof record[name] === 'string' ? String(record[name]) : '');
  const parts = [text('line_1'), text('line_2'), text('line_3'), text('city'), text('post_town')];
  return [...parts, text('zip_code') || text('postcode')].filter(Boolean).join(', ');
}

type Tools = ReturnType<typeof tools>;

/** The documented records of ./documented.ts, as they are, each with a position. */
function documentedRecords(
  zipByCode: ReadonlyMap<string, UsZip>,
  ids: Set<string>,
): DocumentedRecord[] {
  const documented: DocumentedRecord[] = [];
  for (const {format, record, suggestion, ...at} of DOCUMENTED_RECORDS) {
    const id = String(record.id);
    const zip = zipByCode.get(String(record.zip_code ?? ''));
    const lat = typeof record.latitude === 'number' ? record.latitude : (at.lat ?? zip?.lat);
    const lon = typeof record.longitude === 'number' ? record.longitude : (at.lon ?? zip?.lon);
    if (lat === undefined || lon === undefined) {
      throw new Error(`documented.ts: give the record ${id} a position (lat, lon)`);
    }
    if (ids.has(id)) throw new Error(`documented.ts: ${id} is listed twice`);
    documented.push({suggestion: suggestion ?? suggestionOf(record), format, record, lat, lon});
    ids.add(id);
  }
  return documented;
}

/** The US addresses: those the docs name by id, then ten generated per ZIP Code. */
function generateUsAddresses(
  t: Tools,
  usZips: readonly UsZip[],
  zipByCode: ReadonlyMap<string, UsZip>,
  ids: Set<string>,
): UsRow[] {
  const usAddresses: UsRow[] = [];
  const usRow = (row: Omit<UsRow, 'lat' | 'lon'>, zip: UsZip): UsRow => ({
    ...row,
    lat: t.jitter(zip.lat, 0.02),
    lon: t.jitter(zip.lon, 0.02),
  });

  /** A US address whose id the docs show (an example hit, a sample id): route and key generated. */
  const knownUsRow = (
    id: string,
    address: {number: string; street: string; suffix: string},
    zip: UsZip,
    plus4: string,
  ): UsRow =>
    usRow(
      {
        id,
        number: address.number,
        street: address.street,
        suffix: address.suffix,
        zip: zip.zip,
        plus4,
        type: 'S',
        route: `C0${t.digits(2)}`,
        key: `00${t.digits(8)}`,
      },
      zip,
    );

  // US addresses the docs name by id only: generated with that id.
  for (const hit of DOCUMENTED_US_IDS) {
    const parts = parseUsSuggestion(hit.suggestion);
    const zip = zipByCode.get(parts.zip);
    if (!zip) throw new Error(`generate.ts: add ZIP ${parts.zip} (from ${hit.id}) to ZIPS`);
    const plus4 = hit.id.split('|').pop() ?? '';
    ids.add(hit.id);
    usAddresses.push(knownUsRow(hit.id, parts, zip, plus4));
  }

  // Generated US addresses: ten per ZIP Code, on three fictional streets.
  for (const zip of usZips) {
    const streets = Array.from({length: 3}, () => ({
      predir: t.next() < 0.2 ? t.pick(DIRECTIONS) : undefined,
      street: t.pick(FICTIONAL_WORDS),
      suffix: t.pick(US_SUFFIXES),
    }));
    for (let index = 0; index < 10; index += 1) {
      const kind = index === 9 ? 'box' : index === 8 ? 'firm' : index >= 6 ? 'unit' : 'house';
      const street = streets[index % 3];
      const number = kind === 'box' ? String(t.int(100, 9999)) : String(t.int(1, 9899));
      const unitType = kind === 'unit' ? t.pick(['Apt', 'Ste', 'Unit']) : undefined;
      const unitNumber = kind === 'unit' ? String(t.int(1, 40)) : undefined;
      const plus4 = t.digits(4);
      const id = t.unique(ids, () => `usps_V${t.digits(9)}|${number}|${unitNumber ?? ''}|${plus4}`);
      usAddresses.push(
        usRow(
          {
            id,
            number,
            ...(kind === 'box'
              ? {}
              : {
                  ...(street.predir ? {predir: street.predir} : {}),
                  street: street.street,
                  suffix: street.suffix,
                }),
            ...(unitType ? {unitType, unitNumber} : {}),
            ...(kind === 'firm'
              ? {firm: `${t.pick(FICTIONAL_WORDS)} ${t.pick(TRADES)}${t.pick(US_FIRM_ENDINGS)}`}
              : {}),
            zip: zip.zip,
            plus4,
            type: {box: 'P', firm: 'F', unit: 'H', house: 'S'}[kind],
            route: `${kind === 'box' ? 'B' : 'C'}0${t.digits(2)}`,
            key: `00${t.digits(8)}`,
          },
          zip,
        ),
      );
    }
  }
  return usAddresses;
}

/** Generated UK addresses: ten per outward code, with the outward codes' areas. */
function generateUk(t: Tools): {ukOutwards: UkOutward[]; ukAddresses: UkRow[]} {
  const ukOutwards: UkOutward[] = [];
  const ukAddresses: UkRow[] = [];
  const numbers = new Set<number>();
  const uprns = new Set<string>();
  const postcodes = new Set<string>();
  const udprn = () => t.unique(numbers, () => t.int(90000000, 99999999));
  const uprn = () => t.unique(uprns, () => `9${t.digits(11)}`);
  for (const [outwards, postTown, country, county, lat, lon] of TOWNS) {
    const town = postTown.charAt(0) + postTown.slice(1).toLowerCase();
    for (const [districtIndex, outward] of outwards.entries()) {
      ukOutwards.push({
        outward,
        postTown,
        country,
        county,
        postalCounty: county,
        traditionalCounty: county,
        administrativeCounty: county,
        district: `${town} District`,
        ward: `${town} ${districtIndex === 0 ? 'Central' : 'North'}`,
      });
      const center = {lat: lat + districtIndex * 0.03, lon: lon + districtIndex * 0.04};
      const postcode = () =>
        t.unique(
          postcodes,
          () =>
            `${outward} ${t.int(1, 9)}${t.pick([...INWARD_LETTERS])}${t.pick([...INWARD_LETTERS])}`,
        );
      const position = () => ({lat: t.jitter(center.lat, 0.015), lon: t.jitter(center.lon, 0.02)});
      const streets = Array.from(
        {length: 2},
        () => `${t.pick(FICTIONAL_WORDS)} ${t.pick(UK_TYPES)}`,
      );
      for (const [streetIndex, thoroughfare] of streets.entries()) {
        const code = postcode();
        // Three houses, and a building of flats (one PAF record, its flats in MR).
        for (let house = 0; house < 3; house += 1) {
          const number = String(t.int(1, 120));
          ukAddresses.push({
            id: '',
            udprn: udprn(),
            uprn: uprn(),
            number,
            thoroughfare,
            postcode: code,
            type: 'S',
            dps: `${t.int(1, 9)}${t.pick(['A', 'B', 'D', 'E'])}`,
            ...position(),
          });
        }
        if (streetIndex === 0) {
          const number = String(t.int(121, 199));
          const parent = udprn();
          const parentUprn = uprn();
          const at = position();
          ukAddresses.push({
            id: '',
            udprn: parent,
            uprn: parentUprn,
            number,
            thoroughfare,
            postcode: code,
            type: 'S',
            dps: '1A',
            ...at,
          });
          for (let flat = 1; flat <= 2; flat += 1) {
            ukAddresses.push({
              id: '',
              udprn: parent,
              umprn: t.unique(numbers, () => t.int(50000000, 59999999)),
              uprn: parentUprn,
              subBuilding: `Flat ${flat}`,
              number,
              thoroughfare,
              postcode: code,
              type: 'S',
              dps: `1${'BCD'[flat - 1]}`,
              ...at,
            });
          }
        }
      }
      // A business on the High Street, and a large user with its own postcode and PO box.
      ukAddresses.push({
        id: '',
        udprn: udprn(),
        uprn: uprn(),
        organisation: `${town} ${t.pick(TRADES)} Ltd`,
        number: String(t.int(1, 80)),
        thoroughfare: 'High Street',
        postcode: postcode(),
        type: 'S',
        su: 'Y',
        dps: `${t.int(2, 9)}A`,
        ...position(),
      });
      ukAddresses.push({
        id: '',
        udprn: udprn(),
        uprn: uprn(),
        organisation: `${t.pick(FICTIONAL_WORDS)} ${t.pick(TRADES)} Ltd`,
        poBox: `PO Box ${t.int(10, 999)}`,
        postcode: postcode(),
        type: 'L',
        dps: '1A',
        ...position(),
      });
    }
  }
  for (const row of ukAddresses) {
    row.id = row.umprn === undefined ? `paf_${row.udprn}` : `mr_${row.umprn}`;
    // A PAF row's id already holds its UDPRN.
    if (row.umprn === undefined) delete row.udprn;
  }
  return {ukOutwards, ukAddresses};
}

/** Places: the cities of the US addresses and the UK post towns, and the documented ones. */
function generatePlaces(t: Tools): PlaceRow[] {
  const places: PlaceRow[] = [...DOCUMENTED_PLACES];
  const named = new Set(places.map((place) => `${place.name}|${place.admin1Code}`));
  let placeId = FIRST_GENERATED_PLACE;
  for (const [, city, state, , , , , lat, lon, timeZone, feature] of ZIPS) {
    if (named.has(`${city}|${state}`) || state === 'PR' || state === 'GU') continue;
    named.add(`${city}|${state}`);
    places.push({
      id: `geonames_${placeId++}`,
      name: city,
      admin1: US_STATES[state],
      admin1Code: state,
      country: 'USA',
      lat,
      lon,
      population: String(t.int(50, 900) * 1000 + t.int(0, 999)),
      feature,
      timeZone,
    });
  }
  for (const [, postTown, country, , lat, lon] of TOWNS) {
    places.push({
      id: `geonames_${placeId++}`,
      name: postTown.charAt(0) + postTown.slice(1).toLowerCase(),
      admin1: country,
      admin1Code: {England: 'ENG', Scotland: 'SCT', Wales: 'WLS', 'Northern Ireland': 'NIR'}[
        country
      ]!,
      country: 'GBR',
      lat,
      lon,
      population: String(t.int(4, 60) * 1000 + t.int(0, 999)),
      feature: 'PPL',
      timeZone: 'Europe/London',
    });
  }
  return places;
}

/** The dataset for `seed`, with the documented records of ./documented.ts. */
export function generateDataset(seed = DATASET_SEED): DatasetFile {
  const t = tools(seed);
  const usZips = ZIPS.map(zipOf);
  const zipByCode = new Map(usZips.map((zip) => [zip.zip, zip]));
  const ids = new Set<string>();
  const documented = documentedRecords(zipByCode, ids);
  const usAddresses = generateUsAddresses(t, usZips, zipByCode, ids);
  const {ukOutwards, ukAddresses} = generateUk(t);
  const places = generatePlaces(t);
  return {
    about:
      'Fictional test records of the docs sandbox. Generated by scripts/sandbox-dataset.ts; do not edit by hand (see lib/sandbox/README.md).',
    seed,
    usStates: US_STATES,
    usZips,
    usAddresses,
    ukOutwards,
    ukAddresses,
    documented,
    places,
  };
}

/** The dataset as written to `dataset.json`: one record per line, so diffs stay readable. */
export function formatDataset(dataset: DatasetFile): string {
  const lines: string[] = ['{'];
  const entries = Object.entries(dataset);
  entries.forEach(([name, value], index) => {
    const comma = index === entries.length - 1 ? '' : ',';
    if (Array.isArray(value)) {
      lines.push(`  ${JSON.stringify(name)}: [`);
      value.forEach((item, at) => {
        lines.push(`    ${JSON.stringify(item)}${at === value.length - 1 ? '' : ','}`);
      });
      lines.push(`  ]${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(name)}: ${JSON.stringify(value)}${comma}`);
    }
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
