/** customProps key of a lazy category's stub link: the URL of the category's items (sections.ts). */
export const LAZY_ITEMS = 'docsSectionsItems';
