/**
 * Docusaurus hides a dismissed announcement bar before React loads, using an
 * inline script that only looks at the dismissal flag. When a new
 * announcement (a new id) replaces the one the reader closed, that script
 * still hides it on the first load. This module runs before hydration and
 * un-hides the bar when the stored id differs from the configured one; the
 * theme then resets the dismissal flag itself.
 */
import siteConfig from '@generated/docusaurus.config';

const ID_KEY = 'docusaurus.announcement.id';
const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

if (typeof window !== 'undefined') {
  const announcement = siteConfig.themeConfig.announcementBar as {id?: string} | undefined;
  try {
    if (announcement?.id && window.localStorage.getItem(ID_KEY) !== announcement.id) {
      document.documentElement.setAttribute(ATTRIBUTE, 'false');
    }
  } catch {
    // Storage can be unavailable (privacy modes); the bar then simply shows.
  }
}
