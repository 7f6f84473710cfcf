import type {Footer} from '@docusaurus/theme-common';
import {identity} from '../src/identity';

/** The accreditation badge, drawn at the size the specification sets. */
const isoBadge = `<img class="footer__logo-badge" src="/img/iso-27001.svg" width="150" height="110" alt="ISO/IEC 27001 certified: ${identity.name} runs an information security management system certified to ISO/IEC 27001" loading="lazy" decoding="async">`;

/** Footer columns, the accreditation badge and the copyright line. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'API Updates', to: '/docs/changelog'},
        // Reopens the consent banner (src/clientModules/consent.ts).
        {
          html: '<button type="button" class="footer__consent-button" data-consent-settings>Cookie settings</button>',
        },
      ],
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
    {
      title: 'Accreditation',
      items: [{html: isoBadge}],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${identity.copyrightHolder}. All rights reserved.`,
} satisfies Footer;
