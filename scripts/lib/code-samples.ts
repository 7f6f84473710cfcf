/**
 * The sample checker of lib/content-lint/samples.ts with the site's widget
 * catalogue and placeholders, for the tests and the sample harness.
 */
import type ts from 'typescript';
import type {CodeBlock} from '../../lib/markdown/code-blocks';
import * as samples from '../../lib/content-lint/samples';
import {lintValues} from '../../plugins/content-checks/values';

export {formatProblem} from '../../lib/content-lint/problems';

const widget = () => lintValues().widget;

export const checkScript = (code: string, kind: ts.ScriptKind, where: samples.Located) =>
  samples.checkScript(code, kind, where, widget());

export const checkHtml = (code: string, where: samples.Located) =>
  samples.checkHtml(code, where, widget());

export const checkCodeBlock = (block: Omit<CodeBlock, 'attributes'>) =>
  samples.checkCodeBlock(block, widget());

export const checkSamples = (source: string, file: string) =>
  samples.checkSamples(source, file, lintValues());
