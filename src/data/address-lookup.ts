/**
 * The address lookup widget's public surface, stated once: configuration
 * options, callbacks, messages, CSS class options, the second argument of
 * `watch()` and the search parameters `queryOptions` forwards to the Find
 * Address API.
 *
 * The reference tables on /docs/address-lookup/* render from these lists and
 * the widget-sample checker (lib/content-lint/widget-samples.ts) rejects any
 * option name a code sample uses that is not listed here. Change a default here and every
 * page follows.
 */
import {hostOf, identity} from '../identity';

/** Where an option is accepted. */
export type OptionGroup =
  | 'required'
  | 'targeting'
  | 'country'
  | 'search'
  | 'population'
  | 'behaviour'
  | 'display'
  | 'styling'
  | 'network';

export interface WidgetOption {
  name: string;
  /** TypeScript-like type, as readers see it in the tables. */
  type: string;
  /** Default value as source code (`"USA"`, `true`, `[]`), or `required`. */
  default: string;
  description: string;
  group: OptionGroup;
  /**
   * False when the React component deliberately leaves the option out
   * because it reaches into the page's DOM (the component manages its own
   * input; use callbacks and state instead).
   */
  react: boolean;
  /** Widget version that introduced the option, when it is newer than 2.0.0. */
  since?: string;
}

export interface WidgetCallback {
  name: string;
  /** When the widget calls it. */
  fires: string;
  /** What it receives; `this` is always the controller. */
  argument: string;
}

export interface WidgetMessage {
  option: string;
  default: string;
  /** Where the text appears. */
  shown: string;
}

export interface WidgetCssClass {
  option: string;
  /** Default class name, built from the identity's CSS prefix. */
  default: string;
  /** Element that carries the class. */
  element: string;
}

export interface WatchOption {
  name: string;
  type: string;
  default: string;
  description: string;
}

/** Region a search parameter applies to. */
export type ParameterRegion = 'all' | 'us' | 'uk';

export interface SearchParameter {
  name: string;
  kind: 'filter' | 'bias' | 'search';
  region: ParameterRegion;
  /** Example value as a string, exactly as it goes into `queryOptions`. */
  example: string;
  description: string;
}

const prefix = identity.widget.cssPrefix;
const quote = (text: string) => JSON.stringify(text);

/** Name of the React component exported by the React package. */
export const reactComponent = 'AddressLookup';

/** Methods of the script-tag global and of the npm module's named export. */
export const entryPoints = ['setup', 'watch', 'go'] as const;

export const messages: readonly WidgetMessage[] = [
  {
    option: 'msgPlaceholder',
    default: 'Type the first line or postal code of your address',
    shown: 'Placeholder of the search input.',
  },
  {
    option: 'msgPlaceholderCountry',
    default: 'Select your country',
    shown: 'Placeholder of the input while the country list is open.',
  },
  {
    option: 'msgInitial',
    default: 'Start typing to find address',
    shown: 'Only item of the open list before the user has typed anything.',
  },
  {
    option: 'msgFallback',
    default: 'Please enter your address manually',
    shown: 'List item when suggestions cannot be provided, for example when the key is unusable.',
  },
  {
    option: 'msgNoMatch',
    default: 'No matches found',
    shown: 'List item when a search returns no suggestions.',
  },
  {
    option: 'msgList',
    default: 'Select your address',
    shown: 'Accessible name (aria-label) of the suggestion list; read by screen readers only.',
  },
  {
    option: 'msgCountryToggle',
    default: 'Change Country',
    shown: 'Label of the country button in the toolbar.',
  },
  {
    option: 'msgUnhide',
    default: 'Enter address manually',
    shown: 'Text of the link that reveals fields hidden with the hide option.',
  },
  {
    option: 'msgNoMatchAction',
    default: '',
    shown: 'Extra list item offered when nothing matches; empty turns the item off.',
  },
];

