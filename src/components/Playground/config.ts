/**
 * The playground's configuration: which widget options it lets you change,
 * their defaults (read from the widget catalogue, never retyped) and how a
 * configuration is read from and written to the URL query.
 */
import {options, searchParameters, type SearchParameter} from '../../data/address-lookup';
import {presetToSearchParams, type Preset} from './url';

export type Format = 'usa' | 'gbr';

export interface PlaygroundConfig {
  defaultCountry: string;
  detectCountry: boolean;
  /** ISO alpha-3 codes; empty allows every country the key can search. */
  restrictCountries: readonly string[];
  format: Format;
  /** Extra Find Address parameters, in the order they were added. */
  queryOptions: Readonly<Record<string, string>>;
  removeOrganisation: boolean;
  titleizePostTown: boolean;
  hideToolbar: boolean;
  injectStyle: boolean;
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
  'removeOrganisation',
  'titleizePostTown',
  'hideToolbar',
  'injectStyle',
] as const satisfies readonly (keyof PlaygroundConfig)[];

/** Every widget option the playground configures (all in the catalogue; a unit test checks). */
export const PLAYGROUND_OPTIONS = [
  'defaultCountry',
  'detectCountry',
  'restrictCountries',
  'format',
  'queryOptions',
  'removeOrganisation',
  'titleizePostTown',
  'hideToolbar',
  'injectStyle',
  'hide',
] as const satisfies readonly (keyof PlaygroundConfig)[];

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
  removeOrganisation: booleanDefault('removeOrganisation'),
  titleizePostTown: booleanDefault('titleizePostTown'),
  hideToolbar: booleanDefault('hideToolbar'),
  injectStyle: booleanDefault('injectStyle'),
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

const COUNTRY_CODE = /^[A-Z]{3}$/;
const MAX_VALUE_LENGTH = 100;

function parseBoolean(text: string | null): boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/**
 * Reads a configuration from a URL query. Values that are not valid (an
 * unknown parameter, a malformed country code) are ignored, so a damaged
 * link still opens the playground with the rest of its settings.
 */
export function parseConfig(search: string | URLSearchParams): PlaygroundConfig {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const config: PlaygroundConfig = {...DEFAULT_CONFIG, queryOptions: {}};

  const country = params.get('defaultCountry')?.toUpperCase();
  if (country && COUNTRY_CODE.test(country)) config.defaultCountry = country;

  const restrict = params.get('restrictCountries');
  if (restrict !== null) {
    config.restrictCountries = [
      ...new Set(
        restrict
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => COUNTRY_CODE.test(code)),
      ),
    ];
  }

  const format = params.get('format');
  if (format === 'usa' || format === 'gbr') config.format = format;

  for (const name of [...BOOLEAN_OPTIONS, 'hide'] as const) {
    const value = parseBoolean(params.get(name));
    if (value !== undefined) config[name] = value;
  }

  const queryOptions: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('queryOptions.')) continue;
    const name = key.slice('queryOptions.'.length);
    const known = QUERY_PARAMETERS.some((parameter) => parameter.name === name);
    const text = value.trim().slice(0, MAX_VALUE_LENGTH);
    if (known && text) queryOptions[name] = text;
  }
  config.queryOptions = queryOptions;
  return config;
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
