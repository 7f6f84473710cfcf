import type {SidebarItem} from './types';

export const data: SidebarItem[] = [{type: 'doc', id: 'data/index', label: 'Overview'}];
