import type {SidebarItem} from './types';

/** Switching from Google Places Autocomplete: the why, the option mapping, then styling. */
export const howToSwitch: SidebarItem[] = [
  {type: 'doc', id: 'how-to-switch/index', label: 'Overview'},
  {type: 'doc', id: 'how-to-switch/additional-configuration', label: 'Map your options'},
  {type: 'doc', id: 'how-to-switch/search-boundaries', label: 'Search boundaries'},
  {
    type: 'category',
    label: 'Styling',
    collapsed: false,
    items: [
      {type: 'doc', id: 'styling-with-css', label: 'Styling with CSS'},
      {type: 'doc', id: 'styling-with-javascript', label: 'Styling with JavaScript'},
    ],
  },
];
