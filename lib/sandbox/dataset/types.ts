/**
 * The shape of the sandbox's test dataset (`dataset.json`): the records
 * Find Address, Retrieve Address, Resolve Address, Find Place and Resolve
 * Place search offline. Rows are compact: empty fields are left out and
 * what many records share (a ZIP Code's city and county, a UK outward code's
 * post town and counties) is written once. `lib/sandbox/search.ts` expands a
 * row into the full record the API returns. The README of `lib/sandbox`
 * describes every field.
 */

/** A US ZIP Code: what every address in it shares. */
export interface UsZip {
  zip: string;
  city: string;
  /** Two-letter USPS code; its full name is in `DatasetFile.usStates`. */
  state: string;
  county: string;
  /** Five-digit FIPS county code (state and county). */
  fips: string;
  /** Congressional district (`AL` for a state with one seat). */
  district: string;
  timeZone: string;
  /** The centre of the ZIP Code area. */
  lat: number;
  lon: number;
}

/** A generated US address (USPS ZIP+4 shape). */
export interface UsRow {
  /** `usps_V<9 digits>|<primary>|<secondary>|<plus4>`. */
  id: string;
  /** House number, or the box number of a PO box. */
  number: string;
  predir?: string;
  /** Street name; absent for a PO box. */
  street?: string;
  suffix?: string;
  postdir?: string;
  /** Unit designator (`Apt`, `Ste`) and number. */
  unitType?: string;
  unitNumber?: string;
  /** Business (firm) name: the USPS record type is then `F`. */
  firm?: string;
  zip: string;
  plus4: string;
  /** USPS record type: `S` street, `H` high-rise, `F` firm, `P` PO box. */
  type: string;
  /** Carrier route. */
  route: string;
  /** USPS update key number. */
  key: string;
  lat: number;
  lon: number;
}

/** A UK outward code (postcode district): what every address in it shares. */
export interface UkOutward {
  outward: string;
  postTown: string;
  /** UK country: England, Scotland, Wales or Northern Ireland. */
  country: string;
  county: string;
  postalCounty: string;
  traditionalCounty: string;
  administrativeCounty: string;
  district: string;
  ward: string;
}

/** A generated UK address (Royal Mail PAF shape; `mr` rows are Multiple Residence flats). */
export interface UkRow {
  /** `paf_<udprn>` or `mr_<umprn>`. */
  id: string;
  /** UDPRN (written while generating; the file keeps it only for `mr` rows, whose id is the UMPRN). */
  udprn?: number;
  /** UMPRN of a Multiple Residence flat (`mr` rows only). */
  umprn?: number;
  uprn: string;
  organisation?: string;
  subBuilding?: string;
  buildingName?: string;
  number?: string;
  thoroughfare?: string;
  poBox?: string;
  postcode: string;
  /** `S` small user, `L` large user. */
  type: string;
  /** `Y` for a small user that is an organisation. */
  su?: string;
  /** Delivery point suffix. */
  dps: string;
  /** Where it is; `search.ts` derives approximate National Grid eastings and northings from it. */
  lat: number;
  lon: number;
}

/** A place (GeoNames shape). */
export interface PlaceRow {
  /** `geonames_<id>`; generated places use ids from 99000001 up, which GeoNames does not use. */
  id: string;
  name: string;
  alternateNames?: string[];
  /** First-level division (state, UK country) and its code. */
  admin1: string;
  admin1Code: string;
  /** ISO 3166 alpha-3 code. */
  country: string;
  lat: number;
  lon: number;
  population: string;
  /** GeoNames feature code, e.g. `PPL`, `PPLA`, `PPLA2`. */
  feature: string;
  timeZone: string;
  /** More fields of the `native` record a documented place shows (its parents, elevation, last change). */
  native?: Record<string, unknown>;
}

/** A record the docs show (./documented.ts), as it is, with the suggestion that names it. */
export interface DocumentedRecord {
  suggestion: string;
  /** `usa` for a record in the US shape, `gbr` for one in the UK shape. */
  format: 'usa' | 'gbr';
  record: Record<string, unknown>;
  /** Where it is, for geographic filters and biases when the record has no coordinates. */
  lat: number;
  lon: number;
}

/** `lib/sandbox/dataset/dataset.json`. */
export interface DatasetFile {
  about: string;
  seed: number;
  usStates: Record<string, string>;
  usZips: UsZip[];
  usAddresses: UsRow[];
  ukOutwards: UkOutward[];
  ukAddresses: UkRow[];
  documented: DocumentedRecord[];
  places: PlaceRow[];
}
