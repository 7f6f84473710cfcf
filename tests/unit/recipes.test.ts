/**
 * The two recipes followed end to end: "Add an API operation"
 * (openapi/README.md) and "Add a widget option" (CONTRIBUTING.md).
 *
 * Each numbered step of a recipe names the one file it edits, in bold code
 * (`1. **`openapi/openapi.yaml`**: ...`). This test holds one edit per step,
 * keyed by that file, and first checks that the recipe lists exactly the
 * files the test edits, in the same order: a step added to the text without
 * its edit here, or an edit here the text does not ask for, fails. Then it
 * copies the repository (tracked and untracked files, not ignored ones) into
 * a temporary folder, applies both recipes there (a throwaway operation,
 * `GET /ping-recipe`, and a throwaway boolean option, `recipeOption`), runs
 * `npm run gen` and the production build (scripts/build.sh) once, and checks
 * what readers get: the operation's page with the sandbox's answer as its
 * example, its twin, its llms.txt line, its sidebar entry and changelog
 * entry; the option in the options table and the playground's checkbox and
 * generated code.
 *
 * It runs in the unit tests (Vitest) rather than as a step of
 * scripts/test.sh: it needs no served build or browser, Vitest already runs
 * beside the main build there, and a failure is reported like any other
 * unit test, naming the recipe and the step. The copy has its own
 * `node_modules` folder of links to the packages, so its build cache
 * (`node_modules/.cache`) never mixes with the repository's.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** A step's edit: the new text of its file from the old one (undefined for a new file). */
type Edit = (text: string | undefined) => string;

interface Recipe {
  /** The Markdown file and the heading of the recipe's section. */
  source: string;
  heading: string;
  /** The steps, keyed by the file each names, in the recipe's order. */
  steps: [string, Edit][];
}

/** Inserts `addition` right after the first match of `anchor`, or fails naming the anchor. */
function insertAfter(anchor: RegExp | string, addition: string): Edit {
  return (text) => {
    if (text === undefined) throw new Error('the file does not exist');
    const match = typeof anchor === 'string' ? text.indexOf(anchor) : text.search(anchor);
    if (match === -1) throw new Error(`no ${String(anchor)} in the file`);
    const length =
      typeof anchor === 'string'
        ? anchor.length
        : (anchor.exec(text.slice(match))?.[0].length ?? 0);
    return text.slice(0, match + length) + addition + text.slice(match + length);
  };
}

/** Applies several edits to one file, in order. */
const all =
  (...edits: Edit[]): Edit =>
  (text) =>
    edits.reduce<string | undefined>((current, edit) => edit(current), text)!;

const OPERATION = {
  operationId: 'PingRecipe',
  slug: 'ping-recipe',
  path: '/ping-recipe',
  summary: 'Ping Recipe',
  body: {code: 2000, message: 'Success', result: {pong: true}},
  changelogId: '2099-12-ping-recipe',
};

const PATH_ITEM = `get:
  operationId: ${OPERATION.operationId}
  summary: ${OPERATION.summary}
  tags:
    - Keys
  description: |
    Answers \`pong\` when the key works: the throwaway operation of the recipe test.
  responses:
    '200':
      description: The key works.
      content:
        application/json:
          schema:
            type: object
            required:
              - code
              - message
              - result
            properties:
              code:
                $ref: ../components/schemas/common.yaml#/SuccessCode
              message:
                $ref: ../components/schemas/common.yaml#/SuccessMessage
              result:
                type: object
                required:
                  - pong
                properties:
                  pong:
                    type: boolean
                    description: Always \`true\`.
          examples:
            Pong:
              summary: The key works
    '401':
      description: The key is invalid.
      content:
        application/json:
          schema:
            $ref: ../components/schemas/common.yaml#/ErrorResponse
          examples:
            InvalidKey:
              $ref: ../components/examples/errors.yaml#/InvalidKey
    '500':
      $ref: ../components/responses.yaml#/InternalError
`;

/** The next minor version after the newest one the changelog records. */
function nextMinor(changelog: string): string {
  const version = /version: '(\d+)\.(\d+)\.(\d+)'/.exec(changelog);
  if (!version) throw new Error('no version in the changelog');
  return `${version[1]}.${Number(version[2]) + 1}.0`;
}

