import type { Page } from 'playwright-core';
import { callOf } from './fault-switch.ts';

/**
 * Holds every call of the portal for `ms` before the sandbox answers it, as a slow mobile network
 * does: whatever the customer does meanwhile happens while the call is in flight.
 */
export async function slowDownCalls(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => callOf(url.href) !== undefined,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}
