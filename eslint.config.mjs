import js from '@eslint/js';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * lib/ is the ground floor (lib/README.md): it imports nothing from the
 * site's folders, whose modules import lib/ in turn; its callers pass the
 * values it needs. A relative path that climbs into one of them, the `@site/`
 * alias of one, and the aliases only a Docusaurus build resolves are refused.
 */
const SITE_FOLDERS = ['src', 'plugins', 'config', 'sidebars', 'scripts', 'tests'];
const upwardImport = `^(?:\\.\\.?/)*\\.\\./(?:${SITE_FOLDERS.join('|')})(?:/|$)`;
const siteAlias = `^@site/(?:${SITE_FOLDERS.join('|')})(?:/|$)`;
const buildAlias = '^@(?:theme|theme-original|theme-init|generated)(?:/|$)';
const groundFloorMessage =
  'lib/ is the ground floor: it imports nothing from src, plugins, config, sidebars, scripts or tests, nor the aliases only a Docusaurus build resolves (@theme, @generated). Take the value as a parameter from the caller (see lib/README.md).';
const restrictedSources = [upwardImport, siteAlias, buildAlias];
/**
 * The same sources in import() expressions, require() calls and `typeof
 * import()` types, as an esquery regex (which cannot hold a `/`: \x2F instead).
 */
const sourceMatcher = `/${restrictedSources.map((source) => `(?:${source.replaceAll('/', '\\x2F')})`).join('|')}/`;

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
  {
    files: ['lib/**/*.{ts,tsx,mts,cts,mjs,cjs,js}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: restrictedSources.map((regex) => ({regex, message: groundFloorMessage})),
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          `ImportExpression[source.value=${sourceMatcher}]`,
          `CallExpression[callee.name='require'][arguments.0.value=${sourceMatcher}]`,
          `TSImportType[argument.literal.value=${sourceMatcher}]`,
        ].map((selector) => ({selector, message: groundFloorMessage})),
      ],
    },
  },
);
