import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The copy-paste check (`npm run lint:dups`, jscpd with .jscpd.json, a step
 * of `npm test`): a run of six identical lines (30 tokens; import statements
 * aside) in two files fails it, naming both, wherever the files are: data and
 * test fixtures included. Run here with the project's own configuration on a
 * small tree, with and without a copied file.
 */
const root = path.resolve(__dirname, '../..');
const jscpd = path.join(root, 'node_modules/jscpd/bin/jscpd');
const config = JSON.parse(fs.readFileSync(path.join(root, '.jscpd.json'), 'utf8')) as {
  minLines: number;
  ignore: string[];
};

function jscpdIn(files: Record<string, string>): {status: number | null; output: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jscpd-'));
  try {
    fs.copyFileSync(path.join(root, '.jscpd.json'), path.join(dir, '.jscpd.json'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    const run = spawnSync(process.execPath, [jscpd, '--no-colors'], {cwd: dir, encoding: 'utf8'});
    return {status: run.status, output: run.stdout + run.stderr};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Eight lines of code that differ from any other `index`. */
const block = (index: number) =>
  [
    `export function total${index}(items: {price: number; count: number}[]): number {`,
    '  let sum = 0;',
    '  for (const item of items) {',
    '    if (item.count <= 0) continue;',
    '    sum += item.price * item.count;',
    '  }',
    `  return Math.round(sum * 100) / 100 + ${index};`,
    '}',
  ].join('\n');

describe('copy-paste check', () => {
  it('passes a tree without clones and fails one with a copied function, naming both files', () => {
    const clean = jscpdIn({'src/a.ts': `${block(1)}\n`, 'lib/b.ts': 'export const b = 1;\n'});
    expect(clean.status, clean.output).toBe(0);

    const copied = jscpdIn({'src/a.ts': `${block(1)}\n`, 'lib/b.ts': `${block(1)}\n`});
    expect(copied.status).toBe(1);
    expect(copied.output).toContain('src/a.ts');
    expect(copied.output).toContain('lib/b.ts');
  });

  it('fails a list copied from data into a test fixture', () => {
    // Six records, as a test that copies a list from the sources would hold them.
    const slugs = (name: string) =>
      [
        `export const ${name} = [`,
        ...['woocommerce', 'magento', 'bigcommerce', 'opencart', 'shopwired', 'wix'].map(
          (slug) => `  {slug: '${slug}', kind: 'E-commerce'},`,
        ),
        '];',
      ].join('\n');
    const copied = jscpdIn({
      'src/data/a.ts': `${slugs('pages')}\n`,
      'tests/fixtures/b.ts': `${slugs('expected')}\n`,
    });
    expect(copied.status, copied.output).toBe(1);
    expect(copied.output).toContain('src/data/a.ts');
    expect(copied.output).toContain('tests/fixtures/b.ts');
  });

  it('passes the same import statements, and ignores generated files', () => {
    const imports = [
      "import {spawnSync} from 'node:child_process';",
      "import fs from 'node:fs';",
      "import os from 'node:os';",
      "import path from 'node:path';",
      'import {',
      '  describe,',
      '  expect,',
      '  it,',
      "} from 'vitest';",
    ].join('\n');
    const tree = jscpdIn({
      'tests/a.ts': `${imports}\nexport const a = 1;\n`,
      'tests/b.ts': `${imports}\nexport const b = 2;\n`,
      'tests/c.ts': `${imports}\nexport const c = 3;\n`,
      'src/d.generated.ts': `${block(2)}\n`,
      'src/e.generated.ts': `${block(2)}\n`,
    });
    expect(tree.status, tree.output).toBe(0);
  });

  it('checks the whole tree with six lines, and runs in npm test', () => {
    expect(config.minLines).toBe(6);
    for (const folder of ['src/data', 'tests/fixtures', 'lib/sandbox']) {
      expect(config.ignore.some((glob) => glob.startsWith(folder))).toBe(false);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['lint:dups']).toBe('jscpd');
    const testScript = fs.readFileSync(path.join(root, 'scripts/test.sh'), 'utf8');
    expect(testScript).toMatch(/^start "[^"]+" npm run --silent lint:dups$/m);
  });
});
