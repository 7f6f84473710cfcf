import type {SidebarItem} from './types';

/** Data sources: the overview, then datasets by market, US first. */
export const data: SidebarItem[] = [
  {type: 'doc', id: 'data/index', label: 'Overview'},
  {
    type: 'category',
    label: 'United States',
    collapsed: false,
    items: [{type: 'doc', id: 'data/usps', label: 'USPS ZIP+4'}],
  },
  {
    type: 'category',
    label: 'United Kingdom',
    collapsed: false,
    items: [
      {type: 'doc', id: 'data/paf', label: 'Royal Mail PAF'},
      {type: 'doc', id: 'data/paf-supported-territories', label: 'PAF territories'},
      {type: 'doc', id: 'data/paf-aliases', label: 'PAF Alias'},
      {type: 'doc', id: 'data/welsh-paf', label: 'Welsh PAF'},
      {type: 'doc', id: 'data/mr', label: 'Multiple Residence'},
      {type: 'doc', id: 'data/nyb', label: 'Not Yet Built'},
    ],
  },
  {
    type: 'category',
    label: 'International',
    collapsed: false,
    items: [
      {type: 'doc', id: 'data/ecaf', label: 'Ireland: ECAF'},
      {type: 'doc', id: 'data/ecad', label: 'Ireland: ECAD'},
      {type: 'doc', id: 'data/gnaf', label: 'Australia: G-NAF'},
      {type: 'doc', id: 'data/kadaster', label: 'Netherlands: Kadaster'},
      {type: 'doc', id: 'data/kartverket', label: 'Norway: Kartverket'},
      {type: 'doc', id: 'data/here', label: 'Global: HERE'},
    ],
  },
  {
    type: 'category',
    label: 'Places',
    collapsed: false,
    items: [{type: 'doc', id: 'data/geonames', label: 'GeoNames'}],
  },
];
