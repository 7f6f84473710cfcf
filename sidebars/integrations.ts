import type {SidebarItem} from './types';

export const integrations: SidebarItem[] = [
  {type: 'doc', id: 'integrations/index', label: 'Overview'},
];
