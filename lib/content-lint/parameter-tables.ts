/**
 * Parameter tables written by hand on a page (a Markdown table whose header
 * has `Parameter` and `Type`, and optionally `Required` and `Default`) must
 * say what the spec says about each parameter it lists: its type, whether
 * it is required and its default. `bias_ip` is a boolean on the API, not a
 * string, even if `queryOptions` sends it as `"true"`.
 *
 * The spec's facts are `parameters` of SpecFacts (spec-facts.ts): every
 * query and path parameter by name, with each form it takes in the
 * operations that have it (a name several operations share may differ).
 */
import {visit} from 'unist-util-visit';
import type {Root, Table, TableRow} from 'mdast';
import type {ClaimProblem} from './claims';
import {lineOf, textOf} from './prose';

/** One form a parameter takes in the spec. */
export interface ParameterForm {
  type: string;
  required: boolean;
  default?: unknown;
}

const cell = (row: TableRow, index: number) =>
  index < 0 ? undefined : textOf(row.children[index] ?? {type: 'text', value: ''}).trim();

/** The problems of the hand-typed parameter tables of a page. */
export function lintParameterTables(
  tree: Root,
  parameters: ReadonlyMap<string, readonly ParameterForm[]>,
): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    if (!header) return;
    const names = header.children.map((c) => textOf(c).trim().toLowerCase());
    const nameColumn = names.findIndex((n) => n === 'parameter' || n === 'query parameter');
    const typeColumn = names.indexOf('type');
    if (nameColumn < 0 || typeColumn < 0) return;
    const requiredColumn = names.indexOf('required');
    const defaultColumn = names.indexOf('default');
    for (const row of rows) {
      const name = cell(row, nameColumn)?.replace(/`/g, '') ?? '';
      const forms = parameters.get(name);
      if (!forms) continue;
      const at = (message: string) => problems.push({line: lineOf(row), message});
      const types = [...new Set(forms.map((form) => form.type))];
      const type = (cell(row, typeColumn) ?? '').replace(/`/g, '').toLowerCase();
      if (!types.includes(type)) {
        at(`\`${name}\` is ${types.join(' or ')} in the spec, not "${type}"`);
      }
      const required = cell(row, requiredColumn)?.toLowerCase();
      if (required !== undefined && !forms.some((form) => form.required === (required === 'yes'))) {
        at(
          `\`${name}\` is ${forms[0].required ? '' : 'not '}required in the spec, not "${required}"`,
        );
      }
      const shown = cell(row, defaultColumn)?.replace(/`/g, '');
      if (shown !== undefined) {
        const defaults = forms.map((form) =>
          form.default === undefined ? 'none' : String(form.default),
        );
        const said = shown === '' || shown === '-' || /^none$/i.test(shown) ? 'none' : shown;
        if (!defaults.includes(said)) {
          at(`\`${name}\` defaults to ${defaults[0]} in the spec, not "${shown}"`);
        }
      }
    }
  });
  return problems;
}
