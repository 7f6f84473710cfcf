import type {SecurityHeadersOptions} from '../plugins/security-headers';
import {statusFor} from '../lib/host-files/redirects';
import {identity} from '../src/identity';
import {MCP_PATH} from '../lib/mcp/path';
import {LOCAL_SANDBOX_ORIGINS} from '../src/components/TryIt/local-sandbox';
import {analyticsIds} from './analytics';
import {redirects} from './redirects';

/**
 * Options of plugins/security-headers: the hosts the pages talk to (the API
 * for the Try-it console, the analytics services that load after consent),
 * the redirects, and the docs' own origin (the one host nginx's plain-HTTP
 * block redirects to), from the same modules the rest of the site uses.
 */
export const securityHeadersOptions: SecurityHeadersOptions = {
  apiOrigin: new URL(identity.urls.api).origin,
  localSandboxOrigins: LOCAL_SANDBOX_ORIGINS,
  tagManager: Boolean(analyticsIds.gtmContainerId),
  hubspot: Boolean(analyticsIds.hubspotPortalId),
  posthogOrigin:
    analyticsIds.posthogApiKey && analyticsIds.posthogHost
      ? new URL(analyticsIds.posthogHost).origin
      : undefined,
  redirects: redirects.map((rule) => ({...rule, status: statusFor(rule)})),
  canonicalOrigin: new URL(identity.urls.docs).origin,
  mcpPath: MCP_PATH,
};
