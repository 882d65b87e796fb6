import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSandbox } from '../../../sandbox/app.ts';
import type { CspViolationReport } from '../../../static-server/csp-reports.ts';
import { staticPortal } from '../../../static-server/static-portal.ts';
import { serverConfig } from '../../../portal-config/config-script.ts';
import type { RateLimitOption, RateLimits } from '../../../sandbox/rate-limit.ts';
import { listenOnOwnSite } from './own-site.ts';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { isCollectorUrl } from '../../../collector/vite-plugin.ts';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';
import { TELEMETRY_PATH } from '../../../telemetry-contract/beacon-contract.ts';

const DIST = resolve(import.meta.dirname, '../../../dist');

export interface PortalServer {
  /** Origin of the server, e.g. http://127.18.203.7:41234 (own-site.ts) */
  origin: string;
  /** URL of a portal path, e.g. portalUrl('/cadastro') */
  portalUrl(path: string): string;
  /** The Content-Security-Policy violations browsers reported to the server, oldest first. */
  cspViolations: CspViolationReport[];
  /** Forgets every token, e-mail and rate-limit count, as a fresh sandbox. */
  reset(): Promise<void>;
  /** The collector beside the sandbox, when started with `telemetry` (as `npm start` runs one). */
  collector: CollectorApp | undefined;
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
  /**
   * The transition telemetry on, with a collector on the same origin answering the beacons and
   * its metrics, as `npm start` does (collector/vite-plugin.ts). Default: off, as production is
   * unless configured.
   */
  telemetry?: boolean;
  /** Adds hooks and routes before the server listens (what a browser without interception needs). */
  setUp?: (app: FastifyInstance) => void;
}

/**
 * The built portal and its sandbox API on one origin, on a free port, with fresh state. Its
 * pages go out under the strict Content-Security-Policy with a nonce per response
 * (static-server/static-portal.ts), as in production.
 */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run `npx vite build` before the browser tests.');
  }
  const collector = options.telemetry
    ? buildCollector({ allowList: allowListFromMachines(), rateLimit: false })
    : undefined;
  await collector?.ready();
  const cspViolations: CspViolationReport[] = [];
  const served = serverConfig(collector ? { PORTAL_TELEMETRY_URL: TELEMETRY_PATH } : {});
  const app = buildSandbox({
    portal: (server) => {
      if (collector) {
        // Before the sandbox parses any body: the collector reads the untouched request.
        server.addHook('onRequest', (request, reply, done) => {
          if (!isCollectorUrl(request.url)) {
            done();
            return;
          }
          void reply.hijack();
          collector.routing(request.raw, reply.raw);
        });
      }
      staticPortal(server, DIST, served, {
        onCspViolation: (violation) => cspViolations.push(violation),
      });
    },
    rateLimit: options.rateLimit ?? BROWSER_TEST_RATE_LIMITS,
    // The page and the API hold the same list, as a deployment does (rule 8).
    redirectAllowList: served.config.redirectAllowList,
  });
  options.setUp?.(app);
  const origin = await listenOnOwnSite(app, options.host);
  return {
    origin,
    portalUrl: (path) => `${origin}/portal${path}`,
    cspViolations,
    async reset() {
      const response = await fetch(`${origin}/sandbox/api/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`Sandbox reset failed: HTTP ${response.status}`);
    },
    collector,
    close: async () => {
      await app.close();
      await collector?.close();
    },
  };
}
