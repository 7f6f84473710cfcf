/**
 * What each configurator value may be. A playground link is written by
 * anyone, and its values end up in code a developer copies into their own
 * site, so every value read from the URL (or typed into the configurator) is
 * checked here first: characters, length and, where the OpenAPI description
 * or the widget catalogue states one, the parameter's own format (an enum, a
 * boolean, an integer range, a pattern). A value that fails is left out and
 * the playground says so.
 *
 * The formats restate facts of the Find Address operation
 * (openapi/components/parameters.yaml) and of `searchLimits`;
 * tests/unit/playground.test.ts checks them against the bundled description.
 */
import {searchLimits} from '../../data/address-lookup';

/** Why a value was refused. */
export type Refusal = 'markup' | 'control' | 'length' | 'format';

export interface ValueRule {
  /** What a valid value looks like, for the note shown when one is refused. */
  expects: string;
  /** Longest value accepted, in UTF-16 code units, after trimming. */
  maxLength: number;
  /** Whether a trimmed value of acceptable characters and length has the right format. */
  test: (value: string) => boolean;
}

export type ValueCheck = {ok: true; value: string} | {ok: false; refusal: Refusal; rule: ValueRule};

/** Characters of HTML or script syntax: never part of an address filter. */
const MARKUP = /[<>"`\\{}]/;
/**
 * Control and format characters (C0, C1, DEL, zero-width and direction
 * marks, the byte order mark) and the line and paragraph separators U+2028
 * and U+2029, which end a line in a script.
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The longest free-text filter the playground accepts (the API's `query` allows 200). */
export const MAX_TEXT_LENGTH = 100;

function enumRule(values: readonly string[]): ValueRule {
  return {
    expects: `one of ${values.join(', ')}`,
    maxLength: MAX_TEXT_LENGTH,
    test: (value) => values.includes(value),
  };
}

function integerRule(min: number, max: number): ValueRule {
  return {
    expects: `a whole number from ${min} to ${max}`,
    maxLength: MAX_TEXT_LENGTH,
    test: (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
  };
}

function patternRule(pattern: RegExp, expects: string, maxLength = MAX_TEXT_LENGTH): ValueRule {
  return {expects, maxLength, test: (value) => pattern.test(value)};
}

const BOOLEAN = enumRule(['true', 'false']);

/** Names, towns, streets: letters, digits, spaces and the punctuation of place names; commas separate several. */
const TEXT = patternRule(
  /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’()&/-]*$/u,
  `letters, digits, spaces and . , ' ( ) & / - (at most ${MAX_TEXT_LENGTH} characters)`,
);

/** Postal codes and their parts: letters, digits, spaces and hyphens; commas separate several. */
const CODES = patternRule(
  /^[A-Za-z0-9][A-Za-z0-9 -]*(?:,[A-Za-z0-9][A-Za-z0-9 -]*)*$/,
  'postal codes of letters, digits, spaces and hyphens, separated by commas',
);

/** Two-letter state codes, separated by commas. */
const STATE_CODES = patternRule(
  /^[A-Za-z]{2}(?:,[A-Za-z]{2})*$/,
  'two-letter state codes separated by commas',
);

const DECIMAL = String.raw`-?\d{1,3}(?:\.\d{1,10})?`;
const LONLAT_RADIUS = new RegExp(`^${DECIMAL},${DECIMAL},\\d{1,6}$`);

/** The format of each Find Address parameter the configurator offers. */
export const VALUE_RULES: Readonly<Record<string, ValueRule>> = {
  limit: integerRule(1, searchLimits.maxLimit),
  set: enumRule(['contiguous', 'insular', 'nomilitary', 'nopobox']),
  state: TEXT,
  state_code: STATE_CODES,
  city: TEXT,
  postal_code: CODES,
  postal_code_2: CODES,
  postal_code_3: CODES,
  is_pobox: BOOLEAN,
  is_business: BOOLEAN,
  bias_state: TEXT,
  bias_state_code: STATE_CODES,
  bias_city: TEXT,
  bias_postal_code: CODES,
  bias_postal_code_2: CODES,
  bias_postal_code_3: CODES,
  box: patternRule(
    new RegExp(`^${DECIMAL}(?:,${DECIMAL}){3}$`),
    'four numbers: longitude,latitude of one corner, then of the opposite corner',
  ),
  bias_lonlat: {
    expects: `longitude,latitude,radius in meters (at most ${searchLimits.maxBiasRadiusMeters})`,
    maxLength: MAX_TEXT_LENGTH,
    test: (value) =>
      LONLAT_RADIUS.test(value) && Number(value.split(',')[2]) <= searchLimits.maxBiasRadiusMeters,
  },
  bias_ip: BOOLEAN,
  country: TEXT,
  post_town: TEXT,
  postcode: CODES,
  postcode_outward: CODES,
  postcode_area: CODES,
  postcode_sector: CODES,
  uprn: patternRule(/^\d{1,12}$/, 'a UPRN of 1 to 12 digits', 12),
  postcode_type: enumRule(['S', 'L']),
  su_organisation_indicator: enumRule(['Y']),
  bias_country: TEXT,
  bias_post_town: TEXT,
  bias_thoroughfare: TEXT,
  bias_postcode: CODES,
  bias_postcode_outward: CODES,
  bias_postcode_area: CODES,
  bias_postcode_sector: CODES,
};

/**
 * Checks one `queryOptions` value (already URL-decoded). Markup and control
 * characters are refused first, whatever the parameter; then the length,
 * then the format.
 */
export function checkQueryValue(rule: ValueRule, raw: string): ValueCheck {
  if (MARKUP.test(raw)) return {ok: false, refusal: 'markup', rule};
  if (CONTROL.test(raw)) return {ok: false, refusal: 'control', rule};
  const value = raw.trim();
  if (value.length > rule.maxLength) return {ok: false, refusal: 'length', rule};
  if (!rule.test(value)) return {ok: false, refusal: 'format', rule};
  return {ok: true, value};
}

/** A sentence for the reader about a refused value. */
export function describeRefusal(refusal: Refusal, rule: ValueRule): string {
  switch (refusal) {
    case 'markup':
      return 'it contains markup characters (< > " ` \\ { })';
    case 'control':
      return 'it contains control or invisible characters';
    case 'length':
      return `it is longer than ${rule.maxLength} characters`;
    default:
      return `it is not in the expected form: ${rule.expects}`;
  }
}
