/**
 * Code for the playground's current configuration, in the three integration
 * styles of the docs: script tag (CDN build and its global), npm module and
 * the React component. Brand strings come from the identity module.
 *
 * A configuration can come from a link anyone wrote, and developers paste
 * this code into their own pages, so every string is written with
 * `jsString`: a JSON string literal in which `<`, `>`, `&`, U+2028 and U+2029
 * are escaped too. The text can then never close the `<script>` element it
 * sits in (`</script>`), open an HTML comment (`<!--`) or end a line, in an
 * inline script, a module or JSX alike. (The configurator also refuses such
 * values when it reads a link: config.ts and values.ts.)
 */
import {identity} from '../../identity';
import {options, reactComponent} from '../../data/address-lookup';
import {BEHAVIOUR_OPTIONS, DEFAULT_CONFIG, type PlaygroundConfig} from './config';
import {TEST_KEY, formFields, hiddenFields, outputFields} from './widget';

export type CodeTab = 'script' | 'npm' | 'react';

export const CODE_TABS: readonly {value: CodeTab; label: string; language: string}[] = [
  {value: 'script', label: 'Script tag', language: 'html'},
  {value: 'npm', label: 'npm', language: 'js'},
  {value: 'react', label: 'React', language: 'tsx'},
];

type Value = string | boolean | readonly string[] | Readonly<Record<string, string>>;

/** The options that differ from the defaults, in the configurator's order. */
function changedOptions(config: PlaygroundConfig): [string, Value][] {
  const changed: [string, Value][] = [];
  if (config.defaultCountry !== DEFAULT_CONFIG.defaultCountry) {
    changed.push(['defaultCountry', config.defaultCountry]);
  }
  if (config.detectCountry !== DEFAULT_CONFIG.detectCountry) {
    changed.push(['detectCountry', config.detectCountry]);
  }
  if (config.restrictCountries.length > 0) {
    changed.push(['restrictCountries', config.restrictCountries]);
  }
  if (config.format !== DEFAULT_CONFIG.format) changed.push(['format', config.format]);
  if (Object.keys(config.queryOptions).length > 0) {
    changed.push(['queryOptions', config.queryOptions]);
  }
  for (const name of BEHAVIOUR_OPTIONS) {
    if (config[name] !== DEFAULT_CONFIG[name]) changed.push([name, config[name]]);
  }
  return changed;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * A string as a JavaScript string literal that is safe inside an HTML
 * `<script>` element: JSON's escaping, plus `<`, `>`, `&`, U+2028 and
 * U+2029 as `\uXXXX` escapes (the same value once the script runs).
 */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : jsString(name));

