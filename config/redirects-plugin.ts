import type {PluginConfig} from '@docusaurus/types';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import redirectsFile from '../plugins/redirects-file';
import {local} from './local-plugin';
import {redirects} from './redirects';

/** Client redirect pages (meta refresh + JS), for hosts that ignore `_redirects`. */
export const clientRedirectsOptions = {
  redirects: redirects.map(({from, to}) => ({from, to})),
} satisfies ClientRedirectsOptions;

/**
 * Both outputs of the one list in config/redirects.ts: the client redirect
 * pages and the `_redirects` file (301 inside the site, 302 to other hosts)
 * that CDN hosts answer before any HTML loads.
 */
export const redirectsPlugins: PluginConfig[] = [
  ['@docusaurus/plugin-client-redirects', clientRedirectsOptions],
  local(redirectsFile, {redirects}),
];
