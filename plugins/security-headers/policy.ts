/**
 * The response headers of the site, as data: the Content-Security-Policy
 * built from the inline script hashes of the build and the hosts the site
 * talks to, the other security headers, and the cache rules. `headers-file.ts`
 * and `nginx.ts` render the same data for the two kinds of host.
 */

/** A host the pages may reach once the reader accepts analytics, and what it is for. */
export interface AnalyticsHost {
  /** An exact origin: `https://` and a host name, never a wildcard. */
  origin: string;
  /** What the service uses it for (deploy/README.md lists the same). */
  purpose: string;
}

/**
 * Hosts each analytics service sends data to and loads images from, exact
 * origins only. A response header is the same before and after consent, so
 * a wildcard (`https://*.hubspot.com`) would let the pages reach every host
 * under that domain at all times; an exact list bounds it to what the
 * services below need. Their scripts are not listed: `script-src` trusts
 * the scripts that trusted (hashed) scripts load ('strict-dynamic'), and no
 * host at all. A tag or feature added later that calls another host is
 * refused by the browser (a CSP violation in the console) until its exact
 * origin is added here, with what it is for.
 */
export const ANALYTICS_HOSTS = {
  /** Google Tag Manager and the Google Analytics 4 tag its container holds. */
  tagManager: {
    connect: [
      {
        origin: 'https://www.googletagmanager.com',
        purpose: "the tag manager's container and the Google tag's configuration",
      },
      {origin: 'https://www.google-analytics.com', purpose: 'Google Analytics 4 page views'},
      {
        origin: 'https://region1.google-analytics.com',
        purpose: 'Google Analytics 4 page views from readers in the EEA (regional collection)',
      },
    ],
    img: [
      {origin: 'https://www.googletagmanager.com', purpose: "the Google tag's fallback pixel"},
      {origin: 'https://www.google-analytics.com', purpose: 'Google Analytics 4 fallback pixel'},
    ],
  },
  /** HubSpot's tracking code. */
  hubspot: {
    connect: [
      {origin: 'https://track.hubspot.com', purpose: "HubSpot's page views (sent as beacons)"},
      {
        origin: 'https://forms.hscollectedforms.net',
        purpose: "HubSpot's collected forms (a form's fields, sent when it is submitted)",
      },
    ],
    img: [{origin: 'https://track.hubspot.com', purpose: "HubSpot's page-view pixel"}],
  },
} as const satisfies Record<
  string,
  {connect: readonly AnalyticsHost[]; img: readonly AnalyticsHost[]}
>;

/** The origins of a list of hosts. */
const origins = (hosts: readonly AnalyticsHost[]) => hosts.map((host) => host.origin);

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
    connect.push(...origins(ANALYTICS_HOSTS.tagManager.connect));
    img.push(...origins(ANALYTICS_HOSTS.tagManager.img));
  }
  if (inputs.hubspot) {
    connect.push(...origins(ANALYTICS_HOSTS.hubspot.connect));
    img.push(...origins(ANALYTICS_HOSTS.hubspot.img));
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
