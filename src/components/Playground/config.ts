/**
 * The playground's configuration: which widget options it lets you change,
 * their defaults (read from the widget catalogue, never retyped) and how a
 * configuration is read from and written to the URL query.
 */
import {options, searchParameters, type SearchParameter} from '../../data/address-lookup';
import {presetToSearchParams, type Preset} from './url';
import {MAX_TEXT_LENGTH, VALUE_RULES, checkQueryValue, describeRefusal} from './values';

export type Format = 'usa' | 'gbr';

/**
 * The boolean options the configurator offers as checkboxes after
 * `detectCountry`, in display order. Each takes its default from the widget
 * catalogue, and needs a hint and a docs page in `index.tsx` (typed: the
 * typecheck fails without them). CONTRIBUTING.md, "Add a widget option".
 */
export const BEHAVIOUR_OPTIONS = [
  'removeOrganisation',
  'titleizePostTown',
  'hideToolbar',
  'injectStyle',
] as const;

type BehaviourOption = (typeof BEHAVIOUR_OPTIONS)[number];

export interface PlaygroundConfig extends Record<BehaviourOption, boolean> {
  defaultCountry: string;
  detectCountry: boolean;
  /** ISO alpha-3 codes; empty allows every country the key can search. */
  restrictCountries: readonly string[];
  format: Format;
  /** Extra Find Address parameters, in the order they were added. */
  queryOptions: Readonly<Record<string, string>>;
  /**
   * The `hide` option with the playground's own choice of elements: every
   * address field except the search input stays hidden until an address is
   * chosen or the reader asks for manual entry.
   */
  hide: boolean;
}

/** Boolean options the configurator offers as checkboxes, in display order. */
export const BOOLEAN_OPTIONS = [
  'detectCountry',
  ...BEHAVIOUR_OPTIONS,
] as const satisfies readonly (keyof PlaygroundConfig)[];

/** Every widget option the playground configures (all in the catalogue; a unit test checks). */
export const PLAYGROUND_OPTIONS = [
  'defaultCountry',
  'detectCountry',
  'restrictCountries',
  'format',
  'queryOptions',
  ...BEHAVIOUR_OPTIONS,
  'hide',
] as const satisfies readonly (keyof PlaygroundConfig)[];

/** A widget option the playground configures. */
export type PlaygroundOption = (typeof PLAYGROUND_OPTIONS)[number];

function catalogueDefault(name: string): unknown {
  const option = options.find((candidate) => candidate.name === name);
  if (!option) throw new Error(`Playground: "${name}" is not in src/data/address-lookup.ts.`);
  return JSON.parse(option.default) as unknown;
}

function booleanDefault(name: string): boolean {
  const value = catalogueDefault(name);
  if (typeof value !== 'boolean') {
    throw new Error(`Playground: the default of "${name}" is not a boolean.`);
  }
  return value;
}

/** The widget's own defaults, as the catalogue states them. */
export const DEFAULT_CONFIG: PlaygroundConfig = {
  defaultCountry: String(catalogueDefault('defaultCountry')),
  detectCountry: booleanDefault('detectCountry'),
  restrictCountries: catalogueDefault('restrictCountries') as string[],
  format: catalogueDefault('format') as Format,
  queryOptions: catalogueDefault('queryOptions') as Record<string, string>,
  ...(Object.fromEntries(BEHAVIOUR_OPTIONS.map((name) => [name, booleanDefault(name)])) as Record<
    BehaviourOption,
    boolean
  >),
  hide: (catalogueDefault('hide') as unknown[]).length > 0,
};

/**
 * Search parameters the configurator offers for `queryOptions`: every filter
 * and bias of the catalogue, plus `limit`. `context` is left out because the
 * widget sets it from the active country.
 */
export const QUERY_PARAMETERS: readonly SearchParameter[] = searchParameters.filter(
  (parameter) => parameter.name !== 'context' && parameter.name !== 'dataset',
);

/** ISO alpha-3, the format of Find Address's `context` (the API also accepts lower case). */
const COUNTRY_CODE = /^[A-Z]{3}$/;

/** A value of a playground link that was left out, and why, for the note the page shows. */
export interface RefusedValue {
  /** The URL parameter, e.g. `queryOptions.city`. */
  parameter: string;
  reason: string;
}

export interface ReadConfig {
  config: PlaygroundConfig;
  refused: RefusedValue[];
}

