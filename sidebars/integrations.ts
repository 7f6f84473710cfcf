import type {SidebarItem} from './types';

/** Integration pages grouped by the kind of platform, landing page first. */
const kinds: Record<string, string[]> = {
  'E-commerce': ['woocommerce', 'magento', 'bigcommerce', 'opencart', 'shopwired', 'wix'],
  'WordPress form builders': [
    'contact-form-7',
    'gravity-forms',
    'ninja-forms',
    'formidable',
    'forminator',
    'elementor',
    'divi',
    'gutenberg',
    'jetformbuilder',
  ],
  'Hosted form builders': ['hubspot', 'formstack', 'formassembly', 'unbounce'],
  'CRM and ERP': [
    'salesforce',
    'dynamics-365',
    'zoho-crm',
    'odoo',
    'sage',
    'really-simple-systems',
  ],
  'Automation and tools': ['zapier', 'browser-extension'],
};

export const integrations: SidebarItem[] = [
  {type: 'doc', id: 'integrations/index', label: 'Overview'},
  ...Object.entries(kinds).map(([label, slugs]): SidebarItem => ({
    type: 'category',
    label,
    collapsed: false,
    items: slugs.map((slug) => `integrations/${slug}`),
  })),
];
