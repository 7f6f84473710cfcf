import type {Options} from '@docusaurus/plugin-sitemap';

/** Sitemap settings from the specification: weekly, priority 0.5. */
export const sitemap = {
  changefreq: 'weekly',
  priority: 0.5,
  ignorePatterns: ['/docs/tags/**', '/search'],
  filename: 'sitemap.xml',
} satisfies Options;