export const cssClasses: readonly WidgetCssClass[] = [
  {
    option: 'containerClass',
    default: `${prefix}autocomplete`,
    element: 'div that wraps the search input and the whole widget',
  },
  {
    option: 'mainClass',
    default: `${prefix}af`,
    element: 'div panel holding the list, messages and toolbar',
  },
  {option: 'listClass', default: `${prefix}ul`, element: 'ul suggestion list (role listbox)'},
  {
    option: 'messageClass',
    default: `${prefix}error`,
    element: 'li that shows a message instead of a suggestion',
  },
  {
    option: 'noMatchActionClass',
    default: `${prefix}action`,
    element: 'li of the no-match action (msgNoMatchAction)',
  },
  {
    option: 'toolbarClass',
    default: `${prefix}toolbar`,
    element: 'div toolbar under the list',
  },
  {
    option: 'countryToggleClass',
    default: `${prefix}country`,
    element: 'span button in the toolbar that opens the country list',
  },
  {
    option: 'unhideClass',
    default: identity.widget.unhideClass,
    element: 'link that reveals hidden fields (hyphenated, unlike the other classes)',
  },
];

/** Classes the widget renders that no option renames. */
export const fixedCssClasses: readonly {name: string; element: string}[] = [
  {
    name: `${prefix}icon`,
    element: 'span with the flag of the active country, inside the country button',
  },
];

const styleOptions: readonly WidgetOption[] = [
  {
    name: 'containerStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for the wrapper around the input and the list.',
    group: 'styling',
    react: false,
  },
  {
    name: 'inputStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for the search input.',
    group: 'styling',
    react: false,
  },
  {
    name: 'mainStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for the panel that holds the list, messages and toolbar.',
    group: 'styling',
    react: false,
  },
  {
    name: 'listStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for the suggestion list (ul).',
    group: 'styling',
    react: false,
  },
  {
    name: 'liStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for every list item, suggestions and messages alike.',
    group: 'styling',
    react: false,
  },
  {
    name: 'unhideStyle',
    type: 'object',
    default: '{}',
    description: 'Inline styles for the "enter address manually" link.',
    group: 'styling',
    react: false,
  },
];

