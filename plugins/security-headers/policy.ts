/**
 * The response headers of the site, as data: the Content-Security-Policy
 * built from the inline script hashes of the build and the hosts the site
 * talks to, the other security headers, and the cache rules. `headers-file.ts`
 * and `nginx.ts` render the same data for the two kinds of host.
 */

/** Hosts each analytics service loads code from and sends data to. */
export const ANALYTICS_HOSTS = {
  /** Google Tag Manager and the Google Analytics tags a container usually holds. */
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  /** HubSpot's tracking code and the scripts it loads (banner, forms, ads pixel). */
  hubspot: {
    script: [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.hsadspixel.net',
      'https://js.usemessages.com',
    ],
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
  /** Whether the build loads the tag manager (after consent). */
  tagManager: boolean;
  /** Whether the build loads HubSpot's tracking code (after consent). */
  hubspot: boolean;
  /** Origin of the PostHog proxy, or undefined when product analytics is off. */
  posthogOrigin?: string;
}

/** The Content-Security-Policy directives, in order. */
export function cspDirectives(inputs: PolicyInputs): [string, string[]][] {
  const script = ["'self'", ...inputs.scriptHashes, "'wasm-unsafe-eval'"];
  const connect = ["'self'", inputs.apiOrigin];
  const img = ["'self'", 'data:'];
  if (inputs.tagManager) {
    script.push(...ANALYTICS_HOSTS.tagManager.script);
    connect.push(...ANALYTICS_HOSTS.tagManager.connect);
    img.push(...ANALYTICS_HOSTS.tagManager.img);
  }
  if (inputs.hubspot) {
    script.push(...ANALYTICS_HOSTS.hubspot.script);
    connect.push(...ANALYTICS_HOSTS.hubspot.connect);
    img.push(...ANALYTICS_HOSTS.hubspot.img);
  }
  if (inputs.posthogOrigin) {
    script.push(inputs.posthogOrigin);
    connect.push(inputs.posthogOrigin);
  }
  const unique = (sources: string[]) => [...new Set(sources)];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(script)],
    // React renders style attributes (thousands in the build: table widths, the
    // code block line numbers, the API explorer); hashing each is not
    // practical, so inline styles stay allowed. Scripts are what matter.
    ['style-src', ["'self'", "'unsafe-inline'"]],
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

/** Headers every answer carries. */
export function securityHeaders(inputs: PolicyInputs): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
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
