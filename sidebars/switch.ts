import type {SidebarItem} from './types';

export const switchSidebar: SidebarItem[] = [
  {type: 'doc', id: 'how-to-switch/index', label: 'Overview'},
];
