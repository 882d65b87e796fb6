import { afterAll, beforeAll, describe, it } from 'vitest';
import type { MachineId } from '../../../../machines/registry.ts';
import { browserCoveringSet } from '../../../../paths/browser-plan.ts';
import { pathTitlePt } from '../../../../paths/labels-pt.ts';
import { walkedHere } from '../../../../paths/twins.ts';
import { launchChromium, PHONE, type Chromium } from '../chromium.ts';
import { startPortalServer, type PortalServer } from '../portal-server.ts';
import { holdApiRequests } from './gate.ts';
import { runBrowserPath } from './run-browser-path.ts';
import { startWalkSandbox } from './walk-sandbox.ts';

/** Up to 36 steps with three pages at once on a busy 2-core machine: above the project's 60 s. */
const WALK_TIMEOUT_MS = 180_000;

/**
 * One machine's generated paths in Chromium against the sandbox API, a fresh one per walk
 * (walk-sandbox.ts): a set of paths that takes
 * every transition at least once (`browserCoveringSet`), each test named by its steps; a machine
 * with a twin walks its share of the set (paths/twins.ts). What each
 * step types or switches is in docs/paths/<machine>.md, section "No navegador". One file per
 * machine, so that the run spreads the walks over both workers.
 */
export function describeBrowserPaths(machineId: MachineId): void {
  let server: PortalServer;
  let browser: Chromium;

  beforeAll(async () => {
    server = await startPortalServer();
    browser = await launchChromium(PHONE);
    await browser.keepSiteWarm(server.origin);
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  describe(`${machineId}: caminhos no navegador`, () => {
    const plans = browserCoveringSet(machineId);
    for (const i of walkedHere(
      machineId,
      plans.map(({ path }) => path),
    )) {
      const plan = plans[i];
      if (!plan) continue;
      const number = String(i + 1).padStart(2, '0');
      // A few pages at once (the browser project's maxConcurrency): most of a step is waiting for
      // the page or for the held request. Pages share the file's profile, so the stored client_id,
      // which every page of one machine sets alike.
      it.concurrent(
        `#${number} ${pathTitlePt(machineId, plan.path)}`,
        async () => {
          const sandbox = await startWalkSandbox(server);
          const page = await browser.context.newPage();
          try {
            const gate = await holdApiRequests(page, sandbox.origin);
            await runBrowserPath(page, gate, server, plan, { name: `${machineId}-${number}` });
          } finally {
            await page.close();
            await sandbox.close();
          }
        },
        WALK_TIMEOUT_MS,
      );
    }
  });
}
