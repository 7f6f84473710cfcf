/**
 * How an allowed URL entry is matched against a request's `Origin` and
 * `Referer`, stated once. The OpenAPI description gives the rule through the
 * `%%allowedUrlMatching%%` bundle token (config/openapi-source.ts, in the
 * `allowed_urls` fields of Key Details), and the Allowed URLs guide and term
 * page render it with `<AllowedUrlForms>`, so no page retypes it.
 */

export type AllowedUrlFormId = 'wildcard' | 'prefix' | 'substring';

export interface AllowedUrlForm {
  id: AllowedUrlFormId;
  /** How the entry is written (Markdown code spans allowed). */
  form: string;
  /** An entry of this form. */
  example: string;
  /** What it matches, with examples (Markdown code spans allowed). */
  matches: string;
}

/** The schemes whose entries match as prefixes. */
export const prefixSchemes = ['http://', 'https://'] as const;

export const allowedUrlForms: readonly AllowedUrlForm[] = [
  {
    id: 'wildcard',
    form: 'Starts with `*.`',
    example: '*.example.com',
    matches:
      'The domain itself and every subdomain (`example.com`, `www.example.com`, `shop.eu.example.com`), over any scheme. Write no scheme and no path in this form.',
  },
  {
    id: 'prefix',
    form: `Starts with ${prefixSchemes.map((scheme) => `\`${scheme}\``).join(' or ')}`,
    example: 'https://www.example.com',
    matches:
      'Any URL that begins with the entry: `https://www.example.com/checkout` matches, `http://www.example.com` does not. `http://localhost:3000` matches a page served on that port.',
  },
  {
    id: 'substring',
    form: 'Anything else',
    example: '.example.com/signup',
    matches: 'Any URL that contains the entry anywhere.',
  },
];

/** Which form an entry is. */
export function allowedUrlForm(entry: string): AllowedUrlFormId {
  if (entry.startsWith('*.')) return 'wildcard';
  if (prefixSchemes.some((scheme) => entry.startsWith(scheme))) return 'prefix';
  return 'substring';
}

/** Whether an entry allows a request from `url` (an `Origin` or a `Referer`). */
export function allowedUrlMatches(entry: string, url: string): boolean {
  switch (allowedUrlForm(entry)) {
    case 'wildcard': {
      const domain = entry.slice(2);
      const host = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/:?#]/)[0];
      return host === domain || host.endsWith(`.${domain}`);
    }
    case 'prefix':
      return url.startsWith(entry);
    default:
      return url.includes(entry);
  }
}

/** The rule in one sentence of Markdown, for the OpenAPI description and the glossary. */
export function allowedUrlMatchingMarkdown(): string {
  const schemes = prefixSchemes.map((scheme) => `\`${scheme}\``).join(' or ');
  return `An entry that starts with \`*.\`, such as \`*.example.com\`, matches the domain and all its subdomains; an entry that starts with ${schemes} matches every URL that begins with it; any other entry matches every URL that contains it.`;
}
