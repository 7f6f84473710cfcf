import {identity} from '../src/identity';

export interface Redirect {
  /** Path on this site that should move. */
  from: string;
  /** Site path or absolute URL it moves to. */
  to: string;
}

/**
 * Every redirect the site answers. The client redirect pages and the
 * `_redirects` file for CDN hosts are both generated from this list.
 */
export const redirects: readonly Redirect[] = [
  {from: '/address-lookup', to: '/docs/address-lookup'},
  {from: '/interations', to: '/docs/integrations'},
  {from: '/changelog', to: '/docs/changelog'},
  {from: '/docs/guides/data-processing', to: identity.urls.dataProcessingAgreement},
];
