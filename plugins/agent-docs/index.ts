import fs from 'node:fs';
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderLlmsFullTxt, renderLlmsTxt, selectLlmsPages} from './llms-txt';
import type {LlmsTxtOptions} from './llms-txt';
import type {OpenApiDocument} from '../../lib/openapi/document';
import {apiPageKind, apiPageToMarkdown} from '../../lib/openapi/markdown-twins';
import type {ApiPageKind} from '../../lib/openapi/markdown-twins';
import type {SampleCredentials} from '../../lib/openapi/sample-credentials';
import {withDirective} from '../../lib/markdown/agent-directive';
import {loadDocsData} from '../../lib/mcp/data';
import {writeMcpPackage, type McpPackageOptions} from '../../lib/mcp/package';
import {DocsSearch} from '../../lib/mcp/search';
import {siteIndexOf} from '../../lib/mcp/site-index';
import {LLMS_TXT_PATH, absoluteUrl, markdownTwinPath} from '../../lib/build-output';
import {builtHtmlPath} from '../../lib/build-output/files';
import {skillFiles, skillMarkdown, type SkillOptions} from './skills';
import {collectDocs, publishedDocs} from './pages';
import {convertInWorkers, type Converted, type TwinJob} from './twin-workers';
import type {TwinReading} from '../../lib/content-lint/twin-reading';
import type {DocsContent, LoadedDoc} from './pages';

/** A page outside the docs that gets a twin all the same, converted from its `<main>`. */
interface ExtraTwinPage {
  /** Route path, e.g. `/` (its twin is `/index.md`). */
  permalink: string;
  /** Written as the twin's H1 when its `<main>` has none. */
  title: string;
  /** Source file, named when the conversion fails. */
  source: string;
}

export interface AgentDocsOptions {
  /** What llms.txt lists and how it introduces the site. */
  llmsTxt: LlmsTxtOptions;
  /** Pages that are not docs but get a Markdown twin (the home page). */
  extraTwins: ExtraTwinPage[];
  /**
   * The docs MCP server as a package, written into the build once the twins
   * and llms.txt are (lib/mcp/package.ts); its version is the API version of
   * the published spec.
   */
  mcpPackage?: Omit<McpPackageOptions, 'outDir' | 'siteDir' | 'version'>;
  /** Agent skills written from docs pages (./skills.ts). */
  skills?: SkillOptions[];
  /**
   * Where the build writes the index the site search ranks questions with,
   * search_docs's own (lib/mcp/site-index.ts), e.g. `/search-index.json`.
   */
  searchIndexPath?: string;
  /** The docs instance generated from the OpenAPI document. */
  api: {
    /** Docs plugin instance id of the API reference. */
    instanceId: string;
    /** The bundled OpenAPI document, relative to the build directory. */
    specFile: string;
    /** Keys the twins' example requests send: those of the reference pages' samples. */
    credentials: SampleCredentials;
    /** An operation page's "Changed in" line, in Markdown (lib/openapi/markdown-twins.ts). */
    changedIn?: (operationId: string) => string | undefined;
  };
  /**
   * Rules over the written twins (config/twin-checks.ts): made with the
   * bundled OpenAPI document, given each twin as it is written; the build
   * prints `summary` and fails on any problem, each naming its page.
   */
  twinChecker?: (spec: OpenApiDocument) => {
    check(twin: BuiltTwin): void;
    finish(): {summary: string; problems: string[]};
  };
}

/** A written twin, as `checkTwins` receives it. */
export interface BuiltTwin {
  /** The page's source file. */
  source: string;
  permalink: string;
  markdown: string;
  /** Whether it is an operation page of the API reference. */
  operation: boolean;
  /** Its operation, on an operation page. */
  operationId?: string;
  /** Its parse, made on the worker thread that converted it (a twin of a built page). */
  reading?: TwinReading;
}

