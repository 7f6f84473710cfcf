import type {SidebarItem} from './types';
import {glossaryAlphabetical} from '../src/data/glossary';

/**
 * The guides sidebar's last category: reference pages shared by every area
 * (release notes, the spec file, the glossary and its terms).
 */
const reference: SidebarItem[] = [
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

/** Operational guides grouped by task, then the reference pages that do not belong to one product area. */
export const guides: SidebarItem[] = [
  {type: 'doc', id: 'guides/index', label: 'Overview'},
  {
    type: 'category',
    label: 'Keys and security',
    collapsed: false,
    items: [
      {type: 'doc', id: 'guides/api-key', label: 'API keys'},
      {type: 'doc', id: 'guides/api-key-settings', label: 'Key settings'},
      {type: 'doc', id: 'guides/api-key-secure', label: 'Securing a key'},
      {type: 'doc', id: 'guides/allowed-urls', label: 'Allowed URLs'},
    ],
  },
  {
    type: 'category',
    label: 'Billing',
    collapsed: false,
    items: [
      {type: 'doc', id: 'guides/purchasing-lookups', label: 'Purchasing lookups'},
      {type: 'doc', id: 'guides/automated-topups', label: 'Automated top-ups'},
      {type: 'doc', id: 'guides/sublicensing', label: 'Sublicensing'},
    ],
  },
  {
    type: 'category',
    label: 'Data and places',
    collapsed: false,
    items: [
      {type: 'doc', id: 'guides/data', label: 'Choosing datasets'},
      {type: 'doc', id: 'guides/places', label: 'Place search'},
    ],
  },
  {
    type: 'category',
    label: 'Testing and tracking',
    collapsed: false,
    items: [
      {type: 'doc', id: 'guides/testing', label: 'Testing'},
      {type: 'doc', id: 'guides/tag-and-track', label: 'Tag and track'},
      {type: 'doc', id: 'guides/ai-agents', label: 'Docs for AI agents'},
      {type: 'doc', id: 'guides/agent-skill', label: 'Agent skill'},
    ],
  },
  {type: 'category', label: 'Reference', collapsed: false, items: reference},
];
