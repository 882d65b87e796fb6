import { existsSync } from 'node:fs';

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

const firstThere = (paths) => paths.find((path) => existsSync(path));

function fromEnv() {
  const path = process.env.CHROMIUM_PATH;
  if (path === undefined || path === '') return null;
  return existsSync(path) ? path : undefined;
}

/** The browser customers run, for the benchmarks: $CHROMIUM_PATH, else Debian's `chromium`. */
export function chromiumPath() {
  const chosen = fromEnv();
  return chosen === null ? firstThere(BROWSERS) : chosen;
}

/**
 * The browser the tests drive: $CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the same
 * engine without the desktop browser around it; decision 029), else the full browser.
 */
export function testBrowserPath() {
  const chosen = fromEnv();
  return chosen === null ? (firstThere(HEADLESS_SHELLS) ?? firstThere(BROWSERS)) : chosen;
}

/** Whether Debian's headless shell is installed. */
export function hasHeadlessShell() {
  return firstThere(HEADLESS_SHELLS) !== undefined;
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