const operationRecipe: Recipe = {
  source: 'openapi/README.md',
  heading: 'Add an API operation',
  steps: [
    ['openapi/paths/<name>.yaml', () => PATH_ITEM],
    [
      'openapi/openapi.yaml',
      insertAfter(/^paths:\n/m, `  ${OPERATION.path}:\n    $ref: paths/${OPERATION.slug}.yaml\n`),
    ],
    [
      'lib/sandbox/catalogue/reference.ts',
      insertAfter(
        /export const \w+: readonly TestCase\[\] = \[\n/,
        `  {
    id: 'ping-recipe',
    operationId: '${OPERATION.operationId}',
    description: 'The test key works, so the ping answers \`pong\`.',
    request: {method: 'GET', path: '${OPERATION.path}', keys: apiKey},
    response: {status: 200, body: success(${JSON.stringify(OPERATION.body.result)})},
  },
`,
      ),
    ],
    [
      'src/data/changelog.ts',
      (text) =>
        insertAfter(
          /export const changelog: readonly ChangelogEntry\[\] = \[\n/,
          `  {
    id: '${OPERATION.changelogId}',
    date: '2099-12',
    title: 'Ping the API',
    kind: 'api',
    version: '${nextMinor(text ?? '')}',
    changes: 'A new operation, [\`GET ${OPERATION.path}\`](/docs/api/${OPERATION.slug}), answers \`pong\`.',
    operations: ['${OPERATION.operationId}'],
  },
`,
        )(text),
    ],
    [
      'tests/unit/openapi-spec.test.ts',
      insertAfter(
        /const OPERATIONS: \[string, string, string, string\]\[\] = \[\n/,
        `  ['get', '${OPERATION.path}', '${OPERATION.operationId}', 'Keys'],\n`,
      ),
    ],
    ['tests/fixtures/openapi/slugs.json', insertAfter('[\n', `  "${OPERATION.slug}",\n`)],
  ],
};

const OPTION = {name: 'recipeOption', hint: 'The throwaway option of the recipe test.'};

const optionRecipe: Recipe = {
  source: 'CONTRIBUTING.md',
  heading: 'Add a widget option',
  steps: [
    [
      'src/data/address-lookup.ts',
      insertAfter(
        /export const options: readonly WidgetOption\[\] = \[\n/,
        `  {
    name: '${OPTION.name}',
    type: 'boolean',
    default: 'false',
    description: 'Throwaway option of the recipe test.',
    group: 'display',
    react: true,
  },
`,
      ),
    ],
    [
      'src/components/Playground/config.ts',
      (text) => {
        const list = /(export const BEHAVIOUR_OPTIONS = \[[^\]]*)\]/;
        if (!text || !list.test(text)) throw new Error('no BEHAVIOUR_OPTIONS list in the file');
        return text.replace(list, `$1  '${OPTION.name}',\n]`);
      },
    ],
    [
      'src/components/Playground/OptionsCard.tsx',
      all(
        insertAfter(
          /const OPTION_PAGES\b[^=]*= \{\n/,
          `  ${OPTION.name}: '/docs/address-lookup/additional-configuration',\n`,
        ),
        insertAfter(/const OPTION_HINTS\b[^=]*= \{\n/, `  ${OPTION.name}: '${OPTION.hint}',\n`),
      ),
    ],
  ],
};

/** The files a recipe's numbered steps name, in order (the bold code span opening each step). */
function recipeFiles({source, heading}: Recipe): string[] {
  const text = fs.readFileSync(path.join(ROOT, source), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`${source}: no section "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\d+\. \*\*`([^`]+)`\*\*/gm)].map((match) => match[1]);
}

describe('the recipes list exactly the steps this test follows', () => {
  for (const recipe of [operationRecipe, optionRecipe]) {
    it(`${recipe.source}, "${recipe.heading}"`, () => {
      expect(recipeFiles(recipe)).toEqual(recipe.steps.map(([file]) => file));
    });
  }
});

/** A copy of the repository's tracked and untracked (not ignored) files. */
function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  // The packages, linked one by one: the copy's build cache stays its own.
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  return copy;
}

function applyRecipe(copy: string, recipe: Recipe): void {
  for (const [file, edit] of recipe.steps) {
    const target = path.join(copy, file.replace('<name>', OPERATION.slug));
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
    try {
      fs.writeFileSync(target, edit(before));
    } catch (error) {
      throw new Error(`${recipe.source}, "${recipe.heading}", step ${file}: ${String(error)}`);
    }
  }
}

/** Runs a command in the copy; on failure, throws with the end of its output. */
function run(copy: string, name: string, command: string, args: string[]): void {
  const env: NodeJS.ProcessEnv = {...process.env, FORCE_COLOR: '0'};
  for (const key of Object.keys(env)) if (key.startsWith('DOCUSAURUS_')) delete env[key];
  const result = spawnSync(command, args, {
    cwd: copy,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${name} failed in the copy (${copy}):\n${output}`);
  }
}

/** The text of an HTML page: tags removed, entities of code blocks decoded. */
function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('both recipes followed in a temporary copy, then built', () => {
  let copy: string;
  const built = (file: string) => fs.readFileSync(path.join(copy, 'build', file), 'utf8');

  beforeAll(() => {
    copy = copyRepository();
    applyRecipe(copy, operationRecipe);
    applyRecipe(copy, optionRecipe);
    run(copy, 'npm run gen', 'npm', ['run', '--silent', 'gen']);
    run(copy, 'the production build', 'bash', ['scripts/build.sh']);
  }, 1_200_000);

  afterAll(() => {
    // RECIPES_KEEP=1 keeps the copy, to read what the build wrote.
    if (process.env.RECIPES_KEEP) console.log(`recipes: the copy is kept in ${copy}`);
    else if (copy) fs.rmSync(copy, {recursive: true, force: true});
  }, 300_000);

  it("publishes the operation with the sandbox's answer as its example", () => {
    const spec = JSON.parse(built('openapi.json')) as {
      paths: Record<string, {get?: {operationId?: string; responses: Record<string, unknown>}}>;
    };
    const operation = spec.paths[OPERATION.path]?.get;
    expect(operation?.operationId).toBe(OPERATION.operationId);
    expect(operation?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          examples: {Pong: {value: OPERATION.body, 'x-sandbox-request': `GET ${OPERATION.path}`}},
        },
      },
    });
  });

  it('renders its reference page, whose module carries the example response', () => {
    const html = built(`docs/api/${OPERATION.slug}.html`);
    expect(pageText(html)).toContain(OPERATION.summary);
    // The response panel renders in the browser, from the page's module (a chunk of assets/js).
    const assets = path.join(copy, 'build/assets/js');
    const modules = fs
      .readdirSync(assets)
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .filter((code) => code.includes(`"x-sandbox-request":"GET ${OPERATION.path}"`));
    expect(modules.length, 'a module with the generated example').toBeGreaterThan(0);
    expect(modules.some((code) => code.includes('result:{pong:!0}'))).toBe(true);
  });

  it('writes its Markdown twin and its llms.txt line', () => {
    const twin = built(`docs/api/${OPERATION.slug}.md`);
    expect(twin).toContain(`# ${OPERATION.summary}`);
    expect(twin).toContain(`${OPERATION.path}`);
    expect(twin).toContain('"pong": true');
    expect(built('llms.txt')).toContain(`/docs/api/${OPERATION.slug}.md`);
  });

  it("lists it in its tag's sidebar category and in the changelog", () => {
    expect(built('docs/api/key-details.html')).toContain(`href="/docs/api/${OPERATION.slug}"`);
    const changelog = pageText(built('docs/changelog.html'));
    expect(changelog).toContain('Ping the API');
    expect(changelog).toContain(OPERATION.path);
  });

  it('shows the option in the options table of its group', () => {
    const html = built('docs/address-lookup/additional-configuration.html');
    const caption = html.indexOf('Options that position and style the list');
    expect(caption, 'the display options table').toBeGreaterThan(-1);
    const table = html.slice(caption, html.indexOf('</table>', caption));
    expect(table).toContain(OPTION.name);
    expect(built('docs/address-lookup/additional-configuration.md')).toContain(OPTION.name);
  });

  it("offers the option in the playground's controls and its generated code", () => {
    const page = built('docs/address-lookup/playground.html');
    expect(page).toContain(`id="pg-${OPTION.name}"`);
    expect(pageText(page)).toContain(OPTION.hint);
    // The generated code of a playground link that sets the option, from the copy's modules.
    const probe = path.join(copy, 'recipe-probe.ts');
    fs.writeFileSync(
      probe,
      [
        "import {readConfig, configToQuery} from './src/components/Playground/config';",
        "import {generateCode} from './src/components/Playground/codegen';",
        `const {config} = readConfig('${OPTION.name}=true');`,
        "const code = Object.fromEntries((['script', 'npm', 'react'] as const).map((tab) => [tab, generateCode(tab, config)]));",
        'console.log(JSON.stringify({query: configToQuery(config), code}));',
      ].join('\n'),
    );
    const output = execFileSync(path.join(copy, 'node_modules/.bin/tsx'), [probe], {
      cwd: copy,
      encoding: 'utf8',
    });
    const {query, code} = JSON.parse(output) as {query: string; code: Record<string, string>};
    expect(query).toBe(`${OPTION.name}=true`);
    expect(code.script).toContain(`    ${OPTION.name}: true,\n`);
    expect(code.npm).toContain(`  ${OPTION.name}: true,\n`);
    expect(code.react).toContain(`        ${OPTION.name}\n`);
  });
});
