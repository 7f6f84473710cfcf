/**
 * The reference tables' specs (src/data/address-lookup-tables.ts) pick the
 * rows a page asks for. (The Markdown twins convert the built tables; the
 * e2e spec llms-txt.spec.ts checks that they keep them.)
 */
import {describe, expect, it} from 'vitest';
import {
  callbacks,
  cssClasses,
  messages,
  options,
  searchParameters,
  watchOptions,
} from '../../src/data/address-lookup';
import {
  callbacksTable,
  cssClassesTable,
  messagesTable,
  optionsTable,
  rowId,
  searchParametersTable,
  watchOptionsTable,
  type TableSpec,
} from '../../src/data/address-lookup-tables';

const keys = (table: TableSpec) => table.rows.map((row) => row.key);

describe('reference table specs', () => {
  it('keeps the order of the names a page passes', () => {
    const table = callbacksTable({caption: 'C', names: ['onInput', 'onLoaded']});
    expect(keys(table)).toEqual(['onInput', 'onLoaded']);
    expect(rowId(table, table.rows[1])).toBe('callback-onLoaded');
    expect(table.rows[0].cells[0]).toEqual({text: 'onInput', code: true});
  });

  it('lists the whole catalogue, in catalogue order, when no names are given', () => {
    expect(keys(callbacksTable({caption: 'C'}))).toEqual(callbacks.map((c) => c.name));
    expect(keys(messagesTable({caption: 'M'}))).toEqual(messages.map((m) => m.option));
    expect(keys(cssClassesTable({caption: 'K'}))).toEqual(cssClasses.map((c) => c.option));
    expect(keys(watchOptionsTable({caption: 'W'}))).toEqual(watchOptions.map((o) => o.name));
  });

  it('filters options by group, and names override groups', () => {
    const network = optionsTable({caption: 'N', groups: ['network']});
    expect(keys(network)).toEqual(options.filter((o) => o.group === 'network').map((o) => o.name));
    expect(keys(network).length).toBeGreaterThan(1);
    expect(keys(optionsTable({caption: 'N', names: ['apiKey'], groups: ['network']}))).toEqual([
      'apiKey',
    ]);
  });

  it('filters search parameters by region and kind together', () => {
    const ukBias = searchParametersTable({caption: 'P', region: 'uk', kind: 'bias'});
    const expected = searchParameters
      .filter((p) => p.region === 'uk' && p.kind === 'bias')
      .map((p) => p.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(keys(ukBias)).toEqual(expected);
    expect(keys(ukBias)).toContain('bias_postcode');
    expect(keys(ukBias)).not.toContain('bias_state');
    expect(ukBias.columns.map((c) => c.header)).toEqual([
      'Parameter',
      'Kind',
      'Applies to',
      'Example',
      'Effect',
    ]);
    expect(ukBias.rows[0].cells[2]).toEqual({text: 'United Kingdom'});
  });

  it('marks required defaults strong, empty messages as emphasis and new options with a note', () => {
    const apiKey = optionsTable({caption: 'O', names: ['apiKey']}).rows[0];
    expect(apiKey.cells[2]).toEqual({text: 'required', strong: true});
    // The effect gets a "Since x.y.z." note exactly when the catalogue dates the option.
    const all = optionsTable({caption: 'O'});
    all.rows.forEach((row, index) => {
      const since = options[index].since;
      expect(row.cells[3].suffix).toBe(since ? `Since ${since}.` : undefined);
    });
    const silent = messages.find((m) => m.default === '')!;
    expect(silent).toBeDefined();
    expect(messagesTable({caption: 'M', names: [silent.option]}).rows[0].cells[1]).toEqual({
      text: 'empty (off)',
      emphasis: true,
    });
  });

  it('throws on a name the catalogue does not have, and on an empty table', () => {
    expect(() => callbacksTable({caption: 'C', names: ['onLoaded', 'onNothing']})).toThrow(
      /"onNothing" is not in the address lookup catalogue/,
    );
    expect(() => optionsTable({caption: 'Nothing', groups: []})).toThrow(/"Nothing" has no rows/);
  });
});
