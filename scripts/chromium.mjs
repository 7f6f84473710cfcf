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
];
