import type {Footer} from '@docusaurus/theme-common';
import {identity} from '../src/identity';

/**
 * Footer columns. The accreditation badge column is rendered by the wrapped
 * Footer/Links component (see src/theme/README.md), because a column of links
 * cannot hold a sized image.
 */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [{label: 'API Updates', to: '/docs/changelog'}],
    },
    {
      title: identity.name,
      items: [
        {label: 'Main site', href: identity.urls.site},
        {label: 'Dashboard', href: identity.urls.dashboard},
        {label: 'Support', href: identity.urls.support},
        {label: 'Status Page', href: identity.urls.status},
      ],
    },
    {
      title: 'Developers',
      items: [{label: 'GitHub', href: identity.urls.github}],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${identity.copyrightHolder}. All rights reserved.`,
} satisfies Footer;
