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
  };
  widget: {
    /** Global namespace exposed by the script-tag (UMD) build. */
    global: string;
    /** Prefix of every CSS class the widget renders. */
    cssPrefix: string;
    /** Class of the "enter address manually" link (hyphenated, unlike the rest). */
    unhideClass: string;
    /** Current major version of the widget, used to pin the CDN URL. */
    majorVersion: string;
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
    widgetCdn: 'https://cdn.jsdelivr.net/npm/@waypost/address-lookup@2',
    supportEmail: 'support@waypost.example',
  },
  packages: {
    widget: '@waypost/address-lookup',
    react: '@waypost/react',
    wordpressPlugin: 'waypost-address-lookup',
    magento: 'waypost/magento2',
    magentoModule: 'Waypost_AddressLookup',
  },
  widget: {
    global: 'Waypost.AddressLookup',
    cssPrefix: 'wp_',
    unhideClass: 'wp-unhide',
    majorVersion: '2',
  },
  sourceIpHeader: 'Waypost-Source-IP',
  analytics: {
    gtmContainerId: 'GTM-WP7K2Q9',
    hubspotPortalId: '48213377',
    posthogApiKey: 'phc_wpDocs3kQ9vXn2LrT8yHc5ZmA1bE7uJ4sF6gW0pD',
    posthogHost: 'https://ph.waypost.example',
  },
} as const satisfies Identity;

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
  widgetPackage: identity.packages.widget,
  reactPackage: identity.packages.react,
  wordpressPlugin: identity.packages.wordpressPlugin,
  magentoPackage: identity.packages.magento,
  magentoModule: identity.packages.magentoModule,
  widgetGlobal: identity.widget.global,
  widgetVersion: identity.widget.majorVersion,
  cssPrefix: identity.widget.cssPrefix,
  unhideClass: identity.widget.unhideClass,
  sourceIpHeader: identity.sourceIpHeader,
};
