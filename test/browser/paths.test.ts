import { afterAll, beforeAll, describe, it } from 'vitest';
import { browserCoveringSet } from '../support/paths/browser-plan.ts';
import { pathTitlePt } from '../support/paths/labels-pt.ts';
import { MACHINE_IDS } from '../support/paths/models.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { runBrowserPath } from './support/paths/run-browser-path.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/**
 * Generated paths in Chromium against the sandbox API: per machine, a set of paths that takes
 * every transition at least once (`browserCoveringSet`), each test named by its steps. What each
 * step types or switches is in docs/paths/<machine>.md, section "No navegador".
 */

/** Up to 36 steps with five pages at once on a busy 2-core machine: above the project's 60 s. */
const WALK_TIMEOUT_MS = 180_000;

let server: PortalServer;
let browser: Chromium;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium(PHONE);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

for (const machineId of MACHINE_IDS) {
  // One machine at a time: its pages share the browser profile, so its stored client_id.
  describe(`${machineId}: caminhos no navegador`, () => {
    browserCoveringSet(machineId).forEach((plan, i) => {
      const number = String(i + 1).padStart(2, '0');
      // A few pages at once (vitest's maxConcurrency): most of a step is waiting for the page.
      it(
        `#${number} ${pathTitlePt(machineId, plan.path)}`,
        async () => {
          const page = await browser.context.newPage();
          try {
            await runBrowserPath(page, server, plan, `${machineId}-${number}`);
          } finally {
            await page.close();
          }
        },
        // A walk has up to MAX_WALK_STEPS steps, each waiting for the page.
        WALK_TIMEOUT_MS,
      );
    });
  });
}
