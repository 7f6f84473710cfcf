import {describe, expect, it} from 'vitest';
import {analyticsClientConfig} from '../../config/analytics';
import config from '../../docusaurus.config';

const ids = {
  gtmContainerId: 'GTM-TEST123',
  hubspotPortalId: '1234567',
  posthogApiKey: 'phc_test',
  posthogHost: 'https://ph.example.test',
};

/** Names of every plugin in the site configuration (module names and function names). */
function pluginNames(): string[] {
  return (config.plugins ?? []).map((entry) => {
    const module = Array.isArray(entry) ? entry[0] : entry;
    return typeof module === 'function' ? module.name : String(module);
  });
}

describe('analytics configuration', () => {
  it('gives the consent module the ids in production builds', () => {
    expect(analyticsClientConfig(ids, true)).toEqual(ids);
  });

  it('gives it nothing in development, so nothing can load', () => {
    expect(analyticsClientConfig(ids, false)).toBeNull();
  });

  it('injects no analytics plugin: nothing loads before consent', () => {
    const names = pluginNames().join(' ');
    expect(names).not.toMatch(/tag-manager|posthog|hubspot|gtag/i);
  });

  it('turns PostHog off when its proxy host is empty', () => {
    expect(analyticsClientConfig({...ids, posthogHost: ''}, true)?.posthogApiKey).toBe('');
  });

  it('fails the build on a malformed id, naming the file and the variable', () => {
    expect(() => analyticsClientConfig({...ids, hubspotPortalId: 'js.evil.test/x'}, true)).toThrow(
      /config\/analytics\.ts: HUBSPOT_PORTAL_ID must be HubSpot's numeric portal id/,
    );
    expect(() => analyticsClientConfig({...ids, gtmContainerId: "GTM-1');alert(1"}, true)).toThrow(
      /GTM_CONTAINER_ID/,
    );
    expect(() =>
      analyticsClientConfig({...ids, posthogHost: 'https://ph.example.test/x"'}, true),
    ).toThrow(/POSTHOG_HOST/);
  });
});
