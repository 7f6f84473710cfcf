/**
 * Which modules go to the API reference's own chunk: the reference pages,
 * the API theme wrappers, and packages only the OpenAPI theme and plugin
 * depend on. Shared libraries (React, clsx) stay available to every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiModuleTest, BUILD_ONLY_PACKAGES, packageOf} from '../../plugins/openapi-chunks';

describe('API reference chunk', () => {
  let isApiModule: (file: string) => boolean;
  const site = process.cwd();
  const modules = (name: string) => path.join(site, 'node_modules', name, 'index.js');

  beforeAll(() => {
    isApiModule = apiModuleTest(site);
  }, 60_000);

  it('reads the package name of a module path, scoped or not', () => {
    expect(packageOf('/a/node_modules/@reduxjs/toolkit/dist/index.js')).toBe('@reduxjs/toolkit');
    expect(packageOf('/a/node_modules/x/node_modules/pako/index.js')).toBe('pako');
    expect(packageOf('/a/src/theme/Tabs/index.tsx')).toBeUndefined();
  });

  it.each([
    'docusaurus-theme-openapi-docs',
    'docusaurus-plugin-openapi-docs',
    'postman-collection',
    'react-redux',
    '@reduxjs/toolkit',
    'pako',
  ])('puts %s, used only by the API theme, in the API chunk', (name) => {
    expect(isApiModule(modules(name))).toBe(true);
  });

  it.each(['react', 'react-dom', 'clsx', '@docusaurus/theme-common'])(
    'leaves %s, shared with the rest of the site, alone',
    (name) => {
      expect(isApiModule(modules(name))).toBe(false);
    },
  );

  it('claims the reference pages and the API wrappers, not other theme files', () => {
    expect(isApiModule(path.join(site, 'docs-api/find-address.api.mdx'))).toBe(true);
    expect(isApiModule(path.join(site, 'src/theme/ApiExplorer/index.tsx'))).toBe(true);
    expect(isApiModule(path.join(site, 'src/theme/Tabs/index.tsx'))).toBe(false);
    expect(isApiModule(path.join(site, 'docs/guides/index.mdx'))).toBe(false);
  });

  it('keeps the packages of build-only dependencies (yaml, @redocly/openapi-core) in the API chunk', () => {
    expect(isApiModule(modules('yaml'))).toBe(true);
    expect(isApiModule(modules('@redocly/openapi-core'))).toBe(true);
  });

  it('has no page import a build-only dependency', () => {
    // Every module specifier of src/, as TypeScript reads them (imports, exports, require, import()).
    const src = path.join(site, 'src');
    const pageImports = fs
      .readdirSync(src, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .flatMap((file) => {
        const code = fs.readFileSync(path.join(src, file), 'utf8');
        return ts.preProcessFile(code, true, true).importedFiles.map(({fileName}) => fileName);
      })
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(pageImports).toContain('react');
    for (const name of BUILD_ONLY_PACKAGES) expect(pageImports).not.toContain(name);
  });
});
