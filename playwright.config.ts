import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';
import {requireBuild} from './scripts/lib/build';

/**
 * Browser tests run against the production build (npm run build) served by
 * scripts/serve.ts, in Debian's Chromium. Playwright never downloads a
 * browser: CHROMIUM_PATH overrides the default /usr/bin/chromium.
 *
 * The `nginx` project runs tests/e2e/production-serving.spec.ts against the
 * same build served by Debian's nginx with deploy/nginx.conf
 * (scripts/nginx.ts), over plain HTTP on E2E_NGINX_PORT (default: E2E_PORT +
 * 100); the same HTTPS server block also listens with TLS (a self-signed
 * certificate made for the run) on E2E_NGINX_TLS_PORT (default: the nginx
 * port + 1), and the HTTP-to-HTTPS block on E2E_NGINX_REDIRECT_PORT
 * (default: the nginx port + 2); the MCP server behind its /mcp listens on
 * E2E_NGINX_MCP_PORT (default: the nginx port + 3).
 *
 * Without a build, the run stops at once with one message ("Run npm run
 * build first"): checked here, before the servers start and the spec files
 * (several read build/ as they load) are collected.
 *
 * Under CI (`CI` set, as .ci/run does) `test.only` fails the run and the
 * servers are always started fresh, never reused from the port.
 */
try {
  requireBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 100);
export const nginxURL = `http://localhost:${nginxPort}`;
const nginxTlsPort = Number(process.env.E2E_NGINX_TLS_PORT ?? nginxPort + 1);
export const nginxTlsURL = `https://localhost:${nginxTlsPort}`;
const nginxRedirectPort = Number(process.env.E2E_NGINX_REDIRECT_PORT ?? nginxPort + 2);
export const nginxRedirectURL = `http://localhost:${nginxRedirectPort}`;
const nginxMcpPort = Number(process.env.E2E_NGINX_MCP_PORT ?? nginxPort + 3);
/** The ACME challenge file scripts/nginx.ts puts in the redirect block's webroot. */
export const nginxAcmeToken = 'test-token';
const productionServing = /production-serving\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers on two cores: with four, beside the sample harness, tests
  // that start processes (the MCP package through npx) ran out of their
  // timeouts. E2E_WORKERS overrides it (one worker to debug).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  // Its own folder, which Playwright empties when it starts: the rest of
  // test-results/ holds the reports and logs of npm test's other steps,
  // the sample harness's among them, which runs beside the browser tests.
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    trace: 'off',
    // One browser context and tab per worker, reset between tests (Playwright's
    // reuseContext: cookies, HTTP cache, local and session storage, IndexedDB,
    // service workers, routes, init scripts and bindings cleared; extra tabs
    // closed; viewport and emulation applied again). A fresh context per test
    // cost about 0.6 core-seconds more per page load: 1,175 core-s and 616 s
    // for the suite against 851 core-s and 457 s (BENCHMARKS.md, "The browser
    // tests reuse one tab"). A test that needs other context options (phone
    // emulation, JavaScript off) gets a fresh context for them.
    reuseContext: true,
    // What reuse does not reset is granted to every test instead: the
    // clipboard, which the copy buttons' tests read.
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: productionServing},
    {
      name: 'nginx',
      use: {...devices['Desktop Chrome'], baseURL: nginxURL},
      testMatch: productionServing,
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts build ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node --import tsx scripts/nginx.ts build ${nginxPort} ${nginxTlsPort} ${nginxRedirectPort} ${nginxAcmeToken} ${nginxMcpPort}`,
      url: nginxURL,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
