import {afterEach, describe, expect, it, vi} from 'vitest';
import {analyticsClientConfig, posthogPluginOptions} from '../../config/analytics';
import config from '../../docusaurus.config';
import {identity} from '../../src/identity';
import {POSTHOG_CONSENT_OPTIONS} from '../support/posthog-consent';

const ids = {
  gtmContainerId: 'GTM-TEST123',
  hubspotPortalId: '1234567',
  posthogApiKey: 'phc_test',
  posthogHost: 'https://ph.example.test',
};

const variables = ['GTM_CONTAINER_ID', 'HUBSPOT_PORTAL_ID', 'POSTHOG_API_KEY', 'POSTHOG_HOST'];

/** config/analytics.ts read afresh, under the given environment (others unset). */
async function analyticsModule(env: Record<string, string> = {}) {
  for (const name of variables) vi.stubEnv(name, env[name]);
  if (env.NODE_ENV) vi.stubEnv('NODE_ENV', env.NODE_ENV);
  vi.resetModules();
  return import('../../config/analytics');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Names of every plugin in the site configuration (module names and function names). */
function pluginNames(): string[] {
  return (config.plugins ?? []).map((entry) => {
    const module = Array.isArray(entry) ? entry[0] : entry;
    return typeof module === 'function' ? module.name : String(module);
  });
}

describe('analytics configuration', () => {
  it("a production build hands the consent module the identity module's ids", async () => {
    const {analyticsIds, analyticsClientConfig: clientConfig} = await analyticsModule();
    expect(analyticsIds).toEqual(identity.analytics);
    expect(clientConfig(analyticsIds, true)).toEqual(identity.analytics);
  });

  it('the site config passes the checked ids to the client in production, and null otherwise', async () => {
    await analyticsModule({NODE_ENV: 'production'});
    const production = (await import('../../docusaurus.config')).default;
    expect(production.customFields?.analytics).toEqual(identity.analytics);
    expect(config.customFields?.analytics).toBeNull();
  });

  it('an environment variable overrides an id, and an empty one leaves that service out', async () => {
    const {analyticsIds, analyticsClientConfig: clientConfig} = await analyticsModule({
      GTM_CONTAINER_ID: 'GTM-ENV42',
      HUBSPOT_PORTAL_ID: '',
    });
    expect(analyticsIds).toEqual({
      ...identity.analytics,
      gtmContainerId: 'GTM-ENV42',
      hubspotPortalId: '',
    });
    expect(clientConfig(analyticsIds, true)).toMatchObject({
      gtmContainerId: 'GTM-ENV42',
      hubspotPortalId: '',
    });
  });

  it('gives it nothing in development, so nothing can load', () => {
    expect(analyticsClientConfig(ids, false)).toBeNull();
  });

  it('injects no tag manager or HubSpot plugin: they load after consent', () => {
    const names = pluginNames().join(' ');
    expect(names).not.toMatch(/tag-manager|hubspot|gtag/i);
  });

  it('adds posthog-docusaurus in production only, with the consent options', async () => {
    expect(pluginNames()).not.toContain('posthogDocusaurusPlugin');
    await analyticsModule({NODE_ENV: 'production'});
    const production = (await import('../../docusaurus.config')).default;
    const names = (production.plugins ?? []).map((entry) =>
      typeof entry === 'function' ? entry.name : String(Array.isArray(entry) ? entry[0] : entry),
    );
    expect(names).toContain('posthogDocusaurusPlugin');
  });

  it("configures PostHog's consent pattern: opted out, in memory, through the proxy, sending nothing itself", () => {
    const options = posthogPluginOptions(ids, true)!;
    expect(options).toMatchObject({
      apiKey: ids.posthogApiKey,
      appUrl: ids.posthogHost,
      ...POSTHOG_CONSENT_OPTIONS,
      save_campaign_params: false,
    });
    // The plugin writes the options into the page with JSON.stringify.
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
    expect(posthogPluginOptions(ids, false)).toBeNull();
    expect(posthogPluginOptions({...ids, posthogHost: ''}, true)).toBeNull();
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
