import type {SidebarItem} from './types';

/** Address verification: start, then how to read what comes back. */
export const addressVerification: SidebarItem[] = [
  {type: 'doc', id: 'address-verification/getting-started', label: 'Getting started'},
  {type: 'doc', id: 'address-verification/reading-results', label: 'Reading results'},
  {type: 'doc', id: 'address-verification/cass-fields', label: 'CASS fields'},
];
