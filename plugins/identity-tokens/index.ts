/**
 * Replaces `%%token%%` placeholders with values from the identity module.
 *
 * Used by the Markdown preprocessor and front matter parser in
 * docusaurus.config.ts, by the OpenAPI bundler (on every string of the
 * document, with `mapStrings` of lib/openapi/document.ts), by the Markdown
 * twins and by the sample checks, so every consumer sees the same text.
 * The replacement itself is `fillTokens` of lib/tokens.ts; this module
 * supplies the site's values.
 */
import {fillTokens} from '../../lib/tokens';
import {identityTokens} from '../../src/identity';
import {apiVersion} from '../../src/data/changelog';

/**
 * Every placeholder pages and the spec may use: the identity values plus
 * `%%apiVersion%%`, the API version, which the newest changelog entry sets
 * (src/data/changelog.ts), so the spec's `info.version` and the pages agree.
 */
export const siteTokens: Readonly<Record<string, string>> = {...identityTokens, apiVersion};

/**
 * Returns `text` with every known token replaced. Throws an error naming the
 * file and the token when a placeholder is not defined.
 */
export function replaceTokens(
  text: string,
  file = '<unknown file>',
  tokens: Readonly<Record<string, string>> = siteTokens,
): string {
  return fillTokens(text, file, tokens);
}
