/**
 * Markdown style through markdownlint-cli2, with the project's
 * `.markdownlint-cli2.jsonc` (globs and rules). Results come back as problems
 * instead of being printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {main} from 'markdownlint-cli2';
import type {Problem} from './problems';

export const MARKDOWNLINT_CONFIG = '.markdownlint-cli2.jsonc';

interface CliOptions {
  globs?: string[];
  config?: Record<string, unknown>;
}

interface LintResult {
  fileName: string;
  lineNumber: number;
  ruleNames: string[];
  ruleDescription: string;
  errorDetail?: string | null;
}

/**
 * Reads the options file: JSON with whole-line `//` comments and trailing
 * commas (as Prettier writes JSONC); nothing else of JSONC is used there.
 */
function readMarkdownlintOptions(file: string): CliOptions {
  const text = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')
    .replace(/,(\s*[}\]])/g, '$1');
  return JSON.parse(text) as CliOptions;
}

/** Lints the files the options' globs select under `siteDir`. */
export async function checkMarkdownStyle(siteDir: string, optionsFile: string): Promise<Problem[]> {
  const options = readMarkdownlintOptions(optionsFile);
  const results: LintResult[] = [];
  const errors: string[] = [];
  await main({
    directory: siteDir,
    argv: options.globs ?? [],
    optionsOverride: {
      config: options.config,
      outputFormatters: [[(params: {results: LintResult[]}) => results.push(...params.results)]],
    },
    logMessage: () => {},
    logError: (message: string) => errors.push(message),
  });
  if (errors.length > 0) {
    return [
      {
        file: path.basename(optionsFile),
        line: 1,
        message: `markdownlint failed: ${errors.join(' ')}`,
      },
    ];
  }
  return results.map((result) => ({
    file: result.fileName,
    line: result.lineNumber,
    message: `${result.ruleDescription}${result.errorDetail ? ` (${result.errorDetail})` : ''} [${result.ruleNames.slice(0, 2).join('/')}]`,
  }));
}
