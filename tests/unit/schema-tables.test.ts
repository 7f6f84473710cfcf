/**
 * The field tables rendered from the spec (<SchemaFields>) and their groups
 * and notes (src/data/schema-tables.ts) agree with the bundled OpenAPI
 * document: every property of a grouped schema has a row, every row names a
 * property.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {bundleOpenApi} from '../../config/openapi-source';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {
  schemaFields,
  schemaFieldsModule,
  typeLabel,
  type SchemaFieldsModule,
} from '../../lib/openapi/schema-fields';
import {
  checkFieldGroups,
  exampleJson,
  fieldGroups,
  selectFields,
} from '../../src/data/schema-tables';
import {apiReference} from '../../config/api-docs';

let document: OpenApiDocument;
let module: SchemaFieldsModule;

beforeAll(async () => {
  document = await bundleOpenApi({root: apiReference.sourceRoot, configPath: 'redocly.yaml'});
  module = schemaFieldsModule(document);
}, 60_000);

describe('schema field tables', () => {
  it('group every property of CassRecord exactly once and name no unknown field', () => {
    expect(checkFieldGroups(module)).toEqual([]);
  });

  it('report a property with no row and a row that names no property', () => {
    const fields = module.schemas.CassRecord.filter((field) => field.name !== 'rdi');
    const broken: SchemaFieldsModule = {
      ...module,
      schemas: {
        ...module.schemas,
        CassRecord: [
          ...fields,
          {name: 'geo_coded', type: 'string', description: '', required: false},
        ],
      },
    };
    const problems = checkFieldGroups(broken);
    expect(problems).toContain('CassRecord.geography: rdi is not a property');
    expect(problems).toContain('CassRecord: property geo_coded has no row in any group');
  });

  it('render one row per schema property when no group is given', () => {
    const names = selectFields(module, 'UsAddress').map((field) => field.name);
    const properties = Object.keys(
      (document.components as {schemas: Record<string, {properties: object}>}).schemas.UsAddress
        .properties,
    );
    expect(names).toEqual(properties);
  });

  it('cover the whole CassRecord across the groups of the CASS fields page', () => {
    const rows = fieldGroups.CassRecord.flatMap((group) =>
      selectFields(module, 'CassRecord', group.id).map((field) => field.name),
    );
    expect(rows.sort()).toEqual(
      schemaFields(document, 'CassRecord')
        .map((f) => f.name)
        .sort(),
    );
  });

  it('take types, enums and descriptions from the spec', () => {
    const dpv = selectFields(module, 'CassRecord', 'dpv').find((field) => field.name === 'dpv');
    expect(dpv?.enum).toEqual(['Y', 'S', 'D', 'N', '']);
    const daylight = module.schemas.CassRecord.find((field) => field.name === 'day_light_savings');
    expect(daylight?.type).toBe('boolean');
    const match = module.schemas.VerifyResult.find((field) => field.name === 'match');
    expect(match?.type).toBe('CassRecord or null');
    expect(typeLabel(document, {type: 'array', items: {type: 'string'}})).toBe('array of string');
  });

  it('fail on an unknown schema, group or example, naming the component', () => {
    expect(() => selectFields(module, 'Nope')).toThrow(/SchemaFields schema="Nope"/);
    expect(() => selectFields(module, 'CassRecord', 'nope')).toThrow(/group="nope"/);
    expect(() => exampleJson(module, 'AddressVerify', '200', 'Nope')).toThrow(/OperationExample/);
  });
});
