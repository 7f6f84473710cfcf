/**
 * What `arrange` reads of a sidebar entry. The caller's own entry type (the
 * site's is `SidebarItem` of sidebars/types.ts, Docusaurus's sidebar item)
 * goes through unchanged: a category's items are entries of that same type.
 */
interface EntryShape {
  type?: unknown;
  label?: unknown;
  link?: unknown;
  items?: unknown;
}

function shape(item: unknown): EntryShape {
  return typeof item === 'object' && item !== null ? (item as EntryShape) : {};
}

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

function labelOf(item: unknown): string {
  const {label} = shape(item);
  return typeof label === 'string' ? label : '';
}

/**
 * Orders the generated categories and lifts a category without an overview
 * page that holds a single operation (email, phone, US verification) to a
 * plain link, so readers do not open a folder to find one page. Categories
 * missing from `order` keep their place at the end, so a new tag still shows.
 */
export function arrange<Item>(items: readonly Item[]): Item[] {
  const [intro, ...categories] = items;
  const rank = (item: Item) => {
    const index = order.indexOf(labelOf(item));
    return index === -1 ? order.length : index;
  };
  const sorted = [...categories].sort((a, b) => rank(a) - rank(b));
  const flattened = sorted.map((item) => {
    const {type, link, items: children} = shape(item);
    return type === 'category' && !link && Array.isArray(children) && children.length === 1
      ? (children[0] as Item)
      : item;
  });
  return [intro, ...flattened];
}
