import type {SidebarItem} from './types';

export const addressVerification: SidebarItem[] = [
  {type: 'doc', id: 'address-verification/getting-started', label: 'Overview'},
];
