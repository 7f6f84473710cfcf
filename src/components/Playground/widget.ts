/**
 * The demo widget's logic, free of React so it can be unit-tested: the
 * requests the widget sends (key check, Find Address, Retrieve or Resolve
 * Address), how it reads the answers, how it fills the form through
 * `outputFields`, and what a session costs.
 */
import type {SandboxRequest, SandboxResponse} from '../../../lib/sandbox/types';
import {testKeys} from '../../../lib/sandbox/test-keys';
import type {Format, PlaygroundConfig} from './config';

/** The test key the playground (and every sample in the docs) uses. */
export const TEST_KEY = testKeys.usable;

/** A country the key can search (the API's Context object). */
export interface Country {
  iso_3: string;
  iso_2: string;
  description: string;
  emoji: string;
}

export interface Suggestion {
  id: string;
  suggestion: string;
}

/** A field of the demo form: its selector in `outputFields` and its label. */
export interface FormField {
  /** The element id; the selector in `outputFields` is `#` + id. */
  id: string;
  label: string;
}

/** The demo form, in reading order, with labels that follow the address format. */
export function formFields(format: Format): FormField[] {
  const us = format === 'usa';
  return [
    {id: 'line_1', label: 'Address line 1'},
    {id: 'line_2', label: 'Address line 2'},
    ...(us ? [] : [{id: 'line_3', label: 'Address line 3'}]),
    {id: 'city', label: us ? 'City' : 'Post town'},
    {id: 'state', label: us ? 'State' : 'County'},
    {id: 'zip', label: us ? 'ZIP Code' : 'Postcode'},
    {id: 'country', label: 'Country'},
  ];
}

/**
 * The `outputFields` option for the demo form: address attribute to CSS
 * selector. The generated code uses the same object.
 */
export function outputFields(format: Format): Record<string, string> {
  return format === 'usa'
    ? {
        line_1: '#line_1',
        line_2: '#line_2',
        city: '#city',
        state: '#state',
        zip_plus_4_code: '#zip',
        country: '#country',
      }
    : {
        line_1: '#line_1',
        line_2: '#line_2',
        line_3: '#line_3',
        post_town: '#city',
        county: '#state',
        postcode: '#zip',
        country: '#country',
      };
}

/** Selectors of the fields the playground hides when `hide` is on: all but line 1. */
export function hiddenFields(format: Format): string[] {
  return Object.values(outputFields(format)).filter((selector) => selector !== '#line_1');
}

/** The key check the widget runs before it attaches (KeyAvailability). */
export function keyCheckRequest(apiKey: string): SandboxRequest {
  return {method: 'GET', path: `/keys/${encodeURIComponent(apiKey)}`};
}

export interface KeyCheck {
  available: boolean;
  contexts: Country[];
  /** Country guessed from the caller's IP address, or ''. */
  context: string;
}

function result(response: SandboxResponse): Record<string, unknown> | undefined {
  const body = response.body as {result?: unknown} | null;
  return body && typeof body === 'object' && body.result && typeof body.result === 'object'
    ? (body.result as Record<string, unknown>)
    : undefined;
}

export function readKeyCheck(response: SandboxResponse): KeyCheck {
  const answer = response.status === 200 ? result(response) : undefined;
  if (!answer) return {available: false, contexts: [], context: ''};
  return {
    available: answer.available === true,
    contexts: Array.isArray(answer.contexts) ? (answer.contexts as Country[]) : [],
    context: typeof answer.context === 'string' ? answer.context : '',
  };
}

/** Countries the reader may pick: the key's, narrowed by `restrictCountries`. */
export function allowedCountries(
  contexts: readonly Country[],
  config: PlaygroundConfig,
): Country[] {
  if (config.restrictCountries.length === 0) return [...contexts];
  return contexts.filter((country) => config.restrictCountries.includes(country.iso_3));
}

/**
 * The country searched first: the detected one when `detectCountry` is on
 * and it is allowed, else `defaultCountry` when allowed, else the first
 * allowed country.
 */
export function startingCountry(
  allowed: readonly Country[],
  detected: string,
  config: PlaygroundConfig,
): Country | undefined {
  const pick = (code: string) => allowed.find((country) => country.iso_3 === code);
  return (
    (config.detectCountry && detected ? pick(detected) : undefined) ??
    pick(config.defaultCountry) ??
    allowed[0]
  );
}

/** The Find Address request for what the reader typed. */
export function findRequest(
  config: PlaygroundConfig,
  query: string,
  context: string,
  apiKey: string = TEST_KEY,
): SandboxRequest {
  return {
    method: 'GET',
    path: '/autocomplete/addresses',
    query: {api_key: apiKey, query, context, ...config.queryOptions},
  };
}

export function readSuggestions(response: SandboxResponse): Suggestion[] | Error {
  const answer = response.status === 200 ? result(response) : undefined;
  if (!answer || !Array.isArray(answer.hits)) {
    return new Error(responseMessage(response));
  }
  return (answer.hits as Suggestion[]).filter(
    (hit) => typeof hit?.id === 'string' && typeof hit.suggestion === 'string',
  );
}

/** Retrieve Address (`usa`) or Resolve Address (`gbr`) for a chosen suggestion. */
export function resolveRequest(
  format: Format,
  id: string,
  apiKey: string = TEST_KEY,
  tags?: string,
): SandboxRequest {
  return {
    method: 'GET',
    path: `/autocomplete/addresses/${encodeURIComponent(id)}/${format}`,
    query: tags ? {api_key: apiKey, tags} : {api_key: apiKey},
  };
}

