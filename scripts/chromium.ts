/**
 * How every tool here starts Chromium: Debian's build (CHROMIUM_PATH
 * overrides /usr/bin/chromium; nothing ever downloads a browser), headless,
 * with the flags this sandboxed, offline machine needs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No name resolves but localhost: a request to another host (the
  // analytics of a production build) fails at once instead of waiting for
  // this offline machine's DNS to time out, which held every page's load
  // event for 5 to 10 s. Playwright routes still stub such hosts in tests.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];
