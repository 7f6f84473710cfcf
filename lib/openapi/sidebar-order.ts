import type {SidebarItem} from '../../sidebars/types';

export type {SidebarItem};

/**
 * Reading order of the reference: finding addresses first, then checking
 * and retrieving them, other lookups, and account management last. Entries
 * are category labels (tag names, or display names of tags without a page).
 */
export const order = [
  'Address Search',
  'US Verification',
  'UK',
  'Place Search',
  'Email Validation',
  'Phone Number Validation',
  'Keys',
  'Licensees',
  'Configs',
];

function labelOf(item: SidebarItem): string {
  return typeof item === 'object' && 'label' in item && typeof item.label === 'string'
    ? item.label
    : '';
}

/**
 * Orders the generated categories and lifts a category without an overview
 * page that holds a single operation (email, phone, US verification) to a
 * plain link, so readers do not open a folder to find one page. Categories
 * missing from `order` keep their place at the end, so a new tag still shows.
 */
export function arrange(items: SidebarItem[]): SidebarItem[] {
  const [intro, ...categories] = items;
  const rank = (item: SidebarItem) => {
    const index = order.indexOf(labelOf(item));
    return index === -1 ? order.length : index;
  };
  const sorted = [...categories].sort((a, b) => rank(a) - rank(b));
  const flattened = sorted.map((item) =>
    typeof item === 'object' &&
    item.type === 'category' &&
    !item.link &&
    Array.isArray(item.items) &&
    item.items.length === 1
      ? item.items[0]
      : item,
  );
  return [intro, ...flattened];
}
