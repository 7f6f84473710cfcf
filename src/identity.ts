/**
 * The provider's identity: every brand name, domain, URL, package name and
 * analytics id the site uses lives here and only here.
 *
 * To rebrand the site, edit this file. The config, navbar, footer, React
 * components, the OpenAPI bundle and every Markdown page read these values
 * (pages through the `%%token%%` placeholders listed in `identityTokens`).
 */

export interface Identity {
  /** Product and company name as readers see it. */
  name: string;
  /** One-line promise shown in the hero and the site metadata. */
  tagline: string;
  /** Legal name used in the copyright line. */
  copyrightHolder: string;
  urls: {
    /** Public origin of this documentation site (no trailing slash). */
    docs: string;
    /** Marketing site. */
    site: string;
    /** Dashboard page where customers create and copy API keys. */
    dashboard: string;
    support: string;
    status: string;
    github: string;
    /** Repository of this documentation site, under the GitHub organisation. */
    repository: string;
    /** Base of "Edit this page" links: the repository's editor on the default branch. */
    repositoryEdit: string;
    /** External data processing agreement (DPA) page. */
    dataProcessingAgreement: string;
    /** API base URL including the version prefix. */
    api: string;
    /** CDN URL of the bundled widget, pinned to a major version. */
    widgetCdn: string;
    /** CDN URL of the bundled widget, pinned to the exact release of `widget.release`. */
    widgetCdnPinned: string;
    /** Email address for support requests. */
    supportEmail: string;
  };
  packages: {
    /** npm package of the address lookup widget. */
    widget: string;
    /** npm package of the React component. */
    react: string;
    /** WordPress plugin slug (WooCommerce and form builders). */
    wordpressPlugin: string;
    /** Composer package of the Magento 2 extension. */
    magento: string;
    /** Magento module name used by bin/magento. */
    magentoModule: string;
    /**
     * The docs MCP server as an npm package: published with the site as a
     * tarball (`mcpPackage` below), not to a registry.
     */
    docsMcp: string;
  };
  widget: {
    /** Global namespace exposed by the script-tag (UMD) build. */
    global: string;
    /** Prefix of every CSS class the widget renders. */
    cssPrefix: string;
    /** Class of the "enter address manually" link (hyphenated, unlike the rest). */
    unhideClass: string;
    /** Current major version of the widget, used to pin the CDN URL (from `release`). */
    majorVersion: string;
    /** The newest release, for readers who pin an exact version with Subresource Integrity. */
    release: {
      version: string;
      /**
       * The Subresource Integrity value of the bundle of that release
       * (`sha384-` and the base64 SHA-384 of the file the CDN serves).
       */
      integrity: string;
    };
  };
  /** Header a server sets to forward the end user's IP address. */
  sourceIpHeader: string;
  analytics: {
    /** Google Tag Manager container id (GTM-XXXX); empty disables it. */
    gtmContainerId: string;
    /** HubSpot portal id for the marketing tracking code; empty disables it. */
    hubspotPortalId: string;
    /** PostHog project API key; empty disables product analytics. */
    posthogApiKey: string;
    /** Provider-run reverse proxy in front of PostHog. */
    posthogHost: string;
  };
}

/**
 * The widget release the docs offer to pin: the one place its version is
 * written (the major version and both CDN URLs come from it).
 *
 * `integrity` is the hash published with that release: the CDN shows it
 * beside each file of a version (jsDelivr's "Copy HTML + SRI"), and it can be
 * checked from the file itself with
 * `curl -s <widgetCdnPinned> | openssl dgst -sha384 -binary | openssl base64 -A`.
 * Change both together, never one without the other: a browser refuses a
 * bundle whose hash differs. The package is fictional, like every name of
 * this identity, and so is the hash; a real identity copies the published one.
 */
const widgetRelease = {
  version: '2.6.3',
  integrity: 'sha384-Xy6vW9i1kP0q4yS2h8mA3cT5nR7eL1fJ9bD0gU6oZ2wQ4tV8sK3xN5jH7aC1pE0M',
};
const widgetMajor = widgetRelease.version.split('.')[0];
const widgetPackage = '@waypost/address-lookup';
const widgetCdnBase = `https://cdn.jsdelivr.net/npm/${widgetPackage}`;

