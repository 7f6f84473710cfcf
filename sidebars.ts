import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {addressfinder} from './sidebars/addressfinder';
import {addressVerification} from './sidebars/address-verification';
import {switchSidebar} from './sidebars/switch';
import {integrations} from './sidebars/integrations';
import {data} from './sidebars/data';
import {guides} from './sidebars/guides';

/**
 * Sidebars of the main docs instance. Each lives in its own module in
 * sidebars/ so a section can change without touching the others. The API
 * reference sidebar (openApiSidebar) belongs to the API instance: see
 * sidebars-api.ts. Every page belongs to exactly one sidebar; the
 * content-checks plugin fails the build otherwise.
 */
const sidebars: SidebarsConfig = {
  addressfinder,
  addressVerification,
  switch: switchSidebar,
  integrations,
  data,
  guides,
};

export default sidebars;
