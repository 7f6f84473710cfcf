/**
 * The llms.txt directive of a Markdown twin: one block-quote line at its top
 * that tells an AI agent which reads the twin alone where the index of the
 * whole documentation is. `plugins/agent-docs` writes it into every twin it
 * publishes; whatever reads twins to concatenate or index them (llms-full.txt,
 * the MCP server) takes it off again with `withoutDirective`, so it is said
 * once per file and never once per page of a bigger text.
 *
 * Built pages carry the same sentence, visually hidden, near the top of their
 * `<main>` (`src/components/AgentDirective`).
 */

/** How the directive line starts, in a twin and in a page's HTML. */
export const DIRECTIVE_PREFIX = 'For AI agents:';

/** The directive line: a block quote linking to llms.txt by its absolute URL. */
export function directiveLine(llmsTxtUrl: string): string {
  return `> ${DIRECTIVE_PREFIX} every page of this documentation is listed, with a link to its Markdown, in [llms.txt](${llmsTxtUrl}).`;
}

/** A twin with the directive line on top, then a blank line. */
export function withDirective(markdown: string, llmsTxtUrl: string): string {
  return `${directiveLine(llmsTxtUrl)}\n\n${markdown}`;
}

/** A twin without its directive line (a twin that has none is returned as it is). */
export function withoutDirective(markdown: string): string {
  if (!markdown.startsWith(`> ${DIRECTIVE_PREFIX} `)) return markdown;
  const end = markdown.indexOf('\n');
  return end < 0 ? '' : markdown.slice(end + 1).replace(/^\n/, '');
}
