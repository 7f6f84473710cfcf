import type {SidebarItem} from './types';

/** Doc ids of a category, all under docs/address-lookup/. */
const pages = (...ids: string[]) => ids.map((id) => `address-lookup/${id}`);

/**
 * The address lookup widget: install it, fit it to the form, configure and
 * style it, choose countries, narrow the search, then troubleshoot.
 */
export const addressLookup: SidebarItem[] = [
  {type: 'doc', id: 'address-lookup/index', label: 'Overview'},
  {
    type: 'category',
    label: 'Getting started',
    collapsed: false,
    items: pages('how-it-works', 'configure', 'script', 'npm', 'react', 'playground'),
  },
  {
    type: 'category',
    label: 'Form layouts',
    collapsed: false,
    items: pages('single-field', 'separate-input', 'multiple'),
  },
  {
    type: 'category',
    label: 'Configuration',
    collapsed: false,
    items: pages(
      'additional-configuration',
      'additional-data',
      'callbacks',
      'messages',
      'behaviours',
      'omit-organisation',
    ),
  },
  {
    type: 'category',
    label: 'Styling and display',
    collapsed: false,
    items: pages(
      'css-classes',
      'default-styling',
      'style-tweaks',
      'nudge-address-finder',
      'hide',
      'detach',
    ),
  },
  {
    type: 'category',
    label: 'Countries',
    collapsed: false,
    items: pages('default-country', 'restrict-country'),
  },
  {
    type: 'category',
    label: 'US filters',
    collapsed: false,
    items: pages(
      'restrict-to-mainland-us',
      'restrict-to-states',
      'exclude-islands',
      'exclude-military',
      'exclude-po-box',
    ),
  },
  {
    type: 'category',
    label: 'Filters and biases',
    collapsed: false,
    items: pages(
      'filter-by-country',
      'filter-by-locality',
      'filter-by-postcode',
      'filter-by-geospatial-box',
      'bias-by-geolocation',
      'bias-by-ip',
      'bias-by-postcode',
    ),
  },
  {
    type: 'category',
    label: 'Troubleshooting',
    collapsed: false,
    items: pages('key-usability', 'prevent-autofill', 'validate-before-submitting'),
  },
];