export type Address = Record<string, unknown>;

export function readAddress(response: SandboxResponse): Address | Error {
  const answer = response.status === 200 ? result(response) : undefined;
  return answer ?? new Error(responseMessage(response));
}

function responseMessage(response: SandboxResponse): string {
  const body = response.body as {code?: unknown; message?: unknown} | null;
  const message = body && typeof body.message === 'string' ? body.message : 'Request failed';
  const code = body && body.code !== undefined ? ` (${String(body.code)})` : '';
  return `${response.status}${code}: ${message}`;
}

/** "SPRINGFIELD" becomes "Springfield", "STOKE-ON-TRENT" becomes "Stoke-On-Trent". */
export function titleize(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-.(])(\p{L})/gu, (_, before: string, letter: string) => {
      return before + letter.toUpperCase();
    });
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * Applies `removeOrganisation` and `titleizePostTown` to a retrieved
 * address, as the widget does before it writes the form.
 */
export function transformAddress(address: Address, config: PlaygroundConfig): Address {
  const out: Address = {...address};
  if (config.removeOrganisation) {
    const organisation = text(address.organisation_name) || text(address.building_or_firm_name);
    const keys = ['line_1', 'line_2', 'line_3'].filter((key) => key in address);
    const lines = keys.map((key) => text(address[key]));
    const others = lines.filter((line) => line && line !== organisation);
    // The name stays when it is the only thing that identifies the premise.
    if (organisation && others.length > 0 && lines.includes(organisation)) {
      keys.forEach((key, index) => {
        out[key] = others[index] ?? '';
      });
    }
  }
  if (config.titleizePostTown) {
    for (const key of ['post_town', 'city']) {
      if (typeof address[key] === 'string') out[key] = titleize(address[key]);
    }
  }
  return out;
}

/** Values to write, keyed by selector, through the `outputFields` mapping. */
export function populate(address: Address, config: PlaygroundConfig): Record<string, string> {
  const transformed = transformAddress(address, config);
  const values: Record<string, string> = {};
  for (const [attribute, selector] of Object.entries(outputFields(config.format))) {
    values[selector] = text(transformed[attribute]);
  }
  return values;
}

/** What the session has sent and what it would cost (cost model: FACTS section 1). */
export interface Meter {
  /** Find Address requests: free. */
  suggestionRequests: number;
  /** Successful retrieves of any address. */
  retrieved: number;
  /** Successful retrieves of addresses that are not test inputs. */
  chargedRetrieved: number;
}

export const EMPTY_METER: Meter = {suggestionRequests: 0, retrieved: 0, chargedRetrieved: 0};

/** Lookups charged for one successful retrieve of a real address. */
const LOOKUPS_PER_RETRIEVE = 1;

export function countRequest(
  meter: Meter,
  request: SandboxRequest,
  response: SandboxResponse,
): Meter {
  if (request.path === '/autocomplete/addresses') {
    return {...meter, suggestionRequests: meter.suggestionRequests + 1};
  }
  if (request.path.startsWith('/autocomplete/addresses/') && response.status === 200) {
    return {
      ...meter,
      retrieved: meter.retrieved + 1,
      chargedRetrieved: meter.chargedRetrieved + (response.matchedCase ? 0 : 1),
    };
  }
  return meter;
}

/** Lookups the session costs as it ran (test inputs are free) and with real inputs. */
export function meterCost(meter: Meter): {session: number; real: number} {
  return {
    session: meter.chargedRetrieved * LOOKUPS_PER_RETRIEVE,
    real: meter.retrieved * LOOKUPS_PER_RETRIEVE,
  };
}

/** A request as a URL path and query, for the request log. */
export function describeRequest(request: SandboxRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  const query = params.toString();
  return `${request.method} /v1${request.path}${query ? `?${query}` : ''}`;
}

/** One line summarising a callback argument for the log. */
export function summarise(value: unknown): string {
  if (value === undefined) return '';
  if (value instanceof Error) return `Error: ${value.message}`;
  if (Array.isArray(value)) {
    const first = value[0] as {suggestion?: string} | undefined;
    return `[${value.length} item${value.length === 1 ? '' : 's'}]${
      first?.suggestion ? ` first: "${first.suggestion}"` : ''
    }`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.suggestion === 'string')
      return `{id: "${text(record.id)}", suggestion: "${record.suggestion}"}`;
    if (typeof record.iso_3 === 'string')
      return `{iso_3: "${record.iso_3}", description: "${text(record.description)}"}`;
    if ('line_1' in record) {
      const town = text(record.city) || text(record.post_town);
      const code = text(record.zip_plus_4_code) || text(record.postcode);
      return `{line_1: "${text(record.line_1)}", ${record.city !== undefined ? 'city' : 'post_town'}: "${town}", ${
        record.zip_plus_4_code !== undefined ? 'zip_plus_4_code' : 'postcode'
      }: "${code}"}`;
    }
    const fields = Object.entries(record)
      .slice(0, 4)
      .map(([name, item]) =>
        typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean'
          ? `${name}: ${JSON.stringify(item)}`
          : name,
      );
    return `{${fields.join(', ')}}`;
  }
  return String(value);
}
