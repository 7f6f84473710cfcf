import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

const dir = path.resolve(__dirname, '../../sidebars');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (file: string) => file.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'types.ts')
  .map((file) => file.replace(/\.ts$/, ''));

describe('sidebar modules', () => {
  it('names every sidebar after its module: sidebar fooBar lives in sidebars/foo-bar.ts', () => {
    expect(Object.keys(sidebars).map(kebab).sort()).toEqual([...modules].sort());
  });

  it('has each module export one sidebar, named like the module', () => {
    for (const name of modules) {
      const source = readFileSync(path.join(dir, `${name}.ts`), 'utf8');
      const exported = [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
      expect(exported, `sidebars/${name}.ts`).toEqual([camel(name)]);
    }
  });

  it('types every entry with the one SidebarItem of sidebars/types.ts', () => {
    for (const name of modules) {
      const source = readFileSync(path.join(dir, `${name}.ts`), 'utf8');
      expect(source, `sidebars/${name}.ts`).toContain("import type {SidebarItem} from './types';");
      expect(source, `sidebars/${name}.ts`).not.toMatch(/type SidebarItem\s*=/);
    }
  });
});
