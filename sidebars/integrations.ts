import type {SidebarItem} from './types';

/** Integration pages grouped by the kind of platform, landing page first. */
const kinds: Record<string, string[]> = {
  'E-commerce': ['woocommerce', 'magento', 'bigcommerce', 'opencart', 'shopwired', 'wix'],
};

export const integrations: SidebarItem[] = [
  {type: 'doc', id: 'integrations/index', label: 'Overview'},
  ...Object.entries(kinds).map(
    ([label, slugs]): SidebarItem => ({
      type: 'category',
      label,
      collapsed: false,
      items: slugs.map((slug) => `integrations/${slug}`),
    }),
  ),
];
