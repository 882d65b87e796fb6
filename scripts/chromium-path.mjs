import { existsSync } from 'node:fs';

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/** $CHROMIUM_PATH when set (if it exists), else the first of the candidates installed. */
function pick(candidates) {
  const named = process.env.CHROMIUM_PATH;
  if (named) return existsSync(named) ? named : undefined;
  return candidates.find((path) => existsSync(path));
}

/** The browser customers run, for the benchmarks: $CHROMIUM_PATH, else Debian's `chromium`. */
export function chromiumPath() {
  return pick(BROWSERS);
}

/**
 * The browser the tests drive: $CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the same
 * engine without the desktop browser around it; decision 029), else the full browser.
 */
export function testBrowserPath() {
  return pick([...HEADLESS_SHELLS, ...BROWSERS]);
}

/** Whether Debian's headless shell is installed. */
export function hasHeadlessShell() {
  return HEADLESS_SHELLS.some((path) => existsSync(path));
}

/**
 * Flags for Debian's Chromium as root on a machine with no network but loopback: every launcher
 * (playwright-core for the browser tests, chrome-launcher for Lighthouse) starts it with these.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
