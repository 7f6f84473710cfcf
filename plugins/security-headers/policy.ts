/**
 * The response headers of the site, as data: the Content-Security-Policy
 * built from the inline script hashes of the build and the hosts the site
 * talks to, the other security headers, and the cache rules. `headers-file.ts`
 * and `nginx.ts` render the same data for the two kinds of host.
 */

/**
 * Hosts each analytics service sends data to and loads images from. Their
 * scripts are not listed: `script-src` trusts the scripts that trusted
 * (hashed) scripts load ('strict-dynamic'), and no host at all.
 */
export const ANALYTICS_HOSTS = {
  /** Google Tag Manager and the Google Analytics tags a container usually holds. */
  tagManager: {
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  /** HubSpot's tracking code and the scripts it loads (banner, forms, ads pixel). */
  hubspot: {
    connect: [
      'https://*.hubspot.com',
      'https://*.hs-banner.com',
      'https://*.hscollectedforms.net',
      'https://*.hubapi.com',
    ],
    img: ['https://track.hubspot.com', 'https://*.hubspot.com'],
  },
} as const;

export interface PolicyInputs {
  /** `'sha256-…'` sources of every executable inline script in the build. */
  scriptHashes: readonly string[];
  /** Origin of the API the Try-it console calls. */
  apiOrigin: string;
  /**
   * Loopback origins of `npm run sandbox` on its default port, which the
   * Try-it console may call with "Custom base URL" (connect-src only).
   */
  localSandboxOrigins: readonly string[];
  /** Whether the build loads the tag manager (after consent). */
  tagManager: boolean;
  /** Whether the build loads HubSpot's tracking code (after consent). */
  hubspot: boolean;
  /** Origin of the PostHog proxy, or undefined when product analytics is off. */
  posthogOrigin?: string;
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(inputs: PolicyInputs): [string, string[]][] {
  // Hashes and 'strict-dynamic': an inline script runs only if its hash is
  // listed, and a script runs only if such a script (or one it trusted)
  // added it: the page's loader starts the bundles, the bundles start the
  // analytics after consent, the PostHog snippet its library. Browsers that
  // know 'strict-dynamic' (every current one) then ignore 'self' and any
  // host; 'self' stays for older ones, which do not know it. No host is
  // listed: a host allowlist trusts everything that host serves (any tag
  // manager container, for one).
  const script = [
    "'self'",
    ...inputs.scriptHashes,
    "'strict-dynamic'",
    // Pagefind's search runtime is WebAssembly; this allows compiling it, not eval().
    "'wasm-unsafe-eval'",
  ];
  const connect = ["'self'", inputs.apiOrigin, ...inputs.localSandboxOrigins];
  const img = ["'self'", 'data:'];
  if (inputs.tagManager) {
    connect.push(...ANALYTICS_HOSTS.tagManager.connect);
    img.push(...ANALYTICS_HOSTS.tagManager.img);
  }
  if (inputs.hubspot) {
    connect.push(...ANALYTICS_HOSTS.hubspot.connect);
    img.push(...ANALYTICS_HOSTS.hubspot.img);
  }
  if (inputs.posthogOrigin) connect.push(inputs.posthogOrigin);
  const unique = (sources: string[]) => [...new Set(sources)];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(script)],
    // Stylesheets only from the site (no <style> element, no other host);
    // style attributes stay allowed: React renders thousands of them (table
    // widths, code line numbers, the API explorer), and a style attribute
    // cannot run script.
    ['style-src-elem', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(img)],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(connect)],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The policy as one header value. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return cspDirectives(inputs)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers a host must send over HTTPS only (nginx, which also answers plain HTTP). */
export const HTTPS_ONLY_HEADERS: ReadonlySet<string> = new Set(['Strict-Transport-Security']);

/** Headers every answer carries. */
export function securityHeaders(inputs: PolicyInputs): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    // A window this site opens, or that opens it, shares no browsing context group with it.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Content-hashed bundles: never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, llms.txt, the sitemap, the OpenAPI files, images): ask each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The folder of the build whose file names carry a content hash. */
export const HASHED_FOLDER = 'assets';
