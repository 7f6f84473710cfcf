import type {PluginConfig} from '@docusaurus/types';
import {redirects} from './redirects';

/** Client redirect pages (meta refresh + JS) built from config/redirects.ts. */
export const clientRedirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {redirects: redirects.map(({from, to}) => ({from, to}))},
];
