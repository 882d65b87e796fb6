import { staticPortal } from '../../../static-server/static-portal.ts';
import { resolve } from 'node:path';
import { buildSandbox, type SandboxApp } from '../../../sandbox/app.ts';
import { serverConfig } from '../../../portal-config/config-script.ts';
import { listenOnOwnSite } from '../support/own-site.ts';
import { BROWSER_TEST_RATE_LIMITS } from '../support/portal-server.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
export const DIST = resolve(ROOT, 'dist');

export interface ServedPortal {
  app: SandboxApp;
  origin: string;
  portalUrl(path: string): string;
  close(): Promise<void>;
}

/**
 * The one build (`dist/`) and its sandbox on one origin, handed the deployment configuration of
 * these `PORTAL_…` variables as /portal/config.js, and its pages served under the policy
 * `portal-config/csp.ts` derives from them, as every server of the portal does
 * (docs/decisions/017-runtime-config.md).
 */
export async function servePortal(
  staticDir: string,
  variables: Record<string, string>,
): Promise<ServedPortal> {
  const config = serverConfig(variables);
  const app = buildSandbox({
    portal: (server) => {
      staticPortal(server, staticDir, config);
    },
    rateLimit: BROWSER_TEST_RATE_LIMITS,
  });
  const origin = await listenOnOwnSite(app);
  return {
    app,
    origin,
    portalUrl: (path) => `${origin}/portal${path}`,
    close: () => app.close(),
  };
}
