import type {Options} from '@docusaurus/plugin-sitemap';

/**
 * Sitemap settings from the specification: every public page, weekly,
 * priority 0.5. Left out: the 404 page and noindex pages (the plugin skips
 * them itself; the tag pages are noindex, see src/theme/README.md), tag and
 * search pages by pattern as well, and redirect stubs (files written by the
 * client redirects plugin, not routes).
 */
export const sitemap = {
  changefreq: 'weekly',
  priority: 0.5,
  ignorePatterns: ['/docs/tags/**', '/search/**'],
  filename: 'sitemap.xml',
} satisfies Options;
