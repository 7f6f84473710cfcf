/**
 * How the docs group and annotate the fields of the OpenAPI schemas they
 * render as tables (`<SchemaFields>`). The fields themselves (names, types,
 * descriptions, allowed values) come from the bundled spec
 * (`.openapi/schema-fields.json`, written by `npm run gen`); this module only
 * adds what the spec does not say: which section of a page a field belongs
 * to and a note for the reader.
 *
 * tests/unit/schema-tables.test.ts fails when a grouped schema has a property
 * that no group lists, or a group or note names a field the schema lacks.
 */
import type {SchemaField, SchemaFieldsModule} from '../../lib/openapi/schema-fields';

export interface FieldGroup {
  /** Used as `<SchemaFields schema="..." group="...">`. */
  id: string;
  /** Caption of the table. */
  caption: string;
  fields: readonly string[];
}

/**
 * Schemas whose fields are split over several tables: every property is in
 * exactly one group. Schemas not listed here render as one table.
 */
export const fieldGroups: Readonly<Record<string, readonly FieldGroup[]>> = {
  CassRecord: [
    {
      id: 'address',
      caption: 'Standardised address parts in match',
      fields: [
        'primary_number',
        'street_predirection',
        'street_name',
        'street_suffix',
        'street_postdirection',
        'secondary_designator',
        'secondary_number',
        'building_or_firm_name',
        'urbanization',
        'city',
        'state',
        'zip_code',
      ],
    },
    {
      id: 'dpv',
      caption: 'Delivery point validation fields',
      fields: ['dpv', 'dpv_cmra', 'dpv_vacant', 'dpv_no_stat', 'dpv_footnotes'],
    },
    {id: 'record', caption: 'Record type', fields: ['record_type']},
    {
      id: 'route',
      caption: 'Route and barcode fields',
      fields: ['carrier_route', 'delivery_point', 'check_digit', 'elot'],
    },
    {
      id: 'links',
      caption: 'LACSLink and SuiteLink fields',
      fields: ['lacs_link_indicator', 'lacs_link_footnote', 'suite_link_footnote'],
    },
    {
      id: 'geography',
      caption: 'Geography and classification fields',
      fields: [
        'county',
        'fips_county_code',
        'congressional_district',
        'rdi',
        'time_zone',
        'day_light_savings',
        'latitude',
        'longitude',
      ],
    },
  ],
};

/** Reader notes appended to a field's description, by schema and field. */
const fieldNotes: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CassRecord: {
    zip_code: 'The top-level result.zip_code holds the same value.',
    dpv: 'The deliverability verdict most integrations act on.',
    record_type: 'PO boxes (P) cannot take most courier parcels.',
    rdi: 'Carriers charge more for residential deliveries.',
    delivery_point: 'ZIP+4, delivery point and check digit make up the delivery point barcode.',
  },
  UsAddress: {
    zip_plus_4_code: 'The value to map to a single ZIP field of a US form.',
    state: 'Map state_abbreviation instead when your form expects a code.',
  },
};

/** A row of a schema table: the spec's field plus the page's note. */
export interface FieldRow extends SchemaField {
  note?: string;
}

/** Fields of `schema` for a table; `group` picks one of its groups. Throws on unknown names. */
export function selectFields(
  module: SchemaFieldsModule,
  schema: string,
  group?: string,
): FieldRow[] {
  const fields = module.schemas[schema];
  if (!fields) {
    throw new Error(
      `<SchemaFields schema="${schema}">: no such schema in .openapi/schema-fields.json (tabulated: ${Object.keys(module.schemas).join(', ')}).`,
    );
  }
  const notes = fieldNotes[schema] ?? {};
  const withNotes = (field: SchemaField): FieldRow =>
    notes[field.name] ? {...field, note: notes[field.name]} : field;
  if (!group) return fields.map(withNotes);
  const spec = (fieldGroups[schema] ?? []).find((candidate) => candidate.id === group);
  if (!spec) throw new Error(`<SchemaFields schema="${schema}" group="${group}">: no such group.`);
  return spec.fields.map((name) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      throw new Error(
        `<SchemaFields schema="${schema}" group="${group}">: the schema has no field ${name}.`,
      );
    }
    return withNotes(field);
  });
}

/** The caption of a table: the group's, or `<schema title> fields`. */
export function tableCaption(schema: string, group?: string): string {
  const spec = group ? (fieldGroups[schema] ?? []).find((g) => g.id === group) : undefined;
  return spec?.caption ?? `Fields of ${schema}`;
}

/**
 * Problems with the groups and notes against the spec's fields: a property
 * no group lists, a listed or annotated field the schema lacks, a field in
 * two groups. Empty when everything agrees.
 */
export function checkFieldGroups(module: SchemaFieldsModule): string[] {
  const problems: string[] = [];
  for (const [schema, groups] of Object.entries(fieldGroups)) {
    const names = new Set((module.schemas[schema] ?? []).map((field) => field.name));
    if (names.size === 0) problems.push(`${schema}: not in the spec's tabulated schemas`);
    const seen = new Map<string, string>();
    for (const group of groups) {
      for (const field of group.fields) {
        if (!names.has(field)) problems.push(`${schema}.${group.id}: ${field} is not a property`);
        const earlier = seen.get(field);
        if (earlier) problems.push(`${schema}: ${field} is in ${earlier} and ${group.id}`);
        seen.set(field, group.id);
      }
    }
    for (const name of names) {
      if (!seen.has(name)) problems.push(`${schema}: property ${name} has no row in any group`);
    }
  }
  for (const [schema, notes] of Object.entries(fieldNotes)) {
    const names = new Set((module.schemas[schema] ?? []).map((field) => field.name));
    for (const field of Object.keys(notes)) {
      if (!names.has(field)) problems.push(`${schema}: note for ${field}, not a property`);
    }
  }
  return problems;
}

/** An example response from the spec as indented JSON. Throws on an unknown example. */
export function exampleJson(
  module: SchemaFieldsModule,
  operation: string,
  status: string,
  name: string,
): string {
  const example = module.examples[`${operation} ${status} ${name}`];
  if (!example) {
    throw new Error(
      `<OperationExample operation="${operation}" status="${status}" name="${name}">: no such example in .openapi/schema-fields.json (available: ${Object.keys(module.examples).join('; ')}).`,
    );
  }
  return JSON.stringify(example.value, null, 2);
}

/** The request an example answers (`x-sandbox-request`), when the bundle wrote it from the sandbox. */
export function exampleRequest(
  module: SchemaFieldsModule,
  operation: string,
  status: string,
  name: string,
): string | undefined {
  return module.examples[`${operation} ${status} ${name}`]?.request;
}
