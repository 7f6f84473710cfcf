import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import stagedStartPlugin, {STAGED_ENTRY, entryOverride} from '../../plugins/staged-start';

const root = path.resolve(__dirname, '../..');

/** The modules the staged entry imports, in order. */
function stagedImports(): string[] {
  const source = fs.readFileSync(STAGED_ENTRY, 'utf8');
  return [...source.matchAll(/await import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(
    (match) => match[1],
  );
}

describe('staged-start plugin', () => {
  it('replaces the entry of production client builds only', () => {
    expect(entryOverride(false, 'production')).toEqual({entry: STAGED_ENTRY});
    expect(entryOverride(true, 'production')).toBeUndefined();
    expect(entryOverride(false, 'development')).toBeUndefined();
    expect(entryOverride(false, undefined)).toBeUndefined();
  });

  it('asks the bundler to replace the entry, not to add a second one', () => {
    const plugin = stagedStartPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as unknown as (
      config: {mode?: string},
      isServer: boolean,
    ) => Record<string, unknown>;
    expect(configure({mode: 'production'}, false)).toEqual({
      mergeStrategy: {entry: 'replace'},
      entry: STAGED_ENTRY,
    });
    expect(configure({mode: 'production'}, true)).toEqual({});
    expect(configure({mode: 'development'}, false)).toEqual({});
  });

  it("ends with Docusaurus's own client entry, after React DOM, the client modules, the routes and App", () => {
    const imports = stagedImports();
    expect(imports.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry');
    expect(imports).toEqual([
      'react-dom/client',
      '@generated/client-modules',
      '@generated/routes',
      '@docusaurus/core/lib/client/App',
      '@docusaurus/core/lib/client/clientEntry',
    ]);
  });

  it('imports Docusaurus modules that exist in the installed version', () => {
    for (const module of stagedImports().filter((name) => name.startsWith('@docusaurus/'))) {
      expect(() => require.resolve(module, {paths: [root]}), module).not.toThrow();
    }
  });

  it("keeps the order in which Docusaurus's entry and App import the same modules", () => {
    // Evaluation order decides the stylesheet's order: App imports the client
    // modules before the route table.
    const app = fs.readFileSync(
      require.resolve('@docusaurus/core/lib/client/App', {paths: [root]}),
      'utf8',
    );
    expect(app.indexOf("'@generated/client-modules'")).toBeGreaterThan(-1);
    expect(app.indexOf("'@generated/client-modules'")).toBeLessThan(
      app.indexOf("'@generated/routes'"),
    );
    const entry = fs.readFileSync(
      require.resolve('@docusaurus/core/lib/client/clientEntry', {paths: [root]}),
      'utf8',
    );
    expect(entry.indexOf("'react-dom/client'")).toBeLessThan(entry.indexOf("'./App'"));
  });
});
