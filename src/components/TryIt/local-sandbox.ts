/**
 * Where `npm run sandbox` answers by default (scripts/sandbox-server.ts,
 * `portFrom`), for the Try-it console's "Custom base URL" and for the
 * Content-Security-Policy, whose `connect-src` allows exactly these loopback
 * origins (config/security-headers.ts). The sandbox on another port is
 * refused by the policy, and the console says so.
 */
export const LOCAL_SANDBOX_PORT = 4010;

/** The two loopback names of the sandbox's default port. */
export const LOCAL_SANDBOX_ORIGINS: readonly string[] = [
  `http://127.0.0.1:${LOCAL_SANDBOX_PORT}`,
  `http://localhost:${LOCAL_SANDBOX_PORT}`,
];

/** The sandbox's base URL, as `npm run sandbox` prints it. */
export const LOCAL_SANDBOX_URL = `${LOCAL_SANDBOX_ORIGINS[0]}/v1`;
