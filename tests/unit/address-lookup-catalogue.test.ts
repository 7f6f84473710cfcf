/**
 * The widget catalogue (src/data/address-lookup.ts) is the one place its
 * options, callbacks, messages and classes are stated; these tests keep it
 * internally consistent and pinned to the researched defaults.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listSourceOperations, readYamlFile} from '../../lib/openapi/source-files';
import {identity} from '../../src/identity';
import {
  callbacks,
  cssClasses,
  findOption,
  fixedCssClasses,
  knownOptionNames,
  messages,
  options,
  reactPropNames,
  searchLimits,
  searchParameters,
  watchOptions,
} from '../../src/data/address-lookup';

function duplicates(names: readonly string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

describe('address lookup catalogue', () => {
  it('names every option, callback, message and parameter once', () => {
    const all = [
      ...options.map((option) => option.name),
      ...callbacks.map((callback) => callback.name),
      ...messages.map((message) => message.option),
    ];
    expect(duplicates(all)).toEqual([]);
    expect(duplicates(searchParameters.map((parameter) => parameter.name))).toEqual([]);
    expect(duplicates(watchOptions.map((option) => option.name))).toEqual([]);
    expect(knownOptionNames().size).toBe(all.length);
  });

  it('names callbacks on*, messages msg* and class options *Class', () => {
    for (const callback of callbacks) expect(callback.name).toMatch(/^on[A-Z]/);
    for (const message of messages) expect(message.option).toMatch(/^msg[A-Z]/);
    for (const cssClass of cssClasses) {
      expect(cssClass.option).toMatch(/Class$/);
      expect(findOption(cssClass.option)?.default).toBe(JSON.stringify(cssClass.default));
    }
    for (const option of options) expect(option.name).not.toMatch(/^(on|msg)[A-Z]/);
  });

  it('describes every entry', () => {
    for (const option of options) {
      expect(option.type, option.name).not.toBe('');
      expect(option.description, option.name).toMatch(/\.$/);
    }
    for (const callback of callbacks) expect(callback.fires, callback.name).toMatch(/\.$/);
    for (const message of messages) expect(message.shown, message.option).toMatch(/\.$/);
  });

  it('keeps the US-first defaults', () => {
    expect(findOption('defaultCountry')?.default).toBe('"USA"');
    expect(findOption('format')?.default).toBe('"usa"');
    expect(findOption('titleizePostTown')?.default).toBe('false');
    expect(findOption('detectCountry')?.default).toBe('true');
    expect(findOption('injectStyle')?.default).toBe('true');
    expect(findOption('autocomplete')?.default).toBe('"none"');
    expect(findOption('offset')?.default).toBe('2');
    expect(findOption('timeout')?.default).toBe('10000');
    expect(findOption('apiKey')?.default).toBe('required');
    expect(findOption('outputFields')?.group).toBe('targeting');
    expect(options.filter((option) => option.group === 'required').map((o) => o.name)).toEqual([
      'apiKey',
    ]);
  });

  it('builds every class from the identity prefix, except the hyphenated unhide link', () => {
    for (const cssClass of [
      ...cssClasses.map((c) => c.default),
      ...fixedCssClasses.map((c) => c.name),
    ]) {
      if (cssClass === identity.widget.unhideClass) continue;
      expect(cssClass.startsWith(identity.widget.cssPrefix), cssClass).toBe(true);
    }
    expect(cssClasses.find((c) => c.option === 'containerClass')?.default).toBe(
      `${identity.widget.cssPrefix}autocomplete`,
    );
    expect(cssClasses.find((c) => c.option === 'unhideClass')?.default).toBe(
      identity.widget.unhideClass,
    );
  });

  it('keeps the documented message texts', () => {
    const text = Object.fromEntries(messages.map((message) => [message.option, message.default]));
    expect(text.msgNoMatch).toBe('No matches found');
    expect(text.msgUnhide).toBe('Enter address manually');
    expect(text.msgList).toBe('Select your address');
    expect(text.msgNoMatchAction).toBe('');
  });

  it('leaves DOM-coupled options out of the React component and keeps callbacks in', () => {
    const props = reactPropNames();
    for (const name of [
      'outputFields',
      'inputField',
      'hide',
      'unhide',
      'scope',
      'listStyle',
      'inputStyle',
    ]) {
      expect(props.has(name), name).toBe(false);
    }
    for (const name of [
      'apiKey',
      'restrictCountries',
      'hideToolbar',
      'queryOptions',
      'onAddressRetrieved',
    ]) {
      expect(props.has(name), name).toBe(true);
    }
  });

  it('keeps the search limits and parameter examples consistent', () => {
    expect(searchLimits.maxBiasTerms).toBe(5);
    expect(searchLimits.maxBiasRadiusMeters).toBe(50000);
    const lonlat = searchParameters.find((parameter) => parameter.name === 'bias_lonlat');
    const radius = Number(lonlat?.example.split(',')[2]);
    expect(radius).toBeLessThanOrEqual(searchLimits.maxBiasRadiusMeters);
    for (const parameter of searchParameters) {
      expect(parameter.name.startsWith('bias_'), parameter.name).toBe(parameter.kind === 'bias');
    }
  });
});

describe('queryOptions parameters against the OpenAPI file (which wins where they disagree)', () => {
  const findAddress = listSourceOperations('openapi/openapi.yaml', (file) =>
    readYamlFile(file, path.join(__dirname, '../..')),
  ).find((entry) => entry.operation.operationId === 'FindAddress');
  const specParameters = new Map(
    (findAddress?.parameters ?? []).map((parameter) => [parameter.name, parameter]),
  );

  it('lists only parameters of Find Address', () => {
    for (const parameter of searchParameters)
      expect(specParameters.has(parameter.name), parameter.name).toBe(true);
  });

  it('gives examples the schema accepts', () => {
    for (const parameter of searchParameters) {
      const schema = specParameters.get(parameter.name)?.schema ?? {};
      if (schema.enum) expect(schema.enum, parameter.name).toContain(parameter.example);
      if (typeof schema.pattern === 'string')
        expect(parameter.example, parameter.name).toMatch(new RegExp(schema.pattern));
      if (schema.type === 'boolean') expect(['true', 'false']).toContain(parameter.example);
      if (schema.type === 'integer') expect(parameter.example).toMatch(/^\d+$/);
    }
  });

  it('describes every value of the set filter as the spec does', () => {
    const set = searchParameters.find((parameter) => parameter.name === 'set');
    const values = specParameters.get('set')?.schema?.enum ?? [];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(set?.description).toContain(value);
    // The spec: insular means "no addresses in the US insular areas", not "only those".
    expect(specParameters.get('set')?.description).toMatch(
      /`insular` \(no addresses in the US insular areas/,
    );
    expect(set?.description).toMatch(/insular leaves out the insular areas/);
  });
});
