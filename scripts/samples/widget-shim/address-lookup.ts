/**
 * The address lookup widget as the sample harness serves it at the CDN URL
 * (and as the npm package): a small browser implementation of the widget's
 * public API on the playground's widget logic (src/components/Playground/
 * widget.ts: the requests it sends, how it reads the answers and transforms
 * an address). It sends its requests to the API base URL, which the harness
 * answers from the sandbox, with the key in the query string as the real
 * widget does (its key is public).
 *
 * Implemented: `setup(options)` (inputField, outputFields, names, scope,
 * format, defaultCountry, detectCountry, restrictCountries, queryOptions,
 * removeOrganisation, titleizePostTown and the callbacks the catalogue
 * lists) returning a controller (`input`, `options`, `setQueryOptions`,
 * `detach`), and `watch(options, watchOptions)` (interval, anchor,
 * pageTest). Every controller is listed in `window.__samplesWidgets` for the
 * harness. Anything a sample passes that the catalogue does not know is an
 * error, as a typo would be in the reader's page.
 */
import {identity} from '../../../src/identity';
import {cssClasses, knownOptionNames, messages} from '../../../src/data/address-lookup';
import {
  DEFAULT_CONFIG,
  type Format,
  type PlaygroundConfig,
} from '../../../src/components/Playground/config';
import {
  allowedCountries,
  findRequest,
  keyCheckRequest,
  readAddress,
  readKeyCheck,
  readSuggestions,
  resolveRequest,
  startingCountry,
  transformAddress,
  type Address,
  type Suggestion,
} from '../../../src/components/Playground/widget';
import type {SandboxRequest, SandboxResponse} from '../../../lib/sandbox/types';

type Target = string | Element | null | undefined;
type Callback = (this: Controller, ...args: unknown[]) => unknown;

export interface Options {
  apiKey: string;
  inputField?: Target;
  outputFields?: Record<string, Target>;
  names?: Record<string, string>;
  scope?: Target;
  format?: Format;
  [option: string]: unknown;
}

export interface Controller {
  input: HTMLInputElement;
  options: Options;
  /** Each address attribute the widget writes, and where: a selector is looked up when the address is written. */
  outputs: [string, Target][];
  /** The elements the last address was written to (null: the selector found nothing). */
  written: [string, HTMLElement | null][];
  /** The suggestion list (role listbox). */
  list: HTMLUListElement;
  /** What the harness waits for. */
  state:
    | 'checking'
    | 'ready'
    | 'failed'
    | 'searching'
    | 'suggesting'
    | 'retrieving'
    | 'populated'
    | 'error';
  lastAddress?: Address;
  lastError?: string;
  setQueryOptions(queryOptions: Record<string, string>): void;
  detach(): void;
}

declare global {
  interface Window {
    __samplesWidgets?: Controller[];
  }
}

const known = knownOptionNames();
const className = (option: string) =>
  cssClasses.find((entry) => entry.option === option)?.default ?? '';
const message = (option: string) =>
  messages.find((entry) => entry.option === option)?.default ?? '';

async function send(request: SandboxRequest): Promise<SandboxResponse> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(name, item);
  }
  const query = params.toString();
  const response = await fetch(`${identity.urls.api}${request.path}${query ? `?${query}` : ''}`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A text answer (not used by the widget).
  }
  return {status: response.status, headers: {}, body};
}

function resolve(target: Target, scope: ParentNode): HTMLElement | null {
  if (!target) return null;
  if (typeof target === 'string') return scope.querySelector<HTMLElement>(target);
  return target instanceof HTMLElement ? target : null;
}

function setValue(element: HTMLElement, value: string): void {
  if (element instanceof HTMLSelectElement) {
    const option = [...element.options].find(
      (candidate) => candidate.value === value || candidate.text === value,
    );
    if (option) element.value = option.value;
  } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.value = value;
  } else {
    element.textContent = value;
  }
  element.dispatchEvent(new Event('input', {bubbles: true}));
  element.dispatchEvent(new Event('change', {bubbles: true}));
}

function configOf(options: Options): PlaygroundConfig {
  const pick = <K extends keyof PlaygroundConfig>(name: K): PlaygroundConfig[K] =>
    (options[name] as PlaygroundConfig[K] | undefined) ?? DEFAULT_CONFIG[name];
  return {
    ...DEFAULT_CONFIG,
    defaultCountry: pick('defaultCountry'),
    detectCountry: pick('detectCountry'),
    restrictCountries: pick('restrictCountries'),
    format: pick('format'),
    queryOptions: {...pick('queryOptions')},
    removeOrganisation: pick('removeOrganisation'),
    titleizePostTown: pick('titleizePostTown'),
  };
}

