import type {HtmlTagObject} from '@docusaurus/types';

/**
 * HubSpot's tracking code loader for a portal: async, with the id HubSpot
 * looks for (its snippet's type="text/javascript" is the HTML default, left out).
 */
export function hubspotScriptTag(portalId: string): HtmlTagObject {
  if (!/^\d+$/.test(portalId)) {
    throw new Error(
      `hubspot-tracking: portalId must be HubSpot's numeric portal id, not "${portalId}".`,
    );
  }
  return {
    tagName: 'script',
    attributes: {
      id: 'hs-script-loader',
      async: true,
      defer: true,
      src: `https://js.hs-scripts.com/${portalId}.js`,
    },
  };
}
