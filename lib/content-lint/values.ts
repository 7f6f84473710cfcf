/**
 * What the content rules check pages against, passed in by their callers:
 * lib/ imports nothing from src/, so the site's catalogues reach the rules as
 * values. `plugins/content-checks/values.ts` builds them from the widget
 * catalogue, the test keys, the sandbox catalogue and the data modules; a
 * test may build smaller ones. Each part names its source file, which the
 * messages cite.
 */

/** The widget catalogue (options, callbacks, messages, props, classes). */
export interface WidgetCatalogue {
  /** Where the catalogue lives, e.g. `src/data/address-lookup.ts`. */
  file: string;
  /** The script-tag global (`Brand.AddressLookup`); its last name is the npm export. */
  global: string;
  /** The React component, e.g. `AddressLookup`. */
  reactComponent: string;
  /** The widget's factories (`setup`, `watch`, `go`). */
  entryPoints: readonly string[];
  /** Every name an options object may use: options, callbacks and messages. */
  optionNames: ReadonlySet<string>;
  /** Options of the script and npm builds that the React component does not take. */
  domOnlyOptions: ReadonlySet<string>;
  /** Every prop of the React component. */
  reactProps: ReadonlySet<string>;
  /** Names of watch()'s second argument. */
  watchOptions: ReadonlySet<string>;
  /** Parameters `queryOptions` and `setQueryOptions()` may send. */
  searchParameters: ReadonlySet<string>;
  /** Options every widget needs (`requirement: 'always'`). */
  alwaysRequired: readonly string[];
  /** Options named as alternatives for the search input (`one-of`), by their base name. */
  inputAlternatives: ReadonlySet<string>;
  /** Prefix of the widget's CSS classes, e.g. `wp_`. */
  cssPrefix: string;
  /** Every class the widget renders. */
  cssClasses: ReadonlySet<string>;
}

/** The documented test keys, the only keys a page may show. */
export interface TestKeyFacts {
  /** Where they are written, e.g. `lib/sandbox/test-keys.ts`. */
  file: string;
  /** The usable API key (`ak_...`). */
  usable: string;
  /** The management key (`uk_...`). */
  managementToken: string;
  /** Every documented key and token. */
  all: ReadonlySet<string>;
}

/** What the sandbox answers: test inputs and licensee keys. */
interface SandboxFacts {
  /** The test-input catalogue, e.g. `lib/sandbox/catalogue.ts`. */
  file: string;
  /** Every test query and postcode it answers (`test dpv y`, `ID1 1QD`). */
  testInputs: ReadonlySet<string>;
  /** The first word of a US test query (`test`). */
  usTestPrefix: string;
  /** Licensee keys of the sandbox start with it (`sl_test_`). */
  licenseePrefix: string;
  /** A licensee key of the catalogue that messages suggest. */
  licenseeExample: string;
}

/** The Crown Dependencies' VAT and customs status. */
export interface CrownDependencyFacts {
  file: string;
  dependencies: readonly {countryIso: string; name: string; inUkVatArea: boolean}[];
  /** Ways prose names them, each with the dependencies (ISO codes) it covers. */
  names: readonly {pattern: RegExp; covers: readonly string[]}[];
}

/** Everything the rules of lib/content-lint are given besides the pages and the spec. */
export interface LintValues {
  /**
   * Replaces a page's `%%token%%` placeholders as the build does; throws an
   * error naming the file and the placeholder when one is unknown.
   */
  replaceTokens(text: string, file: string): string;
  /** The known placeholders and their values (`name` → value of `%%name%%`). */
  tokens: Readonly<Record<string, string>>;
  widget: WidgetCatalogue;
  testKeys: TestKeyFacts;
  sandbox: SandboxFacts;
  crownDependencies: CrownDependencyFacts;
  /** URL schemes whose allowed-URL entries match as prefixes (`http://`, `https://`), and their file. */
  allowedUrls: {file: string; prefixSchemes: readonly string[]};
}