/** A value as a JavaScript literal, objects on one line. */
function literal(value: Value): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) return `[${value.map((item) => jsString(item)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, string>).map(
    ([name, text]) => `${key(name)}: ${jsString(text)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** The body of the options object passed to setup(), one property a line. */
function setupProperties(config: PlaygroundConfig, indent: string): string {
  const fields = Object.entries(outputFields(config.format))
    .map(([name, selector]) => `${indent}  ${key(name)}: ${jsString(selector)},`)
    .join('\n');
  const lines = [
    `${indent}apiKey: ${jsString(TEST_KEY)},`,
    `${indent}outputFields: {\n${fields}\n${indent}},`,
    ...changedOptions(config).map(([name, value]) => `${indent}${key(name)}: ${literal(value)},`),
  ];
  if (config.hide) lines.push(`${indent}hide: ${literal(hiddenFields(config.format))},`);
  lines.push(
    `${indent}onAddressPopulated(address) {`,
    `${indent}  console.log("Filled the form with", address.line_1);`,
    `${indent}},`,
  );
  return lines.join('\n');
}

/** The demo form's inputs, with labels, as HTML. */
function formHtml(config: PlaygroundConfig): string {
  const inputs = formFields(config.format)
    .map(
      (field) =>
        `  <label for="${field.id}">${field.label}</label>\n  <input id="${field.id}" type="text" />`,
    )
    .join('\n');
  return `<form>\n${inputs}\n</form>`;
}

/** How the script tag loads the bundle. */
export interface ScriptTagOptions {
  /**
   * Pin the exact release of `identity.widget.release` with its Subresource
   * Integrity hash, instead of the major version.
   */
  pinned: boolean;
}

/** An HTML attribute value in double quotes. */
function attribute(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
}

/** The `<script>` element that loads the bundle. */
export function bundleTag({pinned}: ScriptTagOptions): string {
  if (!pinned) return `<script src=${attribute(identity.urls.widgetCdn)}></script>`;
  return [
    '<script',
    `  src=${attribute(identity.urls.widgetCdnPinned)}`,
    `  integrity=${attribute(identity.widget.release.integrity)}`,
    '  crossorigin="anonymous"',
    '></script>',
  ].join('\n');
}

function scriptTagCode(
  config: PlaygroundConfig,
  options: ScriptTagOptions = {pinned: false},
): string {
  return [
    formHtml(config),
    '',
    bundleTag(options),
    '<script>',
    `  ${identity.widget.global}.setup({`,
    setupProperties(config, '    '),
    '  });',
    '</script>',
    '',
  ].join('\n');
}

function npmCode(config: PlaygroundConfig): string {
  return [
    `// npm install ${identity.packages.widget}`,
    `import { ${reactComponent} } from "${identity.packages.widget}";`,
    '',
    `${reactComponent}.setup({`,
    setupProperties(config, '  '),
    '});',
    '',
  ].join('\n');
}

/** Text a JSX attribute string can hold as it is (JSX reads no escapes there). */
const PLAIN_ATTRIBUTE = /^[\w .,-]*$/;

/**
 * A React prop for an option value: `name`, `name="plain text"`, or an
 * expression (`name={"..."}`, `name={{ ... }}`) for anything else.
 */
function prop(name: string, value: Value): string {
  if (value === true) return name;
  if (typeof value === 'string' && PLAIN_ATTRIBUTE.test(value)) return `${name}="${value}"`;
  return `${name}={${literal(value)}}`;
}

function reactCode(config: PlaygroundConfig): string {
  const fields = Object.entries(outputFields(config.format));
  const attributes = fields.map(([attribute]) => attribute);
  const props = changedOptions(config)
    .filter(([name]) => options.find((option) => option.name === name)?.react)
    .map(([name, value]) => `        ${prop(name, value)}`);
  const state = attributes.map((attribute) => `${attribute}: ""`).join(', ');
  const inputs = formFields(config.format)
    .filter((field) => field.id !== 'line_1')
    .map((field) => {
      const attribute = fields.find(([, selector]) => selector === `#${field.id}`)?.[0] ?? field.id;
      return [
        `      <label htmlFor="${field.id}">${field.label}</label>`,
        `      <input id="${field.id}" value={address.${attribute}} onChange={update("${attribute}")} />`,
      ].join('\n');
    });
  return [
    `// npm install ${identity.packages.react}`,
    'import { useState, type ChangeEvent } from "react";',
    `import { ${reactComponent} } from "${identity.packages.react}";`,
    '',
    `const empty = { ${state} };`,
    'type Address = typeof empty;',
    '',
    'export default function AddressForm() {',
    '  const [address, setAddress] = useState<Address>(empty);',
    '  const update = (field: keyof Address) => (event: ChangeEvent<HTMLInputElement>) =>',
    '    setAddress({ ...address, [field]: event.target.value });',
    '',
    '  return (',
    '    <form>',
    '      <label htmlFor="line_1">Address line 1</label>',
    `      <${reactComponent}`,
    '        id="line_1"',
    `        ${prop('apiKey', TEST_KEY)}`,
    ...props,
    '        onAddressRetrieved={(result) =>',
    '          setAddress({',
    ...attributes.map((attribute) => `            ${attribute}: result.${attribute},`),
    '          })',
    '        }',
    '      />',
    ...inputs,
    '    </form>',
    '  );',
    '}',
    '',
  ].join('\n');
}

export function generateCode(
  tab: CodeTab,
  config: PlaygroundConfig,
  options: ScriptTagOptions = {pinned: false},
): string {
  if (tab === 'script') return scriptTagCode(config, options);
  if (tab === 'npm') return npmCode(config);
  return reactCode(config);
}
