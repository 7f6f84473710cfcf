import type {SidebarItem} from './types';

export const addressfinder: SidebarItem[] = [
  {type: 'doc', id: 'address-lookup/index', label: 'Overview'},
];
