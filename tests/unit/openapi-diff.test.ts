import {describe, expect, it} from 'vitest';
import {diffDocuments, documentationChanges} from '../../lib/openapi/diff';
import {diffRules} from '../../lib/openapi/diff-rules';
import {base, getItem, item, pair, rulePairs} from '../fixtures/openapi-diff/rule-pairs';

describe('the OpenAPI differ', () => {
  it('has a fixture pair for every rule, and no pair for a rule it does not have', () => {
    expect(Object.keys(rulePairs).sort()).toEqual(Object.keys(diffRules).sort());
  });

  for (const [id, {before, after}] of Object.entries(rulePairs)) {
    it(`${id}: its fixture pair yields that rule and no other`, () => {
      const changes = diffDocuments(before, after);
      expect(changes.map((change) => change.rule)).toEqual([id]);
      const [change] = changes;
      expect(change.level).toBe(diffRules[id as keyof typeof diffRules].level);
      expect(change.message).toMatch(/^[A-Z`].*\.$/);
      expect(change.message).not.toMatch(/\{(target|value|before|status)\}/);
    });
  }

  it('finds nothing between a document and its copy', () => {
    expect(diffDocuments(base(), base())).toEqual([]);
  });

  it('names the operation and the field in a message', () => {
    const {before, after} = rulePairs['response-required-property-removed'];
    const [change] = diffDocuments(before, after);
    expect(change.operation).toEqual({method: 'GET', path: '/items/{id}', operationId: 'GetItem'});
    expect(change.message).toBe('Removed the response field `id` (200).');
    expect(change).toMatchObject({level: 'breaking', kind: 'removed'});
  });

  it('follows references: a change to a shared schema is reported under each operation using it', () => {
    const {before, after} = pair((d) => {
      d.paths!['/other'] = {
        get: {
          operationId: 'Other',
          responses: {
            '200': {
              description: 'OK.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Item'}}},
            },
          },
        },
      };
    });
    const later = structuredClone(after);
    delete item(later).properties!.price;
    const changes = diffDocuments(after, later);
    expect(changes.map((c) => `${c.operation.operationId} ${c.rule}`)).toEqual([
      'GetItem response-optional-property-removed',
      'Other response-optional-property-removed',
    ]);
    expect(before).toBeDefined();
  });

  it('matches operations whose path parameters were renamed', () => {
    const {before, after} = pair((d) => {
      d.paths!['/items/{key}'] = d.paths!['/items/{id}'];
      delete d.paths!['/items/{id}'];
      d.paths!['/items/{key}']!.get!.parameters![0].name = 'key';
    });
    expect(diffDocuments(before, after)).toEqual([]);
  });

  it('ends on recursive schemas', () => {
    const {before, after} = pair(
      (d) => {
        item(d).properties!.name!.type = ['string', 'null'];
      },
      (d) => {
        item(d).properties!.parent = {$ref: '#/components/schemas/Item'};
      },
    );
    expect(diffDocuments(before, after).map((c) => `${c.rule}: ${c.message}`)).toEqual([
      'response-property-became-nullable: The response field `name` (200) can be `null`.',
    ]);
  });

  it('reads 3.1 type lists, const and numeric exclusive bounds', () => {
    const constant = pair((d) => {
      item(d).properties!.kind = {type: 'string', const: 'a'};
    });
    expect(diffDocuments(constant.before, constant.after).map((c) => c.rule)).toEqual([
      'response-property-enum-value-removed',
    ]);
    const exclusive = pair((d) => {
      getItem(d).parameters![1].schema!.exclusiveMaximum = 50;
    });
    expect(diffDocuments(exclusive.before, exclusive.after).map((c) => c.rule)).toEqual([
      'request-parameter-max-decreased',
    ]);
  });
});

describe('documentation changes', () => {
  it('are descriptions and examples: no rule fires, the operation is listed', () => {
    const {before, after} = pair((d) => {
      getItem(d).description = 'Now described.';
      item(d).properties!.id!.description = 'The item id, as the list gives it.';
      item(d).properties!.id!.examples = ['it_1'];
      getItem(d).responses!['200']!.content!['application/json']!.examples = {
        One: {value: {id: 'it_1', size: 1}},
      };
    });
    expect(diffDocuments(before, after)).toEqual([]);
    expect(documentationChanges(before, after)).toEqual({
      operations: [{method: 'GET', path: '/items/{id}', operationId: 'GetItem'}],
      document: false,
    });
  });

  it('include the document’s own description', () => {
    const {before, after} = pair((d) => {
      d.info.description = 'A new overview.';
    });
    expect(documentationChanges(before, after)).toEqual({operations: [], document: true});
  });

  it('leave out operations whose contract changed', () => {
    const {before, after} = pair((d) => {
      getItem(d).description = 'Now described.';
      delete item(d).properties!.name;
    });
    expect(documentationChanges(before, after).operations).toEqual([]);
  });
});
