/**
 * lib/ is the ground floor (lib/README.md): the lint refuses any import of
 * the site's folders (src, plugins, config, sidebars, scripts, tests) from a
 * lib/ file, by relative path or `@site/` alias, in every form a module can
 * be reached (import, export from, import type, import(), require(),
 * `typeof import()`). The rule lives in eslint.config.mjs; this runs ESLint
 * itself, with that configuration, on snippets and on lib/.
 */
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const BOUNDARY_RULES = new Set([
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({cwd: root});
});

/** The boundary's messages for `code` linted as if it were the file `filePath`. */
async function boundaryMessages(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, filePath)});
  return result.messages.filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId));
}

const upward: [string, string, string][] = [
  ['an import from src', 'lib/openapi/x.ts', "import {identity} from '../../src/identity';"],
  [
    'a type import from sidebars',
    'lib/x.ts',
    "import type {SidebarItem} from '../sidebars/types';",
  ],
  [
    'a re-export from plugins',
    'lib/a/x.ts',
    "export {replaceTokens} from '../../plugins/identity-tokens';",
  ],
  ['an @site alias of config', 'lib/x.ts', "import {apiReference} from '@site/config/api-docs';"],
  ['a dynamic import of scripts', 'lib/a/x.ts', "export const m = import('../../scripts/serve');"],
  ['a require of tests', 'lib/x.ts', "export const m = require('../tests/support/mcp');"],
  [
    'a type query of src',
    'lib/a/x.ts',
    "export type V = typeof import('../../src/data/changelog').apiVersion;",
  ],
  ['a theme alias', 'lib/x.ts', "export {default} from '@theme/DocCardList';"],
];

describe('the lib/ boundary lint', () => {
  for (const [name, filePath, code] of upward) {
    it(`refuses ${name} in ${filePath}`, async () => {
      const messages = await boundaryMessages(code, filePath);
      expect(messages).toHaveLength(1);
      expect(messages[0].severity).toBe(2);
      expect(messages[0].message).toContain('lib/ is the ground floor');
    });
  }

  it('accepts lib/ importing lib/, node: modules and packages', async () => {
    const code = [
      "import fs from 'node:fs';",
      "import {parse} from 'yaml';",
      "import {fillTokens} from '../tokens';",
      "import {resolveRef} from './document';",
      "import type {SampleCredentials} from '../openapi/sample-credentials';",
      "export const loaded = import('./document');",
      'export type C = SampleCredentials;',
      'export {fs, parse, fillTokens, resolveRef};',
    ].join('\n');
    expect(await boundaryMessages(code, 'lib/openapi/x.ts')).toEqual([]);
  });

  it('restricts lib/ only: the site imports lib/ and its own folders freely', async () => {
    const code = [
      "import {bundleOpenApi} from '../lib/openapi/bundle';",
      "import {identity} from '../src/identity';",
      "import {siteTokens} from '../plugins/identity-tokens';",
      'export {bundleOpenApi, identity, siteTokens};',
    ].join('\n');
    expect(await boundaryMessages(code, 'config/x.ts')).toEqual([]);
    expect(
      await boundaryMessages(
        "import {arrange} from '../../lib/openapi/sidebar-order';\nexport {arrange};",
        'src/data/x.ts',
      ),
    ).toEqual([]);
  });

  it('finds no upward import in lib/ as it is', async () => {
    const results = await eslint.lintFiles(['lib']);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))
        .map((message) => `${path.relative(root, result.filePath)}:${message.line}`),
    );
    expect(results.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
