import {integrationKinds} from '../src/data/integrations';
import type {SidebarItem} from './types';

/** Integration pages grouped by the kind of platform, landing page first. */
export const integrations: SidebarItem[] = [
  {type: 'doc', id: 'integrations/index', label: 'Overview'},
  ...Object.entries(integrationKinds).map(([label, slugs]): SidebarItem => ({
    type: 'category',
    label,
    collapsed: false,
    items: slugs.map((slug) => `integrations/${slug}`),
  })),
];
