/**
 * The `_redirects` file that Netlify and Cloudflare Pages read, written and
 * read here only: one `from to status` rule per line, `#` for comments. A
 * `from` ending in `/*` matches that folder and below; `:splat` in `to`
 * receives the matched rest. plugins/redirects-file writes it,
 * scripts/serve.ts answers with it, plugins/security-headers renders the
 * same rules for nginx.
 */

/** One rule of `_redirects`. */
export interface RedirectRule {
  /** Site path that moves, e.g. `/changelog`, or a folder pattern, `/old/*`. */
  from: string;
  /** Site path or absolute URL it moves to. */
  to: string;
  /** The redirect's HTTP status. */
  status: number;
}

/** The statuses a rule may carry: permanent and temporary, with and without keeping the method. */
export const REDIRECT_STATUSES: readonly number[] = [301, 302, 307, 308];

const EXTERNAL = /^https?:\/\//;

/** 301 (moved permanently) inside the site, 302 (found) for pages on other hosts. */
export function statusFor(rule: {to: string}): 301 | 302 {
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
  if (!REDIRECT_STATUSES.includes(rule.status)) {
    return `"${rule.from}" has the status ${rule.status}, not one of ${REDIRECT_STATUSES.join(', ')}.`;
  }
  return undefined;
}

/**
 * The `_redirects` text for `rules`, in their order, aligned in columns
 * under a header comment. Throws, listing every problem, on a rule the hosts
 * would misread.
 */
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
    (rule) => `${rule.from.padEnd(fromWidth)}  ${rule.to.padEnd(toWidth)}  ${rule.status}`,
  );
  return `${[...header.map((line) => `# ${line}`), ...lines].join('\n')}\n`;
}

/**
 * A `_redirects` text parsed into rules (comments and blank lines skipped).
 * A rule without a status, or with one that is not a number, is a 301, as
 * the hosts read it.
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return {from, to, status: Number.parseInt(status, 10) || 301};
    });
}

/**
 * The first rule for a path, as a Location and a status, or null. The
 * request's query string (`search`, with its `?`) is kept unless the rule's
 * target has its own.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search: string,
): {location: string; status: number} | null {
  for (const rule of rules) {
    let to: string | null = null;
    if (rule.from.endsWith('/*')) {
      const base = rule.from.slice(0, -2);
      if (pathname === base || pathname.startsWith(`${base}/`)) {
        to = rule.to.replace(':splat', pathname.slice(base.length + 1));
      }
    } else if (pathname === rule.from || pathname === `${rule.from}/`) {
      to = rule.to;
    }
    if (to !== null) {
      const location = to.includes('?') ? to : `${to}${search}`;
      return {location, status: rule.status};
    }
  }
  return null;
}
