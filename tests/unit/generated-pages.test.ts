import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cleanGeneratedApiPages} from '../../lib/openapi/generated-pages';

describe('cleanGeneratedApiPages', () => {
  it("removes what the API page generator wrote and keeps the writers' files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
    const files = [
      'index.mdx',
      'find-address.api.mdx',
      'api-reference.info.mdx',
      'uk.tag.mdx',
      'sidebar.ts',
      'find-address.request.json',
      'versions.json',
      'notes.md',
    ];
    for (const file of files) fs.writeFileSync(path.join(dir, file), '');
    fs.mkdirSync(path.join(dir, 'schemas'));
    fs.writeFileSync(path.join(dir, 'schemas', 'address.schema.mdx'), '');

    expect(cleanGeneratedApiPages(dir)).toEqual([
      'api-reference.info.mdx',
      'find-address.api.mdx',
      'find-address.request.json',
      'schemas/',
      'sidebar.ts',
      'uk.tag.mdx',
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual(['index.mdx', 'notes.md', 'versions.json']);
    expect(cleanGeneratedApiPages(path.join(dir, 'missing'))).toEqual([]);
    fs.rmSync(dir, {recursive: true});
  });
});
