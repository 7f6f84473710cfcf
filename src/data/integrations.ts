/**
 * The integration pages (SPEC.md, "Integrations"), by the kind of platform.
 * The sidebar (sidebars/integrations.ts) is built from it; the tests check the pages, the landing table
 * and the rendered sidebar against it.
 */
export const integrationKinds: Record<string, string[]> = {
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

/** Every integration page's slug, in sidebar order. */
export const integrationSlugs: string[] = Object.values(integrationKinds).flat();
