import type {SidebarItem} from './types';

export const addressfinder: SidebarItem[] = [
  {type: 'doc', id: 'address-lookup/index', label: 'Overview'},
  {
    type: 'category',
    label: 'Getting started',
    collapsed: false,
    items: [
      'address-lookup/how-it-works',
      'address-lookup/configure',
      'address-lookup/script',
      'address-lookup/npm',
      'address-lookup/react',
    ],
  },
];
