import { chromium, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

import { DESKTOP } from '../../../qa/viewports.ts';

export { DESKTOP, PHONE } from '../../../qa/viewports.ts';

/** A sandbox page that only reads: the e-mails it has "sent", as JSON. */
const KEEPER_PATH = '/sandbox/api/emails';

export interface Chromium {
  context: BrowserContext;
  /**
   * Keeps a page open on `origin` (a site of its own, own-site.ts) until `close`, so the site's
   * renderer process, with the portal's scripts already compiled, outlives each test's page: a
   * fresh page then costs half the CPU it costs in a new process.
   */
  keepSiteWarm(origin: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh browser context (no cookies, storage or cache from another file) in the run's one
 * Debian Chromium, started by support/chromium-server.ts, never a downloaded browser.
 */
export async function launchChromium(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Chromium> {
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  return {
    context,
    async keepSiteWarm(origin) {
      const keeper = await context.newPage();
      // Any document of the origin locks a renderer to its site; this one runs no script.
      await keeper.goto(`${origin}${KEEPER_PATH}`);
    },
    async close() {
      await context.close();
      // Disconnects this file; the run's Chromium stays up for the next one.
      await browser.close();
    },
  };
}
