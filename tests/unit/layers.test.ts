/**
 * The layers (CONTRIBUTING.md "Layers"): lib ← src ← plugins ← config ←
 * scripts, tests on top, checked by eslint-plugin-boundaries in
 * eslint.config.mjs. This runs ESLint itself with the repository's
 * configuration on snippets linted as if they were files of the tree (each
 * importing real modules, so the resolver finds them), and shows the check
 * refuses an upward import from every layer, in every form a module is
 * reached, and accepts the imports the layering allows.
 */
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const RULE = 'boundaries/dependencies';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({cwd: root});
});

/** The layering's messages for `code` linted as if it were the file `filePath`. */
async function layerMessages(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, filePath)});
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === RULE);
}

/** [what, the importing file, its code, a part of the message]. */
const upward: [string, string, string, string][] = [
  [
    'lib importing src',
    'lib/openapi/x.ts',
    "import {identity} from '../../src/identity';\nexport {identity};",
    'lib/ may not import "../../src/identity" (src/)',
  ],
  [
    'src importing plugins',
    'src/data/x.ts',
    "import {replaceTokens} from '../../plugins/identity-tokens';\nexport {replaceTokens};",
    'src/ may not import "../../plugins/identity-tokens" (plugins/)',
  ],
  [
    'plugins importing config (a root file)',
    'plugins/x/index.ts',
    "import config from '../../docusaurus.config';\nexport {config};",
    'plugins/ may not import "../../docusaurus.config" (config)',
  ],
  [
    'plugins importing config (a folder)',
    'plugins/x/index.ts',
    "import {docsOptions} from '../../config/docs';\nexport {docsOptions};",
    'plugins/ may not import "../../config/docs" (config/)',
  ],
  [
    'config importing scripts',
    'config/x.ts',
    "import {serveBuild} from '../scripts/lib/serve-build';\nexport {serveBuild};",
    'config/ may not import "../scripts/lib/serve-build" (scripts/)',
  ],
  [
    'a root config file importing scripts',
    'sidebars.ts',
    "import {serveBuild} from './scripts/lib/serve-build';\nexport {serveBuild};",
    'config may not import "./scripts/lib/serve-build" (scripts/)',
  ],
  [
    'scripts importing tests',
    'scripts/x.ts',
    "import {useFixtureBuild} from '../tests/support/mcp-fixture';\nexport {useFixtureBuild};",
    'scripts/ never imports tests/: "../tests/support/mcp-fixture" is test code',
  ],
  [
    'the theme importing plugins',
    'src/theme/DocItem/X/index.tsx',
    "import {replaceTokens} from '../../../../plugins/identity-tokens';\nexport {replaceTokens};",
    'The theme (src/theme) never imports plugins/: "../../../../plugins/identity-tokens"',
  ],
  [
    'a dynamic import',
    'src/components/X/index.tsx',
    "export const tokens = import('../../../plugins/identity-tokens');",
    'src/ may not import "../../../plugins/identity-tokens" (plugins/)',
  ],
  [
    'a require',
    'lib/x.cjs',
    "module.exports = require('./../scripts/lib/serve-build');",
    'lib/ may not import "./../scripts/lib/serve-build" (scripts/)',
  ],
  [
    'an @site alias',
    'src/theme/X/index.tsx',
    "import {replaceTokens} from '@site/plugins/identity-tokens';\nexport {replaceTokens};",
    'The theme (src/theme) never imports plugins/: "@site/plugins/identity-tokens"',
  ],
  [
    'an @site alias of a root file',
    'src/x.ts',
    "import sidebars from '@site/sidebars';\nexport {sidebars};",
    'src/ may not import "@site/sidebars" (config',
  ],
  [
    'a re-export',
    'plugins/x/index.ts',
    "export {apiReference} from '../../config/api-docs';",
    'plugins/ may not import "../../config/api-docs" (config/)',
  ],
  [
    'a type import',
    'lib/x.ts',
    "import type {SidebarItem} from '../sidebars/types';\nexport type Item = SidebarItem;",
    'lib/ may not import "../sidebars/types" (config/)',
  ],
  [
    'a type query',
    'lib/x.ts',
    "export type Identity = typeof import('../src/identity').identity;",
    'lib/ may not import "../src/identity" (src/)',
  ],
  [
    'lib importing a test tool configuration',
    'lib/x.ts',
    "import config from '../playwright.config';\nexport {config};",
    'lib/ may not import "../playwright.config" (tests)',
  ],
  [
    'the sandbox, in lib/sandbox, importing src',
    'lib/sandbox/engine/x.ts',
    "import {identity} from '../../../src/identity';\nexport {identity};",
    'lib/ may not import "../../../src/identity" (src/)',
  ],
  [
    'a theme alias in lib',
    'lib/x.ts',
    "export {default} from '@theme/DocCardList';",
    'lib/ is the ground floor: it runs outside a Docusaurus build',
  ],
  [
    'a Docusaurus client alias in lib',
    'lib/x.ts',
    "import Link from '@docusaurus/Link';\nexport {Link};",
    'only that build resolves ("@docusaurus/Link")',
  ],
  [
    'a generated module in lib',
    'lib/x.ts',
    "import config from '@generated/docusaurus.config';\nexport {config};",
    'only that build resolves ("@generated/docusaurus.config")',
  ],
];