function readSpec(file: string, pages: LoadedDoc[]): OpenApiDocument {
  if (!fs.existsSync(file)) {
    const names = pages.slice(0, 3).map((page) => page.source);
    throw new Error(
      `agent-docs: ${names.join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''} ` +
        `are generated API pages, but the OpenAPI document ${file} is missing. ` +
        'Bundle it into static/ before running docusaurus build.',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Writes a file of the build at its route (`/docs/x.md` → `<outDir>/docs/x.md`). */
async function writeOutput(outDir: string, route: string, text: string): Promise<void> {
  const file = path.join(outDir, route);
  await fs.promises.mkdir(path.dirname(file), {recursive: true});
  await fs.promises.writeFile(file, text);
}

/**
 * What the worker threads need to convert a built page (./twin-workers.ts):
 * a doc page's article, or the `<main>` of an extra page; with `read`, the
 * twin is also parsed there for the twin checks.
 */
function twinJob(
  outDir: string,
  page: Pick<LoadedDoc, 'permalink' | 'title' | 'source'>,
  siteUrl: string,
  container: 'article' | 'main' = 'article',
  read = false,
): TwinJob {
  const file = builtHtmlPath(outDir, page.permalink);
  if (!file) {
    throw new Error(
      `agent-docs: ${page.source}: the build wrote no HTML for ${page.permalink}, so it has no Markdown twin.`,
    );
  }
  return {
    file,
    options: {siteUrl, permalink: page.permalink, title: page.title, container},
    ...(read ? {read: page.source} : {}),
  };
}

/** A converted twin, or the error naming the page's source and built file. */
function convertedOrThrow(
  result: Converted | Error | undefined,
  outDir: string,
  page: Pick<LoadedDoc, 'permalink' | 'source'>,
): Converted {
  if (result && !(result instanceof Error)) return result;
  const file = builtHtmlPath(outDir, page.permalink) ?? page.permalink;
  throw new Error(
    `agent-docs: ${page.source} (${path.relative(outDir, file)}): cannot write its Markdown twin: ${result?.message ?? 'no result'}`,
    {cause: result},
  );
}

/**
 * Publishes the docs for crawlers and AI agents: a clean Markdown twin of
 * every docs page at `<page>.md`, `/llms.txt` (an index by route group, see
 * llmstxt.org) and `/llms-full.txt` (every listed page in one file). Pages
 * come from the route tree of the build, so only pages that exist and are
 * indexable get a twin, plus the extra pages of the options (the home page),
 * converted from their `<main>`. Every twin starts with the llms.txt
 * directive (lib/markdown/agent-directive.ts). The theme wrapper in theme/
 * announces each doc's twin in its page's head with
 * `<link rel="alternate" type="text/markdown">`.
 */
export default function agentDocsPlugin(context: LoadContext, options: AgentDocsOptions): Plugin {
  let docs = new Map<string, LoadedDoc>();
  const themePath = path.join(__dirname, 'theme');

  return {
    name: 'agent-docs',

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    allContentLoaded({allContent}) {
      // Index docs have a permalink ending in "/"; the built page follows trailingSlash.
      const {trailingSlash, baseUrl} = context.siteConfig;
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        DocsContent
      >;
      docs = collectDocs(instances, (permalink) =>
        applyTrailingSlash(permalink, {trailingSlash, baseUrl}),
      );
    },

    async postBuild({outDir, routes, routesBuildMetadata}) {
      const siteUrl = context.siteConfig.url;
      const pages = publishedDocs(routes, docs, routesBuildMetadata);

      const apiPages = pages.flatMap((page) => {
        const kind = page.instanceId === options.api.instanceId && apiPageKind(page.source);
        return kind ? [{page, kind: kind as ApiPageKind}] : [];
      });
      const spec =
        apiPages.length > 0
          ? readSpec(
              path.join(outDir, options.api.specFile),
              apiPages.map(({page}) => page),
            )
          : undefined;
      const apiSlugs = new Set(
        pages.filter((p) => p.instanceId === options.api.instanceId).map((p) => p.slug),
      );
      const kinds = new Map(apiPages.map(({page, kind}) => [page, kind]));

      // Streamed: each twin is written as soon as it is converted, and only
      // those llms-full.txt holds are kept (memory does not grow with the site).
      // API pages are written from the OpenAPI document here; the others are
      // converted from their built HTML on worker threads, in page order.
      const sections = selectLlmsPages(pages, options.llmsTxt);
      const inFull = new Set(sections.flatMap((section) => section.pages));
      const fullTwins = new Map<string, string>();
      const fromSpec = (page: LoadedDoc) => Boolean(spec && kinds.get(page));
      const specFile = path.join(outDir, options.api.specFile);
      const checker =
        options.twinChecker && options.twinChecker(spec ?? readSpec(specFile, pages.slice(0, 1)));
      const jobs = pages.filter((page) => !fromSpec(page));
      const converted = convertInWorkers([
        ...jobs.map((page) => twinJob(outDir, page, siteUrl, 'article', Boolean(checker))),
        ...options.extraTwins.map((page) => twinJob(outDir, page, siteUrl, 'main')),
      ]);
      // Every twin starts with the directive; llms-full.txt holds each page without it.
      const llmsTxtUrl = absoluteUrl(siteUrl, LLMS_TXT_PATH);
      const skillTwins: {name: string; description: string; markdown: string}[] = [];
      const publish = (permalink: string, markdown: string) =>
        writeOutput(outDir, markdownTwinPath(permalink), withDirective(markdown, llmsTxtUrl));
      try {
        for (const page of pages) {
          const kind = kinds.get(page);
          let markdown: string;
          let reading: TwinReading | undefined;
          if (kind && spec) {
            markdown = apiPageToMarkdown(
              spec,
              {kind, slug: page.slug, source: page.source, operationId: page.operationId},
              {
                siteUrl,
                apiBasePath: page.versionPath,
                credentials: options.api.credentials,
                pages: apiSlugs,
                ...(options.api.changedIn ? {changedIn: options.api.changedIn} : {}),
              },
            );
          } else {
            ({markdown, reading} = convertedOrThrow((await converted.next()).value, outDir, page));
          }
          await publish(page.permalink, markdown);
          if (inFull.has(page)) fullTwins.set(page.permalink, markdown);
          checker?.check({
            source: page.source,
            permalink: page.permalink,
            markdown,
            operation: kind === 'operation',
            ...(kind === 'operation' && page.operationId ? {operationId: page.operationId} : {}),
            ...(reading ? {reading} : {}),
          });
          const skill = options.skills?.find((candidate) => candidate.page === page.permalink);
          if (skill) {
            skillTwins.push({
              name: skill.name,
              description: page.description,
              markdown: skillMarkdown(skill.name, page.description, markdown, page.source),
            });
          }
        }
        for (const page of options.extraTwins) {
          await publish(
            page.permalink,
            convertedOrThrow((await converted.next()).value, outDir, page).markdown,
          );
        }
      } finally {
        await converted.return(undefined);
      }
      if (checker) {
        const {summary, problems} = checker.finish();
        console.log(`[agent-docs] twin checks: ${summary}`);
        if (problems.length > 0) {
          throw new Error(
            `agent-docs: the Markdown twins of ${new Set(problems.map((p) => p.split(' ')[0])).size} page(s) fail the content checks:\n- ${problems.join('\n- ')}`,
          );
        }
      }
      await writeOutput(outDir, LLMS_TXT_PATH, renderLlmsTxt(sections, options.llmsTxt, siteUrl));
      await writeOutput(
        outDir,
        '/llms-full.txt',
        renderLlmsFullTxt(sections, fullTwins, options.llmsTxt, siteUrl),
      );
      const missingSkills = (options.skills ?? []).filter(
        (skill) => !skillTwins.some((written) => written.name === skill.name),
      );
      if (missingSkills.length > 0) {
        throw new Error(
          `agent-docs: no published docs page for the skill(s) ${missingSkills.map((skill) => `${skill.name} (${skill.page})`).join(', ')}.`,
        );
      }
      if (skillTwins.length > 0) {
        for (const file of skillFiles(skillTwins)) await writeOutput(outDir, file.path, file.text);
      }
      if (options.searchIndexPath) {
        // search_docs's index of the twins just written, as the MCP server builds it.
        const data = loadDocsData({buildDir: outDir, siteUrl});
        const index = siteIndexOf(new DocsSearch(data.pages), data.pages);
        await writeOutput(outDir, options.searchIndexPath, JSON.stringify(index));
      }
      if (options.mcpPackage) {
        const published = readSpec(path.join(outDir, options.api.specFile), pages);
        try {
          await writeMcpPackage({
            ...options.mcpPackage,
            outDir,
            siteDir: context.siteDir,
            version: published.info.version,
          });
        } catch (error) {
          throw new Error(
            `agent-docs: cannot write the MCP package ${options.mcpPackage.path} from ${options.mcpPackage.entry}: ${(error as Error).message}`,
            {cause: error},
          );
        }
      }
    },
  };
}
