import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtPageHashes} from '../../plugins/security-headers/built-pages';
import {hashSource, scriptHashes} from '../../plugins/security-headers/inline-scripts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-pages-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), html);
  return {file, html};
};

describe('CSP hashes of a built site, streamed (security-headers/built-pages.ts)', () => {
  const pages = [
    write('index.html', '<script>a()</script><script type="application/ld+json">{}</script>'),
    write('docs/x.html', '<script>a()</script><script>b()</script>'),
    ...Array.from({length: 30}, (_, i) =>
      write(`docs/many/p${i}.html`, `<p>${i}</p><script>page(${i % 3})</script>`),
    ),
  ];
  fs.writeFileSync(path.join(dir, 'docs/not-a-page.txt'), '<script>nope()</script>');

  it('finds the same hashes as hashing every page held in memory', async () => {
    const hashes = await builtPageHashes(dir);
    expect(hashes).toEqual(scriptHashes(pages));
    expect(hashes).toContain(hashSource('b()'));
    expect(hashes).not.toContain(hashSource('nope()'));
    expect(hashes).toHaveLength(1 + 1 + 3);
  });

  it('fails naming the pages that would break under the policy', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-broken-'));
    try {
      fs.mkdirSync(path.join(broken, 'docs'));
      fs.writeFileSync(path.join(broken, 'docs/bad.html'), '<button onclick="x()">x</button>');
      fs.writeFileSync(path.join(broken, 'ok.html'), '<a href="javascript:void 0">y</a>');
      await expect(builtPageHashes(broken)).rejects.toThrow(
        /docs\/bad\.html: inline event handler onclick[\s\S]*ok\.html: a javascript: URL/,
      );
    } finally {
      fs.rmSync(broken, {recursive: true, force: true});
    }
  });
});
