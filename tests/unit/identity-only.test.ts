import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {identity} from '../../src/identity';

/**
 * The brand lives in src/identity.ts alone: no other file may spell the
 * name, a domain or a package scope. Pages use %%token%% placeholders and
 * code imports the identity module.
 */
const allowed = new Set([
  'src/identity.ts',
  'README.md',
  'CONTRIBUTING.md',
  'package.json',
  'package-lock.json',
  'tests/unit/identity-only.test.ts',
]);

function projectFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => !allowed.has(file) && fs.existsSync(file));
}

function brandWords(): string[] {
  const words = new Set<string>([identity.name.toLowerCase()]);
  for (const url of Object.values(identity.urls)) {
    const host = url.includes('@') && !url.includes('://') ? url.split('@')[1] : new URL(url).host;
    // The registrable part of each host (e.g. "waypost.example"), not the CDN's.
    if (!host.includes('jsdelivr')) words.add(host.split('.').slice(-2).join('.'));
  }
  return [...words];
}

describe('identity module is the only place the brand is written', () => {
  const words = brandWords();

  it('knows what to look for', () => {
    expect(words).toContain(identity.name.toLowerCase());
    expect(words.length).toBeGreaterThan(1);
  });

  it('finds no brand name, domain or package scope outside src/identity.ts', () => {
    const offenders: string[] = [];
    for (const file of projectFiles()) {
      const buffer = fs.readFileSync(file);
      if (buffer.includes(0)) continue; // binary
      const lines = buffer.toString('utf8').split('\n');
      lines.forEach((line, index) => {
        const lower = line.toLowerCase();
        for (const word of words) {
          if (lower.includes(word))
            offenders.push(`${file}:${index + 1}: "${word}" in: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