describe('the layering check', () => {
  for (const [name, filePath, code, message] of upward) {
    it(`refuses ${name} (${filePath})`, async () => {
      const messages = await layerMessages(code, filePath);
      expect(messages).toHaveLength(1);
      expect(messages[0].severity).toBe(2);
      expect(messages[0].message).toContain(message);
    });
  }

  it('accepts lib importing lib, node: modules and packages (real ones under @docusaurus/ too)', async () => {
    const code = [
      "import fs from 'node:fs';",
      "import {parse} from 'yaml';",
      "import {posixPath} from '@docusaurus/utils';",
      "import {fillTokens} from '../tokens';",
      "import type {SampleCredentials} from '../openapi/sample-credentials';",
      "export const loaded = import('./document');",
      'export type C = SampleCredentials;',
      'export {fs, parse, posixPath, fillTokens};',
    ].join('\n');
    expect(await layerMessages(code, 'lib/openapi/x.ts')).toEqual([]);
  });

  it('accepts each layer importing its own layer and the lower ones', async () => {
    const allowed: [string, string][] = [
      ['src/data/x.ts', "import {arrange} from '../../lib/openapi/sidebar-order';"],
      ['src/sandbox/x.ts', "import {fillTokens} from '../../lib/tokens';"],
      ['src/theme/X/index.tsx', "import {docTwinPath} from '@site/lib/build-output';"],
      ['src/theme/X/index.tsx', "import {identity} from '@site/src/identity';"],
      ['plugins/x/index.ts', "import {identity} from '../../src/identity';"],
      ['config/x.ts', "import {replaceTokens} from '../plugins/identity-tokens';"],
      ['docusaurus.config.ts', "import {apiReference} from './config/api-docs';"],
      ['scripts/x.ts', "import config from '../docusaurus.config';"],
      ['tests/unit/x.ts', "import {serveBuild} from '../../scripts/lib/serve-build';"],
      ['tests/unit/x.ts', "import {useFixtureBuild} from '../support/mcp-fixture';"],
      ['playwright.config.ts', "import {requireBuild} from './scripts/lib/build';"],
    ];
    for (const [filePath, line] of allowed) {
      expect(await layerMessages(`${line}\nexport const x = 1;`, filePath), filePath).toEqual([]);
    }
  });

  it('allows the build aliases outside lib', async () => {
    const code = [
      "import Link from '@docusaurus/Link';",
      "import DocCardList from '@theme/DocCardList';",
      "import siteConfig from '@generated/docusaurus.config';",
      'export {Link, DocCardList, siteConfig};',
    ].join('\n');
    expect(await layerMessages(code, 'src/components/X/index.tsx')).toEqual([]);
  });

  it('finds no upward import in the modules that used to climb (scripts → tests, src → plugins)', async () => {
    const results = await eslint.lintFiles([
      'scripts/test-samples.ts',
      'bench/search-bench.ts',
      'src/theme/DocItem/Content/index.tsx',
      'src/pages/index.tsx',
      'src/components/AgentDirective/index.tsx',
    ]);
    expect(results).toHaveLength(5);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${path.relative(root, result.filePath)}:${message.line}`),
    );
    expect(found).toEqual([]);
  });
});
