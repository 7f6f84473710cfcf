/**
 * The attributes of a code fence's meta string, and what a response block's
 * attributes say about it: the one reader of both, small and browser-safe,
 * so the site's CodeBlock can title a response block with the request it
 * answers (`src/theme/CodeBlock`) and the twins carry that back as meta
 * (./html-to-markdown.ts).
 *
 *     ```json request="GET /postcodes/ID1 KFA" status=404   → "Response to GET /postcodes/ID1 KFA (HTTP 404)"
 *     ```json illustrative                                 → "Illustrative, not an answer of the API"
 */

/**
 * `key=value` pairs of a fence's meta string (`key="a value"` or
 * `key='a "value"'` for spaces and quotes), and bare words as flags set to
 * `'true'` (`illustrative`).
 */
export function fenceAttributes(meta: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of meta.matchAll(/([A-Za-z]+)(?:=("[^"]*"|'[^']*'|\S+))?/g)) {
    const value = match[2];
    out[match[1]] =
      value === undefined
        ? 'true'
        : value
            .replace(/^(["'])([\s\S]*)\1$/, '$2')
            .replace(/%(7C|25)/gi, (escape) => (escape.toUpperCase() === '%7C' ? '|' : '%'));
  }
  return out;
}

/**
 * A meta value as `fenceAttributes` reads it back: quoted, with `|` written
 * `%7C` (and `%` as `%25`). Markdown readers that know GFM tables take a
 * fence line holding a `|` for a table row and miss the fence (afdocs's
 * fence check does); an address id such as `usps_V227301544|1200||2718` sits
 * in a request's path.
 */
export function fenceMetaValue(value: string): string {
  const escaped = value.replace(/%/g, '%25').replace(/\|/g, '%7C');
  return escaped.includes('"') ? `'${escaped}'` : `"${escaped}"`;
}

/** The title of an illustrative block (a block that is not an answer of the API). */
const ILLUSTRATIVE_TITLE = 'Illustrative, not an answer of the API';

/** `/result/match` as a reader reads it: `result.match`. */
const dotted = (pointer: string) => pointer.split('/').filter(Boolean).join('.');

/**
 * The title a response block shows: the request it answers ("Response to GET
 * /x (HTTP 200)"; "...: result, excerpt" for a part of it, with `pointer`
 * and `partial`), or that it is illustrative.
 */
export function responseTitle(attributes: Record<string, string>): string | undefined {
  if (attributes.request !== undefined) {
    const status = attributes.status ? ` (HTTP ${attributes.status})` : '';
    const part = attributes.pointer ? `: ${dotted(attributes.pointer)}` : '';
    const excerpt = attributes.partial === 'true' ? ', excerpt' : '';
    return `Response to ${attributes.request}${status}${part}${excerpt}`;
  }
  if (attributes.illustrative !== undefined) return ILLUSTRATIVE_TITLE;
  return undefined;
}

/** The response attributes a block's title states (the reverse of `responseTitle`). */
export function responseAttributes(title: string): Record<string, string> | undefined {
  if (title === ILLUSTRATIVE_TITLE) return {illustrative: 'true'};
  const match = /^Response to (.+?) \(HTTP (\d{3})\)(?:: ([\w.]+))?(, excerpt)?$/.exec(title);
  if (!match) {
    const bare = /^Response to (.+)$/.exec(title);
    return bare ? {request: bare[1]} : undefined;
  }
  const [, request, status, part, excerpt] = match;
  return {
    request,
    status,
    ...(part ? {pointer: `/${part.split('.').join('/')}`} : {}),
    ...(excerpt ? {partial: 'true'} : {}),
  };
}
