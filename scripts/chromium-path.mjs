import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium the browser tests use: $CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
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