function parseBoolean(text: string | null): boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/** The refusal of a value that is not even a candidate (wrong country code, unknown format...). */
function refuse(parameter: string, value: string, expects: string): RefusedValue {
  const rule = {expects, maxLength: MAX_TEXT_LENGTH, test: () => false};
  const check = checkQueryValue(rule, value);
  return {parameter, reason: describeRefusal(check.ok ? 'format' : check.refusal, rule)};
}

/**
 * Reads a configuration from a URL query, checking every value the
 * playground would use: country codes, `format`, the booleans and each
 * `queryOptions` value against its parameter's rule (`values.ts`). A value
 * that fails is left out and listed in `refused`, so a damaged or crafted
 * link still opens the playground with the rest of its settings, and says
 * what it ignored. Parameters the playground does not own (`utm_source`...)
 * are not its business and pass silently; empty values are no setting.
 */
export function readConfig(search: string | URLSearchParams): ReadConfig {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const config: PlaygroundConfig = {...DEFAULT_CONFIG, queryOptions: {}};
  const refused: RefusedValue[] = [];

  const country = params.get('defaultCountry');
  if (country) {
    const code = country.trim().toUpperCase();
    if (COUNTRY_CODE.test(code)) config.defaultCountry = code;
    else refused.push(refuse('defaultCountry', country, 'a three-letter country code'));
  }

  const restrict = params.get('restrictCountries');
  if (restrict !== null) {
    const codes: string[] = [];
    for (const item of restrict.split(',')) {
      const code = item.trim().toUpperCase();
      if (COUNTRY_CODE.test(code)) codes.push(code);
      else if (code) {
        refused.push(refuse('restrictCountries', item, 'a list of three-letter country codes'));
      }
    }
    config.restrictCountries = [...new Set(codes)];
  }

  const format = params.get('format');
  if (format === 'usa' || format === 'gbr') config.format = format;
  else if (format) refused.push(refuse('format', format, 'usa or gbr'));

  for (const name of [...BOOLEAN_OPTIONS, 'hide'] as const) {
    const text = params.get(name);
    const value = parseBoolean(text);
    if (value !== undefined) config[name] = value;
    else if (text) refused.push(refuse(name, text, 'true or false'));
  }

  const queryOptions: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('queryOptions.')) continue;
    const name = key.slice('queryOptions.'.length);
    const rule = QUERY_PARAMETERS.some((parameter) => parameter.name === name)
      ? VALUE_RULES[name]
      : undefined;
    if (!rule) {
      refused.push({
        parameter: 'queryOptions',
        reason: 'the link names a parameter that is not a filter or bias of the widget',
      });
      continue;
    }
    if (value.trim() === '') continue;
    const check = checkQueryValue(rule, value);
    if (check.ok) queryOptions[name] = check.value;
    else refused.push({parameter: key, reason: describeRefusal(check.refusal, check.rule)});
  }
  config.queryOptions = queryOptions;
  return {config, refused};
}

/** The configuration of a URL query, without the notes (see `readConfig`). */
export function parseConfig(search: string | URLSearchParams): PlaygroundConfig {
  return readConfig(search).config;
}

/**
 * Checks a value typed into the configurator's "Add" form with the rule of
 * its parameter: the trimmed value, or why it is refused.
 */
export function checkTypedValue(
  name: string,
  value: string,
): {ok: true; value: string} | {ok: false; reason: string} {
  const rule = VALUE_RULES[name];
  if (!rule) return {ok: false, reason: `${name} is not a filter or bias of the widget`};
  const check = checkQueryValue(rule, value);
  return check.ok ? check : {ok: false, reason: describeRefusal(check.refusal, check.rule)};
}

/** The options of `config` that differ from the widget's defaults, as a preset. */
export function configToPreset(config: PlaygroundConfig): Preset {
  const preset: Record<string, Preset[string]> = {};
  for (const name of PLAYGROUND_OPTIONS) {
    const value = config[name];
    const fallback = DEFAULT_CONFIG[name];
    if (name === 'queryOptions') {
      if (Object.keys(config.queryOptions).length > 0) preset[name] = config.queryOptions;
    } else if (Array.isArray(value)) {
      if (value.join(',') !== (fallback as readonly string[]).join(',')) preset[name] = value;
    } else if (value !== fallback) {
      preset[name] = value as string | boolean;
    }
  }
  return preset;
}

/** URL query (without `?`) that restores `config`; empty for the defaults. */
export function configToQuery(config: PlaygroundConfig): string {
  return presetToSearchParams(configToPreset(config)).toString();
}
