import type {SidebarItem} from './types';
import {reference} from './reference';

/** Operational guides, then the reference pages that do not belong to one product area. */
export const guides: SidebarItem[] = [
  {type: 'doc', id: 'guides/index', label: 'Overview'},
  {type: 'category', label: 'Reference', collapsed: false, items: reference},
];
