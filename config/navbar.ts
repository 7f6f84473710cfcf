import type {Navbar} from '@docusaurus/theme-common';
import {identity} from '../src/identity';

/** Top navigation: the product areas on the left, outbound links on the right. */
export const navbar = {
  title: identity.name,
  logo: {
    alt: `${identity.name} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$'},
    {
      to: '/docs/how-to-switch',
      label: 'Switch From Google',
      position: 'left',
      activeBaseRegex: '^/docs/(how-to-switch|styling-with)',
    },
    {
      to: '/docs/integrations',
      label: 'Integrations',
      position: 'left',
      activeBasePath: '/docs/integrations',
    },
    {
      to: '/docs/address-lookup',
      label: 'Address Lookup',
      position: 'left',
      activeBasePath: '/docs/address-lookup',
    },
    {
      to: '/docs/address-verification/getting-started',
      label: 'Address Verification',
      position: 'left',
      activeBasePath: '/docs/address-verification',
    },
    {to: '/docs/guides', label: 'Guides', position: 'left', activeBasePath: '/docs/guides'},
    {to: '/docs/data', label: 'Data', position: 'left', activeBasePath: '/docs/data'},
    {to: '/docs/api', label: 'API', position: 'left', activeBasePath: '/docs/api'},
    {href: `${identity.urls.docs}/llms.txt`, label: 'llms.txt', position: 'right'},
    {href: identity.urls.site, label: identity.name, position: 'right'},
    {href: identity.urls.dashboard, label: 'Dashboard', position: 'right'},
  ],
} satisfies Navbar;
