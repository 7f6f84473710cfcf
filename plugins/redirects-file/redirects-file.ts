/**
 * Renders the `_redirects` file that Netlify and Cloudflare Pages read:
 * one `from to status` rule per line, `#` for comments.
 */

export interface RedirectRule {
  /** Site path that moves, e.g. `/changelog`. */
  from: string;
  /** Site path or absolute URL it moves to. */
  to: string;
}

const EXTERNAL = /^https?:\/\//;

/** 301 (moved permanently) inside the site, 302 (found) for pages on other hosts. */
export function statusFor(rule: RedirectRule): 301 | 302 {
  return EXTERNAL.test(rule.to) ? 302 : 301;
}

/** Checks one rule; returns a problem or undefined. */
function problemWith(rule: RedirectRule): string | undefined {
  if (!rule.from.startsWith('/')) return `"${rule.from}" must be a site path starting with "/".`;
  if (/\s/.test(rule.from) || /\s/.test(rule.to)) {
    return `"${rule.from}" → "${rule.to}" contains a space, which the format cannot hold.`;
  }
  if (!rule.to.startsWith('/') && !EXTERNAL.test(rule.to)) {
    return `"${rule.to}" must be a site path or an http(s) URL.`;
  }
  if (rule.from === rule.to) return `"${rule.from}" redirects to itself.`;
  return undefined;
}

/** The `_redirects` text for `rules`, in their order, under a header comment. */
export function renderRedirectsFile(rules: readonly RedirectRule[], header: string[] = []): string {
  const problems = rules.map(problemWith).filter((p): p is string => p !== undefined);
  const duplicates = rules
    .map((rule) => rule.from)
    .filter((from, index, all) => all.indexOf(from) !== index);
  problems.push(...duplicates.map((from) => `"${from}" is redirected twice.`));
  if (problems.length > 0) {
    throw new Error(`Cannot write _redirects:\n- ${problems.join('\n- ')}`);
  }
  const fromWidth = Math.max(...rules.map((rule) => rule.from.length));
  const toWidth = Math.max(...rules.map((rule) => rule.to.length));
  const lines = rules.map(
    (rule) => `${rule.from.padEnd(fromWidth)}  ${rule.to.padEnd(toWidth)}  ${statusFor(rule)}`,
  );
  return `${[...header.map((line) => `# ${line}`), ...lines].join('\n')}\n`;
}

/** Parses a `_redirects` text back into rules with their status (comments and blanks skipped). */
export function parseRedirectsFile(text: string): (RedirectRule & {status: number})[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return {from, to, status: Number(status)};
    });
}
