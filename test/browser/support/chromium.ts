import { chromium, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Chromium {
  context: BrowserContext;
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
    async close() {
      await context.close();
      // Disconnects this file; the run's Chromium stays up for the next one.
      await browser.close();
    },
  };
}