export const identity = {
  name: 'Waypost',
  tagline: 'Add address lookup and verification in moments',
  copyrightHolder: 'Waypost Ltd',
  urls: {
    docs: 'https://docs.waypost.example',
    site: 'https://waypost.example',
    dashboard: 'https://account.waypost.example/tokens',
    support: 'https://waypost.example/support',
    status: 'https://status.waypost.example',
    github: 'https://github.com/waypost',
    repository: 'https://github.com/waypost/docs',
    repositoryEdit: 'https://github.com/waypost/docs/edit/main',
    dataProcessingAgreement: 'https://waypost.example/legal/dpa',
    api: 'https://api.waypost.example/v1',
    widgetCdn: `${widgetCdnBase}@${widgetMajor}`,
    widgetCdnPinned: `${widgetCdnBase}@${widgetRelease.version}`,
    supportEmail: 'support@waypost.example',
  },
  packages: {
    widget: widgetPackage,
    react: '@waypost/react',
    wordpressPlugin: 'waypost-address-lookup',
    magento: 'waypost/magento2',
    magentoModule: 'Waypost_AddressLookup',
    docsMcp: '@waypost/docs-mcp',
  },
  widget: {
    global: 'Waypost.AddressLookup',
    cssPrefix: 'wp_',
    unhideClass: 'wp-unhide',
    majorVersion: widgetMajor,
    release: widgetRelease,
  },
  sourceIpHeader: 'Waypost-Source-IP',
  analytics: {
    gtmContainerId: 'GTM-WP7K2Q9',
    hubspotPortalId: '48213377',
    posthogApiKey: 'phc_wpDocs3kQ9vXn2LrT8yHc5ZmA1bE7uJ4sF6gW0pD',
    posthogHost: 'https://ph.waypost.example',
  },
} as const satisfies Identity;

/**
 * The docs MCP server's package, as the site publishes it: its npm name, the
 * command it installs (the name without scope punctuation, as npm names a
 * scoped package's tarball), the tarball's path on the docs site and its URL,
 * and the server name it reports to clients, which the one-line client
 * configs use too.
 */
export const mcpPackage = (() => {
  const command = identity.packages.docsMcp.replace(/^@/, '').replace(/\//g, '-');
  const path = `/${command}.tgz`;
  return {
    name: identity.packages.docsMcp,
    command,
    path,
    url: `${identity.urls.docs}${path}`,
    serverName: `${identity.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-docs`,
  } as const;
})();

/**
 * The agent skill the site publishes (docs/guides/agent-skill.mdx, built into
 * `/.well-known/agent-skills/<name>/SKILL.md`): its name, in the skills
 * format's lower case and hyphens.
 */
export const agentSkill = {
  name: `integrate-${identity.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-address-lookup`,
} as const;

/** Host name of a URL, e.g. `api.waypost.example`. */
export function hostOf(url: string): string {
  return new URL(url).host;
}

/**
 * Placeholders that Markdown, MDX, front matter and the OpenAPI source may use
 * instead of brand strings. `%%apiUrl%%` becomes the API base URL, and so on.
 */
export const identityTokens: Readonly<Record<string, string>> = {
  name: identity.name,
  tagline: identity.tagline,
  docsUrl: identity.urls.docs,
  siteUrl: identity.urls.site,
  dashboardUrl: identity.urls.dashboard,
  supportUrl: identity.urls.support,
  supportEmail: identity.urls.supportEmail,
  statusUrl: identity.urls.status,
  githubUrl: identity.urls.github,
  dpaUrl: identity.urls.dataProcessingAgreement,
  apiUrl: identity.urls.api,
  apiHost: hostOf(identity.urls.api),
  widgetCdn: identity.urls.widgetCdn,
  widgetCdnPinned: identity.urls.widgetCdnPinned,
  widgetRelease: identity.widget.release.version,
  widgetIntegrity: identity.widget.release.integrity,
  widgetPackage: identity.packages.widget,
  reactPackage: identity.packages.react,
  wordpressPlugin: identity.packages.wordpressPlugin,
  magentoPackage: identity.packages.magento,
  magentoModule: identity.packages.magentoModule,
  docsMcpPackage: mcpPackage.name,
  docsMcpCommand: mcpPackage.command,
  docsMcpUrl: mcpPackage.url,
  docsMcpServer: mcpPackage.serverName,
  agentSkillName: agentSkill.name,
  widgetGlobal: identity.widget.global,
  widgetVersion: identity.widget.majorVersion,
  cssPrefix: identity.widget.cssPrefix,
  unhideClass: identity.widget.unhideClass,
  sourceIpHeader: identity.sourceIpHeader,
};