/** Every configuration option except callbacks and messages. */
export const options: readonly WidgetOption[] = [
  {
    name: 'apiKey',
    type: 'string',
    default: 'required',
    description: 'Your API key (starts with ak_). Written in camelCase, not api_key.',
    group: 'required',
    react: true,
  },
  {
    name: 'outputFields',
    type: 'object',
    default: '{}',
    description:
      'Maps address attributes (line_1, city, state...) to a CSS selector or an element to fill when an address is chosen. Optional: without it the widget fills nothing and onAddressRetrieved receives the address.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'inputField',
    type: 'string | HTMLElement',
    default: 'outputFields.line_1',
    description: 'The input the suggestion list attaches to.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'scope',
    type: 'string | HTMLElement | Document',
    default: 'window.document',
    description: 'Part of the page in which selectors are looked up.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'document',
    type: 'Document',
    default: 'window.document',
    description: 'Document the widget works in, for example an iframe document.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'outputScope',
    type: 'string | HTMLElement | Document | null',
    default: 'null',
    description: 'Where output fields are looked up; null falls back to scope.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'names',
    type: 'object',
    default: '{}',
    description:
      'Maps address attributes to input name attributes (falls back to aria-label) instead of selectors.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'labels',
    type: 'object',
    default: '{}',
    description: 'Maps address attributes to the text of the label of an input.',
    group: 'targeting',
    react: false,
  },
  {
    name: 'format',
    type: '"usa" | "gbr"',
    default: quote('usa'),
    description:
      'Shape of the retrieved address: US fields (city, state, zip_plus_4_code) or UK fields (post_town, postcode, up to three lines).',
    group: 'population',
    react: true,
  },
  {
    name: 'titleizePostTown',
    type: 'boolean',
    default: 'false',
    description:
      'Writes the post town in title case ("LONDON" becomes "London"); Royal Mail data spells it in capitals.',
    group: 'population',
    react: true,
  },
  {
    name: 'removeOrganisation',
    type: 'boolean',
    default: 'false',
    description: 'Leaves the organisation name out of the address lines.',
    group: 'population',
    react: true,
  },
  {
    name: 'populateCounty',
    type: 'boolean',
    default: 'true',
    description: 'False stops the widget writing the county field.',
    group: 'population',
    react: true,
  },
  {
    name: 'populateOrganisation',
    type: 'boolean',
    default: 'true',
    description: 'False stops the widget writing the organisation_name field.',
    group: 'population',
    react: true,
  },
  {
    name: 'shouldAddressPopulate',
    type: '(address) => boolean | Promise<boolean>',
    default: 'always true',
    description:
      'Gate run before the form is filled; return false to keep the fields empty. A rejected promise lets the address through.',
    group: 'population',
    react: true,
  },
  {
    name: 'defaultCountry',
    type: 'string (ISO 3166-1 alpha-3)',
    default: quote('USA'),
    description: 'Country searched first, before any detection or choice by the user.',
    group: 'country',
    react: true,
  },
  {
    name: 'restrictCountries',
    type: 'string[]',
    default: '[]',
    description: 'ISO alpha-3 codes the user may search; an empty list allows every country.',
    group: 'country',
    react: true,
  },
  {
    name: 'detectCountry',
    type: 'boolean',
    default: 'true',
    description:
      "Picks the starting country from the visitor's IP address, overriding defaultCountry.",
    group: 'country',
    react: true,
  },
  {
    name: 'hideToolbar',
    type: 'boolean',
    default: 'false',
    description: 'Hides the toolbar with the country button.',
    group: 'country',
    react: true,
  },
  {
    name: 'contexts',
    type: 'object',
    default: 'built-in list',
    description: 'Replaces the list of countries the toolbar offers.',
    group: 'country',
    react: true,
  },
  {
    name: 'queryOptions',
    type: 'object',
    default: '{}',
    description:
      'Extra parameters sent with every suggestion request (filters, biases). Change later with setQueryOptions().',
    group: 'search',
    react: true,
  },
  {
    name: 'resolveOptions',
    type: 'object',
    default: '{}',
    description:
      'Extra parameters sent when an address is retrieved, such as tags. Change later with setResolveOptions().',
    group: 'search',
    react: true,
  },
  {
    name: 'tags',
    type: 'string[]',
    default: '[]',
    description: 'Tags added to requests so usage can be reported per form or site.',
    group: 'search',
    react: true,
  },
  {
    name: 'checkKey',
    type: 'boolean',
    default: 'true',
    description: 'Checks that the key is usable before the widget attaches.',
    group: 'behaviour',
    react: true,
  },
  {
    name: 'autocomplete',
    type: 'string',
    default: quote('none'),
    description: "Value of the input's autocomplete attribute, to keep browser autofill away.",
    group: 'behaviour',
    react: true,
  },
  {
    name: 'hide',
    type: '(string | HTMLElement)[]',
    default: '[]',
    description:
      'Elements hidden until an address is chosen, the lookup fails or the user asks for manual entry.',
    group: 'behaviour',
    react: false,
  },
  {
    name: 'unhide',
    type: 'string | HTMLElement | null',
    default: 'null',
    description: 'Your own element that reveals the hidden fields, instead of the built-in link.',
    group: 'behaviour',
    react: false,
  },
  {
    name: 'aria',
    type: '"1.0" | "1.1"',
    default: quote('1.0'),
    description: 'Version of the WAI-ARIA combobox pattern the markup follows.',
    group: 'behaviour',
    react: true,
  },
  {
    name: 'alignToInput',
    type: 'boolean',
    default: 'true',
    description: 'Lines the list up with the left edge and width of the input.',
    group: 'display',
    react: true,
  },
  {
    name: 'offset',
    type: 'number (px)',
    default: '2',
    description: 'Vertical gap between the input and the list.',
    group: 'display',
    react: true,
  },
  {
    name: 'fixed',
    type: 'boolean',
    default: 'false',
    description:
      'Positions the list with position: fixed, for inputs inside fixed or scrolling containers.',
    group: 'display',
    react: true,
  },
  {
    name: 'injectStyle',
    type: 'boolean | string',
    default: 'true',
    description:
      'True adds the default stylesheet as a style tag; a URL adds a link to that stylesheet; false adds nothing.',
    group: 'display',
    react: true,
  },
  ...styleOptions,
  ...cssClasses.map((cssClass): WidgetOption => ({
    name: cssClass.option,
    type: 'string',
    default: quote(cssClass.default),
    description: `Class of the ${cssClass.element}.`,
    group: 'styling',
    react: true,
  })),
  {
    name: 'baseUrl',
    type: 'string',
    default: quote(hostOf(identity.urls.api)),
    description: 'API host the widget calls.',
    group: 'network',
    react: true,
  },
  {
    name: 'version',
    type: 'string',
    default: quote('v1'),
    description: 'API version prefix.',
    group: 'network',
    react: true,
  },
  {
    name: 'tls',
    type: 'boolean',
    default: 'true',
    description: 'Calls the API over HTTPS.',
    group: 'network',
    react: true,
  },
  {
    name: 'timeout',
    type: 'number (ms)',
    default: '10000',
    description: 'Time after which a request is abandoned.',
    group: 'network',
    react: true,
  },
  {
    name: 'strictAuthorisation',
    type: 'boolean',
    default: 'false',
    description: 'Sends the key only in the Authorization header, never in the query string.',
    group: 'network',
    react: true,
  },
  {
    name: 'header',
    type: 'object',
    default: '{}',
    description: 'Extra HTTP headers sent with every request.',
    group: 'network',
    react: true,
  },
];

