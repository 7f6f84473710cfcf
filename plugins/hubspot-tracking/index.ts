import type {LoadContext, Plugin} from '@docusaurus/types';
import {hubspotScriptTag} from './script-tag';

export interface HubspotTrackingOptions {
  /** HubSpot portal (hub) id, digits only. */
  portalId: string;
}

/**
 * Loads HubSpot's marketing tracking code at the end of every page's body.
 * The script is async and nothing on the site depends on it, so a blocked
 * request changes nothing for the reader. Whether to load it at all
 * (production only, id present) is decided in config/analytics.ts.
 */
export default function hubspotTrackingPlugin(
  _context: LoadContext,
  options: HubspotTrackingOptions,
): Plugin {
  const tag = hubspotScriptTag(options.portalId);
  return {
    name: 'hubspot-tracking',
    injectHtmlTags: () => ({postBodyTags: [tag]}),
  };
}
