import { buildSandbox } from '../../../../sandbox/app.ts';
import { listenOnOwnSite } from '../own-site.ts';
import { BROWSER_TEST_RATE_LIMITS, type PortalServer } from '../portal-server.ts';

export interface WalkSandbox {
  /** Origin of the walk's own sandbox API, e.g. http://127.18.203.7:41235 */
  origin: string;
  close(): Promise<void>;
}

/**
 * A sandbox API of one walk's own, beside the file's portal server (same address, another port).
 * The walks of a file run side by side on the same CPFs, and the sandbox counts wrong answers per
 * CPF across tokens (docs/api/openapi.yaml, rule 5): sharing one, a walk's wrong answers would
 * block another's CPF. The gate sends the walk's API requests here (gate.ts), and the plan
 * (paths/browser-plan.ts) expects exactly this: a fresh sandbox per walk.
 */
export async function startWalkSandbox(server: PortalServer): Promise<WalkSandbox> {
  const app = buildSandbox({ rateLimit: BROWSER_TEST_RATE_LIMITS });
  const origin = await listenOnOwnSite(app, new URL(server.origin).hostname);
  return { origin, close: () => app.close() };
}