/** How much a rule of `requiredOptions` asks for. */
type Requirement =
  /** Every option named is needed. */
  | 'always'
  /** The widget uses the first option named that is set, and one must be. */
  | 'one-of'
  /** None is needed; the rule says what leaving it out does. */
  | 'optional';

export interface RequiredOptionRule {
  /** Options the rule is about: option names, or `option.key` for one key of an object option. */
  options: readonly string[];
  requirement: Requirement;
  /** Whether the rule applies to the React component too (it renders its own input). */
  react: boolean;
  /** The rule as readers see it, in the inline Markdown subset (code spans, links). */
  text: string;
  /** What the rule means for the React component, for pages that cover it. */
  reactNote?: string;
}

/**
 * What a widget needs to work, stated once: the overview, the option
 * reference and the integrations' script-tag text render it with
 * `<RequiredOptions>` (src/components/AddressLookupReference), and the
 * claims lint (lib/content-lint/claims-widget.ts) rejects prose that calls
 * another option required, and the widget-sample checker samples that leave a
 * rule unmet.
 *
 * `apiKey` is the only option without a default. The script and npm builds
 * also need an input to attach to: `inputField`, or the `line_1` output
 * field when `inputField` is not set (the default of `inputField` and the
 * anchor of `watch()`). `outputFields` is optional: a widget given only
 * `inputField` fills nothing and hands the address to `onAddressRetrieved`
 * (the single-field layout).
 */
export const requiredOptions: readonly RequiredOptionRule[] = [
  {
    options: ['apiKey'],
    requirement: 'always',
    react: true,
    text: '`apiKey`, your API key (it starts with `ak_`). It is the only option without a default.',
    reactNote: 'The React component needs it too.',
  },
  {
    options: ['inputField', 'outputFields.line_1'],
    requirement: 'one-of',
    react: false,
    text: 'An input to search from: `inputField`, or, when `inputField` is not set, the `line_1` field of `outputFields` (or of `names` or `labels`).',
    reactNote: 'The React component renders its own input and needs neither.',
  },
  {
    options: ['outputFields'],
    requirement: 'optional',
    react: false,
    text: '`outputFields` is optional. It names the fields the widget fills when an address is chosen; without it the widget fills nothing and hands the address to `onAddressRetrieved`, as the [single address field](/docs/address-lookup/single-field) layout does.',
  },
];

/** Names of the options every widget needs, whatever else it is given. */
export function alwaysRequiredOptions(): string[] {
  return requiredOptions
    .filter((rule) => rule.requirement === 'always')
    .flatMap((rule) => rule.options);
}

