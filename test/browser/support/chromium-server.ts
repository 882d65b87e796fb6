import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, testBrowserPath } from '../../../scripts/chromium-path.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens (Playwright protocol over a local WebSocket). */
    chromiumEndpoint: string;
  }
}

/**
 * The browser project's global setup: one Debian Chromium for the whole run. Starting one per
 * test file cost each file a second or more of a busy core; every file still gets a fresh
 * browser context (its own cookies, storage and cache), as a new profile would give it.
 */
export default async function startChromium(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = testBrowserPath();
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
  const server = await chromium.launchServer({
    executablePath,
    headless: true,
    // One renderer process per site, kept by each file's own site (own-site.ts): a new tab joins
    // its file's warm process instead of starting one and compiling the portal again.
    args: [...CHROMIUM_FLAGS, '--process-per-site'],
    host: '127.0.0.1',
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
