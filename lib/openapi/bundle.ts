/**
 * Bundles the OpenAPI source in openapi/ into one document.
 *
 * 1. Parses every YAML file of the source folder, so a syntax error names
 *    its file and line.
 * 2. Lints the description with the ruleset of redocly.yaml (recommended):
 *    any error or warning fails with `<file>:<line>:<column>: <problem>`.
 * 3. Resolves the `$ref`s between files into one document whose shared
 *    parts live under `components`.
 * 4. Replaces the `%%token%%` placeholders with the values the caller
 *    passes (the site's: the identity and lists shared with the guides) and
 *    the facts of the document itself (document-tokens.ts, such as which
 *    operations need the management key).
 * 5. Checks that `info.version` is the API version the caller passes (the
 *    site's comes from the newest changelog entry, written in the root file
 *    as a placeholder).
 *
 * Every failure throws an OpenApiSourceError whose message starts with the
 * path of the faulty file, relative to the site directory. The site's
 * values are bound in config/openapi-source.ts, which scripts and tests call.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  bundle,
  getLineColLocation,
  lint,
  loadConfig,
  type Config,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import {parseDocument} from 'yaml';
import {fillTokens} from '../tokens';
import {mapStrings, type OpenApiDocument} from './document';
import {documentTokens} from './document-tokens';
import {yamlFiles} from './source-files';

export class OpenApiSourceError extends Error {
  override name = 'OpenApiSourceError';
}

/** Where the description is. */
export interface SourceOptions {
  /** Root file of the description. */
  root: string;
  /** Redocly configuration file (lint rules). */
  configPath?: string;
  /** Directory that messages are relative to (the site directory). */
  cwd?: string;
}

/** The description, and the values the bundler checks it against. */
export interface BundleOptions extends SourceOptions {
  /**
   * Values of the `%%token%%` placeholders the description may use, besides
   * those rendered from the document itself (document-tokens.ts).
   */
  tokens: Readonly<Record<string, string>>;
  /** Public origin of the docs: the document tokens link to its reference pages. */
  docsUrl: string;
  /** The version `info.version` must state. */
  apiVersion: {
    value: string;
    /** What sets it, as the error names it: `the newest changelog entry (src/data/changelog.ts)`. */
    source: string;
    /** The placeholder the root file writes it with: `apiVersion`. */
    token: string;
  };
}

function relative(file: string, cwd: string): string {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/**
 * Parses every YAML file under `dir` and checks its placeholders against
 * `tokens`; returns one message per problem, each starting with the file's path.
 */
function checkYamlSyntax(
  dir: string,
  tokens: Readonly<Record<string, string>>,
  cwd = process.cwd(),
): string[] {
  const problems: string[] = [];
  for (const file of yamlFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const document = parseDocument(text, {uniqueKeys: true});
    for (const error of document.errors) {
      const [line, column] = error.linePos?.[0]
        ? [error.linePos[0].line, error.linePos[0].col]
        : [0, 0];
      const where = line ? `:${line}:${column}` : '';
      const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      problems.push(`${relative(file, cwd)}${where}: ${message}`);
    }
    try {
      fillTokens(text, relative(file, cwd), tokens);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** Formats a Redocly problem as `<file>:<line>:<column>: <message> (<rule>)`. */
function formatProblem(problem: NormalizedProblem, cwd = process.cwd()): string {
  const location = problem.location[0];
  let where = '<unknown file>';
  if (location) {
    const file = relative(location.source.absoluteRef, cwd);
    let start: {line: number; col: number} | undefined;
    try {
      start = getLineColLocation(location).start;
    } catch {
      start = undefined;
    }
    where = start ? `${file}:${start.line}:${start.col}` : `${file}#${location.pointer ?? ''}`;
  }
  const severity = problem.severity === 'error' ? '' : 'warning: ';
  return `${where}: ${severity}${problem.message} (${problem.ruleId})`;
}

async function redoclyConfig(configPath: string | undefined): Promise<Config> {
  return loadConfig(configPath ? {configPath} : {});
}

/** Lints the description; returns every error and warning, formatted. */
export async function lintSource(options: SourceOptions): Promise<string[]> {
  const cwd = options.cwd ?? process.cwd();
  const config = await redoclyConfig(options.configPath);
  const problems = await lint({ref: path.resolve(cwd, options.root), config});
  return problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => formatProblem(problem, cwd));
}

/**
 * Validates and bundles the description. Throws an OpenApiSourceError
 * naming the faulty file when the source is malformed or not lint-clean.
 */
export async function bundleOpenApi(options: BundleOptions): Promise<OpenApiDocument> {
  const cwd = options.cwd ?? process.cwd();
  const root = path.resolve(cwd, options.root);
  if (!fs.existsSync(root)) {
    throw new OpenApiSourceError(`${relative(root, cwd)}: the OpenAPI root file does not exist.`);
  }

  const allTokens = (document?: OpenApiDocument) => ({
    ...options.tokens,
    ...documentTokens(document, options.docsUrl),
  });
  const syntax = checkYamlSyntax(path.dirname(root), allTokens(), cwd);
  if (syntax.length > 0) {
    throw new OpenApiSourceError(syntax.join('\n'));
  }

  const lintProblems = await lintSource({...options, cwd});
  if (lintProblems.length > 0) {
    throw new OpenApiSourceError(lintProblems.join('\n'));
  }

  const file = relative(root, cwd);
  const parsed = await bundleSource({...options, cwd});
  const tokens = allTokens(parsed);
  const document = mapStrings(parsed, (text) => fillTokens(text, file, tokens));
  const version: unknown = document.info?.version;
  const expected = options.apiVersion;
  if (version !== expected.value) {
    throw new OpenApiSourceError(
      `${relative(root, cwd)}: info.version is ${JSON.stringify(version)}, but ${expected.source} ` +
        `says the API is at ${expected.value}. Write version: '%%${expected.token}%%'.`,
    );
  }
  return document;
}

/**
 * Resolves the `$ref`s between the source files into one document, as
 * written: not linted, placeholders kept (the facts lint reads it so).
 */
export async function bundleSource(options: SourceOptions): Promise<OpenApiDocument> {
  const cwd = options.cwd ?? process.cwd();
  const config = await redoclyConfig(options.configPath);
  const result = await bundle({ref: path.resolve(cwd, options.root), config, dereference: false});
  const bundleErrors = result.problems.filter((problem) => problem.severity === 'error');
  if (bundleErrors.length > 0) {
    throw new OpenApiSourceError(bundleErrors.map((p) => formatProblem(p, cwd)).join('\n'));
  }
  return result.bundle.parsed as OpenApiDocument;
}
