/**
 * The `_headers` file that Netlify and Cloudflare Pages read, written and
 * read here only: a path pattern on its own line, its headers indented
 * below as `Name: value`, `#` for comments. In a pattern, `*` matches
 * anything and `:name` one path segment. plugins/security-headers writes it,
 * scripts/serve.ts answers with it.
 */

/** One rule of `_headers`: a path pattern and its headers, in order. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Checks one rule; returns a problem or undefined. */
function problemWith(rule: HeaderRule): string | undefined {
  if (!rule.pattern.startsWith('/') || /\s/.test(rule.pattern)) {
    return `"${rule.pattern}" must be a path pattern starting with "/", without spaces.`;
  }
  for (const [name, value] of rule.headers) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      return `${rule.pattern}: "${name}" is not a header name.`;
    }
    if (/[\r\n]/.test(value) || value.trim() !== value || value === '') {
      return `${rule.pattern}: the value of ${name} must be one line, not empty, without surrounding spaces.`;
    }
  }
  return undefined;
}

/**
 * The `_headers` text for `rules`, in their order, under a header comment.
 * Throws, listing every problem, on a rule the parser would read back
 * differently.
 */
export function renderHeadersFile(rules: readonly HeaderRule[], header: string[] = []): string {
  const problems = rules.map(problemWith).filter((p): p is string => p !== undefined);
  if (problems.length > 0) {
    throw new Error(`Cannot write _headers:\n- ${problems.join('\n- ')}`);
  }
  const blocks = rules.map(({pattern, headers}) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[...header.map((line) => `# ${line}`), ...blocks].join('\n')}\n`;
}

/**
 * A `_headers` text parsed into rules: a line starting with `/` opens a
 * path pattern, indented `Name: value` lines under it are its headers
 * (comments and blank lines skipped).
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: line, headers: []});
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) {
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Whether a `_headers` pattern matches a path: `*` matches anything (slashes
 * and line terminators included), `:name` one segment.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '[\\s\\S]*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers the rules give a path, by lower-case name, in order; a header
 * set by two matching rules is joined with a comma, as the hosts do.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous ? `${previous}, ${value}` : value);
    }
  }
  return headers;
}