export const callbacks: readonly WidgetCallback[] = [
  {name: 'onLoaded', fires: 'The key check passed and the widget is attached.', argument: 'none'},
  {
    name: 'onFailedCheck',
    fires: 'checkKey is on and the key is unusable; the widget does not attach.',
    argument: 'none',
  },
  {
    name: 'onMounted',
    fires: 'The controller attaches to the page (also after attach()).',
    argument: 'none',
  },
  {name: 'onRemove', fires: 'The controller detaches from the page (detach()).', argument: 'none'},
  {name: 'onOpen', fires: 'The suggestion list opens.', argument: 'none'},
  {name: 'onClose', fires: 'The suggestion list closes.', argument: 'none'},
  {name: 'onFocus', fires: 'The search input gains focus.', argument: 'none'},
  {name: 'onBlur', fires: 'The search input loses focus.', argument: 'none'},
  {name: 'onInput', fires: 'The user edits the search input.', argument: 'the input Event'},
  {
    name: 'onKeyDown',
    fires: 'A key is pressed in the search input.',
    argument: 'the KeyboardEvent',
  },
  {name: 'onMouseDown', fires: 'The mouse is pressed on the list.', argument: 'the MouseEvent'},
  {
    name: 'onSuggestionsRetrieved',
    fires: 'Suggestions arrive for the current input.',
    argument: 'array of suggestions',
  },
  {
    name: 'onSuggestionError',
    fires: 'A suggestion request fails; the user is asked to type the address.',
    argument: 'Error',
  },
  {
    name: 'onSelect',
    fires: 'An item of the list is chosen, by mouse or keyboard.',
    argument: 'the suggestion',
  },
  {
    name: 'onAddressSelected',
    fires: 'The user picks a suggestion, before the full address is fetched.',
    argument: 'the suggestion',
  },
  {
    name: 'onAddressRetrieved',
    fires: 'The full address has been fetched (the paid step).',
    argument: 'address object',
  },
  {
    name: 'onAddressPopulated',
    fires: 'The address has been written into the form (only if shouldAddressPopulate allowed it).',
    argument: 'address object',
  },
  {
    name: 'onSearchError',
    fires: 'Fetching the full address fails, for example when the balance is used up.',
    argument: 'Error',
  },
  {
    name: 'onCountrySelected',
    fires: 'The user picks a country in the toolbar.',
    argument: 'the country (context) object',
  },
  {
    name: 'onContextChange',
    fires: 'The active country changes, by choice, detection or applyContext().',
    argument: 'the country (context) object',
  },
  {name: 'onUnhide', fires: 'Fields hidden with the hide option are revealed.', argument: 'none'},
  {
    name: 'onNoMatchAction',
    fires: 'The user chooses the no-match action item (msgNoMatchAction).',
    argument: 'none',
  },
];

/** Second argument of watch(): how the widget waits for its fields to appear. */
export const watchOptions: readonly WatchOption[] = [
  {
    name: 'interval',
    type: 'number (ms)',
    default: '1000',
    description: 'How often the page is checked for the anchor input.',
  },
  {
    name: 'anchor',
    type: 'string | HTMLElement',
    default: 'inputField, else outputFields.line_1',
    description: 'Element whose appearance triggers setup.',
  },
  {
    name: 'pageTest',
    type: '() => boolean',
    default: 'always true',
    description: 'Runs before each check; return false to skip pages that never hold the form.',
  },
  {
    name: 'getScope',
    type: '(anchor) => HTMLElement',
    default: 'nearest parent form',
    description: 'Chooses the region searched for the other fields once the anchor is found.',
  },
  {
    name: 'onAnchorFound',
    type: 'function',
    default: 'none',
    description: 'Runs when the anchor appears.',
  },
  {
    name: 'onBindAttempt',
    type: 'function',
    default: 'none',
    description: 'Runs before each attempt to attach.',
  },
  {
    name: 'onBind',
    type: 'function',
    default: 'none',
    description: 'Runs after the widget has attached.',
  },
];

