import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSandbox } from '../../../sandbox/app.ts';
import { staticPortal } from '../../../scripts/preview/static-portal.ts';
import { serverConfig } from '../../../src/config/config-script.ts';
import type { RateLimitOption, RateLimits } from '../../../sandbox/rate-limit.ts';
import { listenOnOwnSite } from './own-site.ts';

const DIST = resolve(import.meta.dirname, '../../../dist');

export interface PortalServer {
  /** Origin of the server, e.g. http://127.18.203.7:41234 (own-site.ts) */
  origin: string;
  /** URL of a portal path, e.g. portalUrl('/cadastro') */
  portalUrl(path: string): string;
  /** Forgets every token, e-mail and rate-limit count, as a fresh sandbox. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The browser suites request tokens from 127.0.0.1 dozens of times a minute, several pages at
 * once and without a reset between the steps of a walk: like many customers behind one address.
 * The limit stays on at a level they never reach; test/browser/rate-limit.test.ts runs the
 * portal against small limits.
 */
export const BROWSER_TEST_RATE_LIMITS: RateLimits = {
  token: { max: 1_000, windowMs: 60_000 },
  resend: { max: 1_000, windowMs: 60_000 },
  nonClient: { max: 1_000, windowMs: 60_000 },
};

export interface PortalServerOptions {
  /** Default: `BROWSER_TEST_RATE_LIMITS`. */
  rateLimit?: RateLimitOption;
  /** Default: an address of the file's own (own-site.ts). */
  host?: string;
}

/**
 * The built portal and its sandbox API on one origin, on a free port, with fresh state. Its
 * pages go out under the strict Content-Security-Policy with a nonce per response
 * (scripts/preview/static-portal.ts), as in production.
 */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run `npx vite build` before the browser tests.');
  }
  const app = buildSandbox({
    portal: (server) => {
      staticPortal(server, DIST, serverConfig({}));
    },
    rateLimit: options.rateLimit ?? BROWSER_TEST_RATE_LIMITS,
  });
  const origin = await listenOnOwnSite(app, options.host);
  return {
    origin,
    portalUrl: (path) => `${origin}/portal${path}`,
    async reset() {
      const response = await fetch(`${origin}/sandbox/api/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`Sandbox reset failed: HTTP ${response.status}`);
    },
    close: () => app.close(),
  };
}
