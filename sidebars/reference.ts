import type {SidebarItem} from './types';

/** Reference pages shared by every area: release notes, the spec file and the glossary. */
export const reference: SidebarItem[] = [
  {type: 'doc', id: 'changelog', label: 'API Updates'},
  {type: 'doc', id: 'libraries/open-api', label: 'OpenAPI specification'},
];