/**
 * Parameters `queryOptions` (and setQueryOptions) can send to the Find
 * Address API. Terms inside one filter are comma separated and OR'ed;
 * different filters are AND'ed.
 */
export const searchParameters: readonly SearchParameter[] = [
  {
    name: 'limit',
    kind: 'search',
    region: 'all',
    example: '10',
    description: 'Number of suggestions, 1 to 100 (default 10).',
  },
  {
    name: 'context',
    kind: 'search',
    region: 'all',
    example: 'USA',
    description: 'Country searched (ISO alpha-3); the widget sets it from the active country.',
  },
  {
    name: 'dataset',
    kind: 'search',
    region: 'all',
    example: 'usps',
    description: 'Comma-separated dataset codes to search.',
  },
  {
    name: 'set',
    kind: 'filter',
    region: 'us',
    example: 'contiguous',
    description:
      'Predefined US restriction: contiguous keeps the contiguous states and DC only; insular leaves out the insular areas (AS, GU, FM, MH, MP, PW, PR, VI); nomilitary leaves out APO, FPO and DPO addresses; nopobox leaves out PO boxes.',
  },
  {
    name: 'state',
    kind: 'filter',
    region: 'us',
    example: 'California',
    description: 'Full state name.',
  },
  {
    name: 'state_code',
    kind: 'filter',
    region: 'us',
    example: 'CA',
    description: 'Two-letter state code.',
  },
  {
    name: 'city',
    kind: 'filter',
    region: 'us',
    example: 'Springfield',
    description: 'City name, exact match.',
  },
  {
    name: 'postal_code',
    kind: 'filter',
    region: 'us',
    example: '627011234',
    description: 'Full ZIP+4 code (9 digits).',
  },
  {
    name: 'postal_code_2',
    kind: 'filter',
    region: 'us',
    example: '627',
    description: 'First three digits of the ZIP Code (sectional center).',
  },
  {
    name: 'postal_code_3',
    kind: 'filter',
    region: 'us',
    example: '62701',
    description: 'Five-digit ZIP Code.',
  },
  {
    name: 'is_pobox',
    kind: 'filter',
    region: 'us',
    example: 'false',
    description: '"false" leaves PO boxes out; "true" returns only PO boxes.',
  },
  {
    name: 'is_business',
    kind: 'filter',
    region: 'us',
    example: 'true',
    description: 'Business (firm) records only, or none with "false".',
  },
  {
    name: 'bias_state',
    kind: 'bias',
    region: 'us',
    example: 'Illinois',
    description: 'Prefers a state by name.',
  },
  {
    name: 'bias_state_code',
    kind: 'bias',
    region: 'us',
    example: 'IL',
    description: 'Prefers a state by code.',
  },
  {
    name: 'bias_city',
    kind: 'bias',
    region: 'us',
    example: 'Springfield',
    description: 'Prefers a city.',
  },
  {
    name: 'bias_postal_code',
    kind: 'bias',
    region: 'us',
    example: '627011234',
    description: 'Prefers a full ZIP+4 code.',
  },
  {
    name: 'bias_postal_code_2',
    kind: 'bias',
    region: 'us',
    example: '627',
    description: 'Prefers a three-digit ZIP prefix.',
  },
  {
    name: 'bias_postal_code_3',
    kind: 'bias',
    region: 'us',
    example: '62701',
    description: 'Prefers a five-digit ZIP Code.',
  },
  {
    name: 'box',
    kind: 'filter',
    region: 'all',
    example: '-89.72,39.84,-89.58,39.73',
    description:
      'Bounding box: longitude,latitude of the top-left corner then of the bottom-right corner.',
  },
  {
    name: 'bias_lonlat',
    kind: 'bias',
    region: 'all',
    example: '-89.6501,39.7817,5000',
    description:
      'Prefers addresses near a point: longitude,latitude,radius in meters (at most 50000).',
  },
  {
    name: 'bias_ip',
    kind: 'bias',
    region: 'all',
    example: 'true',
    description: "Prefers addresses near the location of the requester's IP address.",
  },
  {
    name: 'country',
    kind: 'filter',
    region: 'uk',
    example: 'Scotland',
    description: 'Constituent country or Crown dependency, e.g. England, Wales, Jersey.',
  },
  {
    name: 'post_town',
    kind: 'filter',
    region: 'uk',
    example: 'Glasgow',
    description: 'Post town, exact match.',
  },
  {
    name: 'postcode',
    kind: 'filter',
    region: 'uk',
    example: 'SW1A 2AA',
    description: 'Full postcode.',
  },
  {
    name: 'postcode_outward',
    kind: 'filter',
    region: 'uk',
    example: 'SW1A',
    description: 'Outward code.',
  },
  {
    name: 'postcode_area',
    kind: 'filter',
    region: 'uk',
    example: 'SW',
    description: 'Postcode area.',
  },
  {
    name: 'postcode_sector',
    kind: 'filter',
    region: 'uk',
    example: 'SW1A 2',
    description: 'Postcode sector.',
  },
  {name: 'uprn', kind: 'filter', region: 'uk', example: '100023336956', description: 'One UPRN.'},
  {
    name: 'postcode_type',
    kind: 'filter',
    region: 'uk',
    example: 'S',
    description: 'S for small users, L for large users.',
  },
  {
    name: 'su_organisation_indicator',
    kind: 'filter',
    region: 'uk',
    example: 'Y',
    description: 'Y for small-user organisations only.',
  },
  {
    name: 'bias_country',
    kind: 'bias',
    region: 'uk',
    example: 'Wales',
    description: 'Prefers a constituent country.',
  },
  {
    name: 'bias_post_town',
    kind: 'bias',
    region: 'uk',
    example: 'Leeds',
    description: 'Prefers a post town.',
  },
  {
    name: 'bias_thoroughfare',
    kind: 'bias',
    region: 'uk',
    example: 'High Street',
    description: 'Prefers a street.',
  },
  {
    name: 'bias_postcode',
    kind: 'bias',
    region: 'uk',
    example: 'BR8 7RE',
    description: 'Prefers a full postcode.',
  },
  {
    name: 'bias_postcode_outward',
    kind: 'bias',
    region: 'uk',
    example: 'BR8',
    description: 'Prefers an outward code.',
  },
  {
    name: 'bias_postcode_area',
    kind: 'bias',
    region: 'uk',
    example: 'BR',
    description: 'Prefers a postcode area.',
  },
  {
    name: 'bias_postcode_sector',
    kind: 'bias',
    region: 'uk',
    example: 'BR8 7',
    description: 'Prefers a postcode sector.',
  },
];

