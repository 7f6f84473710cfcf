import {describe, expect, it} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import {analyticsPlugins, posthogOptions} from '../../config/analytics';
import {hubspotScriptTag} from '../../plugins/hubspot-tracking/script-tag';

const ids = {
  gtmContainerId: 'GTM-TEST123',
  hubspotPortalId: '1234567',
  posthogApiKey: 'phc_test',
  posthogHost: 'https://ph.example.test',
};

/** A plugin entry's module name (or function name) and options. */
function describePlugin(entry: PluginConfig): [string, unknown] {
  const [module, options] = Array.isArray(entry) ? entry : [entry, undefined];
  return [typeof module === 'function' ? module.name : String(module), options];
}

describe('analytics plugins', () => {
  it('loads the tag manager, HubSpot and PostHog in production', () => {
    expect(analyticsPlugins(ids, true).map(describePlugin)).toEqual([
      ['@docusaurus/plugin-google-tag-manager', {containerId: 'GTM-TEST123'}],
      ['hubspotTrackingPlugin', {portalId: '1234567'}],
      [
        'posthog-docusaurus',
        {
          apiKey: 'phc_test',
          appUrl: 'https://ph.example.test',
          enableInDevelopment: false,
          capture_pageview: false,
        },
      ],
    ]);
  });

  it('loads nothing in development', () => {
    expect(analyticsPlugins(ids, false)).toEqual([]);
  });

  it('leaves out each service whose id is empty', () => {
    const names = (overrides: Partial<typeof ids>) =>
      analyticsPlugins({...ids, ...overrides}, true).map((p) => describePlugin(p)[0]);
    expect(names({gtmContainerId: ''})).toEqual(['hubspotTrackingPlugin', 'posthog-docusaurus']);
    expect(names({hubspotPortalId: ''})).not.toContain('hubspotTrackingPlugin');
    expect(names({posthogHost: ''})).not.toContain('posthog-docusaurus');
  });

  it('leaves page views to the route listener so the landing page counts once', () => {
    expect(posthogOptions(ids).capture_pageview).toBe(false);
  });
});

describe('HubSpot tracking code', () => {
  it('loads the portal script async with the id HubSpot expects', () => {
    expect(hubspotScriptTag('1234567')).toEqual({
      tagName: 'script',
      attributes: {
        id: 'hs-script-loader',
        async: true,
        defer: true,
        src: 'https://js.hs-scripts.com/1234567.js',
      },
    });
  });

  it('rejects a portal id that is not numeric', () => {
    expect(() => hubspotScriptTag('js.evil.test/x')).toThrow(/numeric portal id/);
  });
});
