import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The announcement bar. Readers can close it; Docusaurus remembers the
 * dismissal per `id`, so give a new announcement a new id to show it again.
 */
export const announcementBar = {
  id: 'usps-verification-2026-11',
  content:
    'New: the US address verification guide now explains every CASS field. <a href="/docs/address-verification/getting-started">Read the guide</a>.',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
