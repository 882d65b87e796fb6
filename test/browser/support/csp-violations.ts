import type { BrowserContext, Page } from 'playwright-core';

interface WithViolations {
  cspViolations: string[];
}

/**
 * Makes every frame of the context record its Content-Security-Policy violations (directive,
 * blocked URI, sample) where `cspViolationsIn` reads them.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as WithViolations).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** The violations the page's frame has recorded so far. */
export function cspViolationsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as WithViolations).cspViolations);
}
