import type {SidebarItem} from './types';
import {glossaryAlphabetical} from '../src/data/glossary';

/** Reference pages shared by every area: release notes, the spec file and the glossary. */
export const reference: SidebarItem[] = [
  {type: 'doc', id: 'changelog', label: 'API Updates'},
  {type: 'doc', id: 'libraries/open-api', label: 'OpenAPI specification'},
  {type: 'doc', id: 'glossary', label: 'Glossary'},
  {
    type: 'category',
    label: 'Terms',
    link: {type: 'doc', id: 'terms/term'},
    items: glossaryAlphabetical().map(({slug, term}) => ({
      type: 'doc' as const,
      id: `terms/${slug}`,
      label: term,
    })),
  },
];
