import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers (CONTRIBUTING.md "Layers"), checked by eslint-plugin-boundaries.
 * Lowest first: lib ← src ← plugins ← config ← scripts, with tests on top. A
 * file imports its own layer and the layers below it, never one above, by
 * whatever path it takes: a relative path, the `@site/` alias (resolved through
 * tsconfig.json's paths by eslint-import-resolver-typescript), `import`,
 * `export … from`, `import type`, `import()`, `require()` or `typeof import()`.
 * A layer is its folders, and for config and tests a few files at the root.
 * Imports of files outside the layers (what `npm run gen` writes) are not
 * checked.
 */
const LAYERS = [
  {type: 'lib', folders: ['lib']},
  {type: 'src', folders: ['src']},
  {type: 'plugins', folders: ['plugins']},
  {
    type: 'config',
    folders: ['config', 'sidebars'],
    files: ['docusaurus.config.ts', 'sidebars.ts', 'sidebars-api.ts'],
  },
  {type: 'scripts', folders: ['scripts']},
  // The benchmark (bench/README.md): it measures what scripts build and serve.
  {type: 'bench', folders: ['bench']},
  // The checks: the tests, and the configuration of the tools that run them.
  {type: 'tests', folders: ['tests'], files: ['*.config.{ts,mts,mjs}']},
];
const LAYER_NAMES = LAYERS.map((layer) => layer.type);
/** The layers `type` may import: itself and every one below it. */
const importable = (type) => LAYER_NAMES.slice(0, LAYER_NAMES.indexOf(type) + 1);
/**
 * The entities of layers `types`: a file in one of their folders (an element
 * of that type) or one of their root files (a file of that category).
 */
const inLayers = (types) => [
  {element: {types: {anyOf: types}}},
  {file: {categories: {anyOf: types}}},
];
/** A message's name of the layer of `side` ("from" or "to"). */
const layerOf = (side) =>
  `{{#if ${side}.element.type}}{{${side}.element.type}}/{{else if ${side}.file.categories}}{{${side}.file.categories.[0]}}{{else}}outside the layers{{/if}}`;

/**
 * The modules only a Docusaurus build resolves: `@theme/…`, `@theme-original/…`,
 * `@theme-init/…`, `@generated/…`, and the `@docusaurus/…` client aliases
 * (`@docusaurus/Link`, `@docusaurus/router`…), read from the ambient
 * declarations of @docusaurus/module-type-aliases, so an alias Docusaurus adds
 * is refused too. (`@docusaurus/utils` and the other real packages are not
 * aliases and stay allowed.)
 */
const aliasDeclarations = readFileSync(
  fileURLToPath(import.meta.resolve('@docusaurus/module-type-aliases/src/index.d.ts')),
  'utf8',
);
const BUILD_ALIASES = [
  '@theme/**',
  '@theme-original/**',
  '@theme-init/**',
  '@generated/**',
  ...[...aliasDeclarations.matchAll(/^declare module '(@docusaurus\/[^'*]+)'/gm)].map(
    (match) => match[1],
  ),
];

const layerMessage = `Layers (CONTRIBUTING.md "Layers"): lib ← src ← plugins ← config ← scripts, tests on top; a file imports only its own layer and lower ones, so ${layerOf('from')} may not import "{{dependency.source}}" (${layerOf('to')}). Move what both need down to the lower layer, or pass the value in as a parameter.`;
const themeMessage =
  'The theme (src/theme) never imports plugins/: "{{dependency.source}}" is a plugin module. Move what the component needs to src/ or lib/, and let the plugin import it from there.';
const scriptsMessage =
  'scripts/ never imports tests/: "{{dependency.source}}" is test code. Move what both need to scripts/ (or lib/), and let the tests import it from there.';
const buildAliasMessage =
  'lib/ is the ground floor: it runs outside a Docusaurus build, so it imports none of the aliases only that build resolves ("{{dependency.source}}"). Take the value as a parameter from the caller (see lib/README.md).';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      'test-results/',
      'bench-results/',
      '.openapi/',
      'docs-api/**/sidebar.ts',
      // Docusaurus's generated route modules, byte for byte (plugins/route-shards reads them).
      'tests/fixtures/route-shards/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    // CommonJS entry points Node runs as they are (a worker thread's bootstrap, a test's stub CLI).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.tsx'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,mjs,cjs,js}'],
    plugins: {boundaries},
    settings: {
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)),
      'boundaries/elements': LAYERS.map(({type, folders}) => ({
        type,
        pattern: folders,
        partialMatch: false,
      })),
      // First match: docusaurus.config.ts is config, though it has the tools' *.config.ts name.
      'boundaries/files-single-match': true,
      'boundaries/files': LAYERS.filter((layer) => layer.files).map(({type, files}) => ({
        category: type,
        pattern: files,
      })),
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/additional-dependency-nodes': [
        // `typeof import('…')` in a type.
        {selector: 'TSImportType > Literal', kind: 'type', name: 'import-type'},
      ],
      'import/resolver': {
        typescript: {project: fileURLToPath(new URL('tsconfig.json', import.meta.url))},
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Packages and Node's modules too: lib/ refuses the build aliases. (Local files outside the
          // layers are not checked: what `npm run gen` writes, such as .openapi/ and docs-api/, is read
          // by the layer that needs it, and lint runs before it exists.)
          checkAllOrigins: true,
          message: layerMessage,
          policies: [
            // Packages and Node's modules: any layer.
            {allow: {to: {module: {origin: ['external', 'core']}}}},
            ...LAYER_NAMES.map((type) => ({
              from: inLayers([type]),
              allow: {to: inLayers(importable(type))},
            })),
            {
              from: {element: {type: 'scripts'}},
              disallow: {to: {element: {type: 'tests'}}},
              message: scriptsMessage,
            },
            {
              from: {element: {type: 'src'}, file: {path: 'src/theme/**'}},
              disallow: {to: {element: {type: 'plugins'}}},
              message: themeMessage,
            },
            {
              from: {element: {type: 'lib'}},
              disallow: {to: {module: {source: BUILD_ALIASES}}},
              message: buildAliasMessage,
            },
          ],
        },
      ],
    },
  },
  {
    // No function over 150 lines in lib/ and src/ (issue 42): plain lines, blank ones and comments
    // included; a longer one is split along its seams (state, rendering, code generator, transport).
    files: ['{lib,src}/**/*.{ts,tsx,mts,cts,mjs,cjs,js}'],
    rules: {
      'max-lines-per-function': [
        'error',
        {max: 150, skipBlankLines: false, skipComments: false, IIFEs: true},
      ],
    },
  },
);
