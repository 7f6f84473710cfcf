import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {addressLookup} from './sidebars/address-lookup';
import {addressVerification} from './sidebars/address-verification';
import {howToSwitch} from './sidebars/how-to-switch';
import {integrations} from './sidebars/integrations';
import {data} from './sidebars/data';
import {guides} from './sidebars/guides';

/**
 * Sidebars of the main docs instance. Each lives in its own module in
 * sidebars/, named after it (sidebar `addressLookup` is
 * `sidebars/address-lookup.ts`, which exports `addressLookup`), so a section
 * can change without touching the others. Every module types its entries
 * with the one `SidebarItem` of sidebars/types.ts. The API
 * reference sidebar (openApiSidebar) belongs to the API instance: see
 * sidebars-api.ts. Every page belongs to exactly one sidebar; the
 * content-checks plugin fails the build otherwise.
 */
const sidebars: SidebarsConfig = {
  addressLookup,
  addressVerification,
  howToSwitch,
  integrations,
  data,
  guides,
};

export default sidebars;
