/**
 * The site's values for the content rules of lib/content-lint, which import
 * nothing from src/: the widget catalogue, the test keys, the sandbox's test
 * inputs, the Crown Dependencies, the allowed-URL forms and the placeholders.
 * The build, `npm run check` and the tests all pass these.
 */
import type {LintValues, WidgetCatalogue} from '../../lib/content-lint/values';
import {replaceTokens, siteTokens} from '../identity-tokens';
import {identity} from '../../src/identity';
import {
  alwaysRequiredOptions,
  cssClasses,
  entryPoints,
  fixedCssClasses,
  knownOptionNames,
  options,
  reactComponent,
  reactPropNames,
  requiredOptions,
  searchParameters,
  watchOptions,
} from '../../src/data/address-lookup';
import {testKeys} from '../../lib/sandbox/test-keys';
import {cases, US_TEST_PREFIX, usTestQueries} from '../../lib/sandbox/catalogue';
import {crownDependencies, crownDependencyNames} from '../../src/data/crown-dependencies';
import {prefixSchemes} from '../../lib/sandbox/allowed-urls';

/** The widget catalogue (src/data/address-lookup.ts) as the widget-sample checker reads it. */
export function widgetCatalogue(): WidgetCatalogue {
  return {
    file: 'src/data/address-lookup.ts',
    global: identity.widget.global,
    reactComponent,
    entryPoints,
    optionNames: knownOptionNames(),
    domOnlyOptions: new Set(options.filter((option) => !option.react).map((option) => option.name)),
    reactProps: reactPropNames(),
    watchOptions: new Set(watchOptions.map((option) => option.name)),
    searchParameters: new Set(searchParameters.map((parameter) => parameter.name)),
    alwaysRequired: alwaysRequiredOptions(),
    inputAlternatives: new Set(
      requiredOptions
        .filter((rule) => rule.requirement === 'one-of')
        .flatMap((rule) => rule.options.map((name) => name.split('.')[0])),
    ),
    cssPrefix: identity.widget.cssPrefix,
    cssClasses: new Set([
      ...cssClasses.map((cssClass) => cssClass.default),
      ...fixedCssClasses.map((cssClass) => cssClass.name),
    ]),
  };
}

/** Every test query and test postcode the sandbox catalogue answers. */
function catalogueTestInputs(): Set<string> {
  const inputs = new Set(usTestQueries.map((entry) => entry.query));
  for (const testCase of cases) {
    const {query, body, path} = testCase.request;
    for (const value of Object.values(query ?? {}))
      if (typeof value === 'string') inputs.add(value);
    if (body && typeof body === 'object' && 'query' in body && typeof body.query === 'string')
      inputs.add(body.query);
    for (const segment of path.split('/')) inputs.add(segment);
  }
  return inputs;
}

let values: LintValues | undefined;

/** The values, built once. */
export function lintValues(): LintValues {
  values ??= {
    replaceTokens: (text, file) => replaceTokens(text, file),
    tokens: siteTokens,
    widget: widgetCatalogue(),
    testKeys: {
      file: 'lib/sandbox/test-keys.ts',
      usable: testKeys.usable,
      managementToken: testKeys.managementToken,
      all: new Set(Object.values(testKeys)),
    },
    sandbox: {
      file: 'lib/sandbox/catalogue.ts',
      testInputs: catalogueTestInputs(),
      usTestPrefix: US_TEST_PREFIX,
      licenseePrefix: 'sl_test_',
      licenseeExample: 'sl_test_bakery',
    },
    crownDependencies: {
      file: 'src/data/crown-dependencies.ts',
      dependencies: crownDependencies,
      names: crownDependencyNames,
    },
    allowedUrls: {file: 'lib/sandbox/allowed-urls.ts', prefixSchemes},
  };
  return values;
}
