import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * Supply chain: every package the lockfile installs is pinned by its SHA-512
 * integrity, so `npm ci` refuses a tarball that differs from the one
 * reviewed. (This machine's npm omits `resolved` for registry packages, so
 * the integrity is the pin; an entry that does carry `resolved` must point at
 * the registry over HTTPS.)
 */

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
/** Installed packages: every entry but the root project and symlinks to folders. */
const installed = Object.entries(lock.packages).filter(
  ([location, entry]) => location !== '' && !entry.link,
);

describe('package-lock.json', () => {
  it('is a lockfile v3 with the packages section', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(installed.length).toBeGreaterThan(1000);
  });

  it('pins every installed package by a sha512 integrity, platform packages included', () => {
    const unpinned = installed
      .filter(([, entry]) => !/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity ?? ''))
      .map(([location, entry]) => `${location}@${entry.version}`);
    expect(unpinned).toEqual([]);
  });

  it('resolves packages only from the npm registry over HTTPS', () => {
    const elsewhere = installed
      .filter(([, entry]) => entry.resolved !== undefined)
      .filter(([, entry]) => !entry.resolved!.startsWith('https://registry.npmjs.org/'))
      .map(([location, entry]) => `${location}: ${entry.resolved}`);
    expect(elsewhere).toEqual([]);
  });
});

describe('install scripts', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
  const allowlist = (ci.match(/^install_scripts_allowlist=\(([^)]*)\)$/m)?.[1] ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const withScripts = [
    ...new Set(
      installed
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 13)),
    ),
  ].sort();

  it('CI installs without running any, then rebuilds only its allow-list', () => {
    expect(ci).toMatch(/^npm ci --ignore-scripts /m);
    expect(ci).not.toMatch(/^npm (?:ci|install)(?![^\n]*--ignore-scripts)/m);
    expect(ci).toMatch(/npm rebuild "\$\{install_scripts_allowlist\[@\]\}"/);
  });

  it('every package with an install script has been reviewed: allowed (and rebuilt by CI) or denied', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(manifest.allowScripts ?? {}).sort()).toEqual(withScripts);
    const allowed = withScripts.filter((name) => manifest.allowScripts?.[name] === true);
    expect(allowlist.sort()).toEqual(allowed);
  });
});
