/**
 * Which modules go to the API reference's own chunk: the reference pages,
 * the API theme wrappers, and packages only the OpenAPI theme and plugin
 * depend on. Shared libraries (React, clsx) stay available to every page.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiModuleTest, BUILD_ONLY_PACKAGES, packageOf} from '../../plugins/openapi-chunks';
import {importsOf, packageOf as importedPackage, sourceFiles} from '../../scripts/dependencies';

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
    const pageImports = sourceFiles(site)
      .filter((file) => file.startsWith(path.join(site, 'src') + path.sep))
      .flatMap((file) => importsOf(file).map(({specifier}) => importedPackage(specifier, site)));
    for (const name of BUILD_ONLY_PACKAGES) expect(pageImports).not.toContain(name);
  });
});
