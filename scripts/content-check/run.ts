/**
 * `npm run check`: the content check a writer runs before a pull request.
 * No production build: it reads the sources directly (about 10 s on two
 * cores), runs the rules of lib/content-lint with the site's values
 * (plugins/content-checks/values.ts) and reports every problem as
 * `file:line: message`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parse as parseYaml} from 'yaml';
import {operationSources} from '../../config/edit-urls';
import {sandboxExamples} from '../../config/openapi-source';
import {readYamlFile} from '../../lib/openapi/source-files';
import {kebabCase} from '../../lib/openapi/page-slugs';
import {lintFacts} from '../../lib/content-lint/facts';
import {checkFrontMatter} from '../../lib/content-lint/front-matter';
import {checkLinks} from '../../lib/content-lint/links';
import {checkMarkdownStyle, MARKDOWNLINT_CONFIG} from '../../lib/content-lint/markdown-style';
import {checkTokens, replaceKnownTokens} from '../../lib/content-lint/placeholders';
import {sortProblems, type Problem} from '../../lib/content-lint/problems';
import {checkSidebars, type WrittenSidebarItem} from '../../lib/content-lint/sidebars';
import {readSources, type DocsInstance, type SourceFile} from '../../lib/content-lint/sources';
import {loadSpecFacts} from '../../lib/content-lint/spec-facts';
import type {LintValues} from '../../lib/content-lint/values';
import {lintValues} from '../../plugins/content-checks/values';
import {identity} from '../../src/identity';

/** The two docs instances of docusaurus.config.ts and config/api-docs.ts. */
const INSTANCES: DocsInstance[] = [
  {dir: 'docs', routeBasePath: '/docs'},
  {dir: 'docs-api', routeBasePath: '/docs/api', generated: /\.(?:api|info|tag|schema)\.mdx$/},
];

const OPENAPI_ROOT = 'openapi/openapi.yaml';

export interface CheckOptions {
  /** Site directory holding docs/, sidebars.ts and the rest (the project root by default). */
  siteDir?: string;
  /** Markdown style options: by default the site's own file, else the one in the working directory. */
  markdownlintOptions?: string;
}

/** Routes of the generated API pages and of tag pages, whose anchors are not checked. */
function opaquePaths(siteDir: string, tagKeys: string[]): Set<string> {
  const paths = new Set<string>(['/docs/tags', ...tagKeys.map((key) => `/docs/tags/${key}`)]);
  if (fs.existsSync(path.join(siteDir, OPENAPI_ROOT))) {
    const read = (file: string) => readYamlFile(file, siteDir);
    for (const slug of operationSources(OPENAPI_ROOT, read).keys()) paths.add(`/docs/api/${slug}`);
    const root = read(OPENAPI_ROOT) as {info?: {title?: string}; tags?: {name: string}[]};
    for (const tag of root.tags ?? []) paths.add(`/docs/api/${kebabCase(tag.name)}`);
    if (root.info?.title) paths.add(`/docs/api/${kebabCase(root.info.title)}`);
  }
  return paths;
}

async function loadSidebars(file: string): Promise<Record<string, WrittenSidebarItem[]>> {
  const module = (await import(pathToFileURL(file).href)) as {
    default: Record<string, WrittenSidebarItem[]> | {default: Record<string, WrittenSidebarItem[]>};
  };
  const value = module.default;
  return 'default' in value && !Array.isArray(value.default)
    ? (value.default as Record<string, WrittenSidebarItem[]>)
    : (value as Record<string, WrittenSidebarItem[]>);
}

/** With CHECK_TIMINGS=1, how long each step took goes to stderr. */
function stopwatch(): (step: string) => void {
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    if (process.env.CHECK_TIMINGS) console.error(`${step}: ${Math.round(now - last)} ms`);
    last = now;
  };
}

/**
 * The facts lint over the sources, one file at a time, with the spec of
 * `siteDir`. Unknown placeholders are the token rule's to report: the lint
 * sees their bare names.
 */
async function checkFacts(
  siteDir: string,
  sources: SourceFile[],
  values: LintValues,
): Promise<Problem[]> {
  // The site's own spec gets its examples from the sandbox; another tree (a test fixture) is read as written.
  const ownSite = path.resolve(siteDir) === path.resolve(__dirname, '..', '..');
  const spec = await loadSpecFacts(siteDir, undefined, ownSite ? sandboxExamples : undefined);
  return sources.flatMap(({file, text}) => {
    try {
      const content = replaceKnownTokens(text, values.tokens, (match, name) => name);
      return lintFacts([{path: file, content}], spec, values);
    } catch (error) {
      return [{file, line: 1, message: `the facts lint cannot read this file: ${String(error)}`}];
    }
  });
}

/** Runs every rule and returns the problems, sorted by file and line. */
export async function runContentCheck(options: CheckOptions = {}): Promise<Problem[]> {
  const lap = stopwatch();
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  const values = lintValues();
  const sources = readSources(siteDir, INSTANCES, {tokens: values.tokens});
  lap('read and parse the sources');
  const problems: Problem[] = [];

  for (const source of sources) {
    if (source.parseError) {
      problems.push({
        file: source.file,
        line: source.parseError.line,
        message: source.parseError.message,
      });
    }
  }

  const tagsFile = path.join(siteDir, 'docs/tags.yml');
  const tagKeys = fs.existsSync(tagsFile)
    ? Object.keys((parseYaml(fs.readFileSync(tagsFile, 'utf8')) as Record<string, unknown>) ?? {})
    : [];
  const allowedTags = new Set(tagKeys);
  for (const source of sources) {
    problems.push(...checkFrontMatter(source, allowedTags), ...checkTokens(source, values.tokens));
  }

  const sidebarsFile = path.join(siteDir, 'sidebars.ts');
  const mainPages = sources.filter((source) => source.instance.dir === 'docs' && !source.partial);
  problems.push(...checkSidebars(mainPages, await loadSidebars(sidebarsFile), 'sidebars.ts'));
  lap('front matter, placeholders, sidebars');

  problems.push(
    ...checkLinks(
      sources.filter((source) => !source.parseError),
      {opaquePaths: opaquePaths(siteDir, tagKeys), siteUrl: identity.urls.docs},
    ),
  );

  lap('links and anchors');
  problems.push(...(await checkFacts(siteDir, sources, values)));
  lap('facts lint');

  problems.push(
    ...(await checkMarkdownStyle(
      siteDir,
      options.markdownlintOptions ??
        [path.join(siteDir, MARKDOWNLINT_CONFIG), path.resolve(MARKDOWNLINT_CONFIG)].find((file) =>
          fs.existsSync(file),
        ) ??
        path.join(siteDir, MARKDOWNLINT_CONFIG),
    )),
  );
  lap('Markdown style');
  return sortProblems(problems);
}