/** Attaches the widget to one input; returns its controller. */
export function setup(options: Options): Controller {
  if (!options || typeof options.apiKey !== 'string' || options.apiKey === '') {
    throw new Error('AddressLookup.setup(): apiKey is required.');
  }
  const unknown = Object.keys(options).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`AddressLookup.setup(): unknown option ${unknown.join(', ')}.`);
  }
  const scope: ParentNode = resolve(options.scope, document) ?? document;
  const outputs: [string, HTMLElement][] = [];
  for (const [attribute, target] of Object.entries(options.outputFields ?? {})) {
    const element = resolve(target, scope);
    if (!element)
      throw new Error(`AddressLookup.setup(): outputFields.${attribute} finds no element.`);
    outputs.push([attribute, element]);
  }
  for (const [attribute, name] of Object.entries(options.names ?? {})) {
    const element = scope.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!element) throw new Error(`AddressLookup.setup(): names.${attribute} finds no element.`);
    outputs.push([attribute, element]);
  }
  const input =
    resolve(options.inputField, scope) ??
    outputs.find(([attribute]) => attribute === 'line_1')?.[1];
  if (!(input instanceof HTMLInputElement)) {
    throw new Error(
      'AddressLookup.setup(): no input to attach to (inputField or outputFields.line_1).',
    );
  }
  const config = configOf(options);
  const callback = (name: string, ...args: unknown[]) => {
    const fn = options[name];
    if (typeof fn === 'function') (fn as Callback).apply(controller, args);
  };

  const list = document.createElement('ul');
  list.setAttribute('role', 'listbox');
  list.className = className('listClass');
  list.hidden = true;
  const container = document.createElement('div');
  container.className = className('containerClass');
  input.insertAdjacentElement('afterend', container);
  container.append(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('autocomplete', 'off');
  if (!input.placeholder) input.placeholder = message('msgPlaceholder');

  let context = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let searched = 0;
  let populating = false;

  const fail = (error: string, callbackName: string) => {
    controller.state = 'error';
    controller.lastError = error;
    callback(callbackName, new Error(error));
  };

  const choose = async (suggestion: Suggestion) => {
    controller.state = 'retrieving';
    list.hidden = true;
    callback('onSelect', suggestion);
    callback('onAddressSelected', suggestion);
    const answer = readAddress(
      await send(resolveRequest(config.format, suggestion.id, options.apiKey)),
    );
    if (answer instanceof Error) return fail(answer.message, 'onSearchError');
    const address = transformAddress(answer, config);
    controller.lastAddress = address;
    callback('onAddressRetrieved', address);
    // Writing line_1 into the search input fires its input event: not a search.
    populating = true;
    controller.written = outputs.map(([attribute, target]) => {
      const element = resolve(target, scope);
      const value = address[attribute];
      if (element && (typeof value === 'string' || typeof value === 'number')) {
        setValue(element, String(value));
      }
      return [attribute, element];
    });
    populating = false;
    controller.state = 'populated';
    callback('onAddressPopulated', address);
  };

  const search = async (query: string) => {
    const mine = ++searched;
    controller.state = 'searching';
    const found = readSuggestions(await send(findRequest(config, query, context, options.apiKey)));
    if (mine !== searched) return;
    if (found instanceof Error) return fail(found.message, 'onSuggestionError');
    callback('onSuggestionsRetrieved', found);
    list.replaceChildren(
      ...found.map((suggestion) => {
        const item = document.createElement('li');
        item.setAttribute('role', 'option');
        item.textContent = suggestion.suggestion;
        item.addEventListener('mousedown', (event) => event.preventDefault());
        item.addEventListener('click', () => void choose(suggestion));
        return item;
      }),
    );
    list.hidden = found.length === 0;
    controller.state = 'suggesting';
    callback(found.length > 0 ? 'onOpen' : 'onClose');
  };

  const onInput = (event: Event) => {
    if (populating) return;
    callback('onInput', event);
    clearTimeout(timer);
    const query = input.value.trim();
    if (query === '') {
      list.hidden = true;
      return;
    }
    // The API asks for about 100 ms of debounce between keystrokes.
    timer = setTimeout(
      () => void search(query).catch((error: Error) => fail(error.message, 'onSearchError')),
      100,
    );
  };

  const controller: Controller = {
    input,
    options,
    outputs,
    written: [],
    list,
    state: 'checking',
    setQueryOptions(queryOptions) {
      config.queryOptions = {...queryOptions};
    },
    detach() {
      input.removeEventListener('input', onInput);
      container.remove();
      callback('onRemove');
      const all = window.__samplesWidgets ?? [];
      all.splice(all.indexOf(controller), 1);
    },
  };
  (window.__samplesWidgets ??= []).push(controller);

  void send(keyCheckRequest(options.apiKey))
    .then((response) => {
      const check = readKeyCheck(response);
      if (!check.available) {
        controller.state = 'failed';
        callback('onFailedCheck', new Error('The key check failed.'));
        return;
      }
      context =
        startingCountry(allowedCountries(check.contexts, config), check.context, config)?.iso_3 ??
        '';
      input.addEventListener('input', onInput);
      controller.state = 'ready';
      callback('onLoaded');
      callback('onMounted');
    })
    .catch((error: Error) => fail(error.message, 'onFailedCheck'));
  return controller;
}

interface WatchOptions {
  interval?: number;
  anchor?: Target;
  pageTest?: () => boolean;
  [option: string]: unknown;
}

/** Sets the widget up once its anchor is in the page (and `pageTest` passes), checking every `interval` ms. */
export function watch(options: Options, watchOptions: WatchOptions = {}): {stop(): void} {
  let controller: Controller | undefined;
  const anchorOf = () =>
    resolve(watchOptions.anchor ?? options.inputField ?? options.outputFields?.line_1, document);
  const attempt = () => {
    if (controller && document.contains(controller.input)) return;
    if (watchOptions.pageTest && !watchOptions.pageTest()) return;
    if (!anchorOf()) return;
    controller = setup(options);
  };
  const timer = setInterval(attempt, watchOptions.interval ?? 1000);
  attempt();
  return {
    stop: () => clearInterval(timer),
  };
}

export const AddressLookup = {setup, watch};
