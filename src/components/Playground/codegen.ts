/**
 * Code for the playground's current configuration, in the three integration
 * styles of the docs: script tag (CDN build and its global), npm module and
 * the React component. Brand strings come from the identity module.
 */
import {identity} from '../../identity';
import {options, reactComponent} from '../../data/address-lookup';
import {DEFAULT_CONFIG, type PlaygroundConfig} from './config';
import {TEST_KEY, formFields, hiddenFields, outputFields} from './widget';

export type CodeTab = 'script' | 'npm' | 'react';

export const CODE_TABS: readonly {value: CodeTab; label: string; language: string}[] = [
  {value: 'script', label: 'Script tag', language: 'html'},
  {value: 'npm', label: 'npm', language: 'js'},
  {value: 'react', label: 'React', language: 'tsx'},
];

type Value = string | boolean | readonly string[] | Readonly<Record<string, string>>;

/** The options that differ from the defaults, in the configurator's order. */
export function changedOptions(config: PlaygroundConfig): [string, Value][] {
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
  for (const name of [
    'removeOrganisation',
    'titleizePostTown',
    'hideToolbar',
    'injectStyle',
  ] as const) {
    if (config[name] !== DEFAULT_CONFIG[name]) changed.push([name, config[name]]);
  }
  return changed;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** A value as a JavaScript literal, objects on one line. */
function literal(value: Value): string {
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, string>).map(
    ([name, text]) => `${key(name)}: ${JSON.stringify(text)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** The body of the options object passed to setup(), one property a line. */
function setupProperties(config: PlaygroundConfig, indent: string): string {
  const fields = Object.entries(outputFields(config.format))
    .map(([name, selector]) => `${indent}  ${name}: ${JSON.stringify(selector)},`)
    .join('\n');
  const lines = [
    `${indent}apiKey: ${JSON.stringify(TEST_KEY)},`,
    `${indent}outputFields: {\n${fields}\n${indent}},`,
    ...changedOptions(config).map(([name, value]) => `${indent}${name}: ${literal(value)},`),
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

export function scriptTagCode(config: PlaygroundConfig): string {
  return [
    formHtml(config),
    '',
    `<script src="${identity.urls.widgetCdn}"></script>`,
    '<script>',
    `  ${identity.widget.global}.setup({`,
    setupProperties(config, '    '),
    '  });',
    '</script>',
    '',
  ].join('\n');
}

export function npmCode(config: PlaygroundConfig): string {
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

/** React props for an option value. */
function prop(name: string, value: Value): string {
  if (value === true) return name;
  if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`;
  return `${name}={${literal(value)}}`;
}

export function reactCode(config: PlaygroundConfig): string {
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
    `        apiKey=${JSON.stringify(TEST_KEY)}`,
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

export function generateCode(tab: CodeTab, config: PlaygroundConfig): string {
  if (tab === 'script') return scriptTagCode(config);
  if (tab === 'npm') return npmCode(config);
  return reactCode(config);
}