/** Limits the Find Address API puts on queryOptions. */
export const searchLimits = {
  /** Largest number of filter terms in one request. */
  maxFilterTerms: 10,
  /** Largest number of bias terms in one request. */
  maxBiasTerms: 5,
  /** Largest radius of bias_lonlat, in meters. */
  maxBiasRadiusMeters: 50000,
  /** Default and largest number of suggestions. */
  defaultLimit: 10,
  maxLimit: 100,
} as const;

/** HTML attributes the React component passes to the input it renders. */
export const reactInputProps = [
  'id',
  'name',
  'className',
  'placeholder',
  'required',
  'disabled',
  'autoFocus',
  'style',
  'aria-label',
  'aria-describedby',
  'children',
  'key',
  'ref',
] as const;

/** Every name a setup(), watch() or go() options object may use. */
export function knownOptionNames(): Set<string> {
  return new Set([
    ...options.map((option) => option.name),
    ...callbacks.map((callback) => callback.name),
    ...messages.map((message) => message.option),
  ]);
}

/** Every prop the React component accepts, with the reason an option is not one. */
export function reactPropNames(): Set<string> {
  return new Set([
    ...options.filter((option) => option.react).map((option) => option.name),
    ...callbacks.map((callback) => callback.name),
    ...messages.map((message) => message.option),
    ...reactInputProps,
  ]);
}

export function findOption(name: string): WidgetOption | undefined {
  return options.find((option) => option.name === name);
}
