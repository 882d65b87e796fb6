import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { staticPortal, type StaticPortalOptions } from '../../static-server/static-portal.ts';
import { serverConfig } from '../../portal-config/config-script.ts';

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/** A build served by the preview's own code, with no sandbox API: the first screen calls none. */
async function serveBuild(dist: string, options: StaticPortalOptions): Promise<BenchServer> {
  const app = Fastify({ logger: false });
  staticPortal(app, dist, serverConfig({}), options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * The built portal as production serves it (static-server/static-portal.ts, the same rules as
 * nginx's map): the prerendered page for the request's `client_id` and route, a fresh CSP nonce
 * per page, brotli (precompressed assets, pages compressed per response), `/portal/config.js`
 * with no variable set.
 */
export function servePortal(dist: string): Promise<BenchServer> {
  return serveBuild(dist, {});
}

/**
 * The reference app (scripts/bench/reference-app.ts) at `/` by the same code, so the two differ
 * only by what each page is: its assets precompressed by the same build step, its page
 * compressed per response. Its page has no nonce placeholder, so it goes out without a policy
 * (a policy naming a nonce would block its script).
 */
export function serveReference(dist: string): Promise<BenchServer> {
  return serveBuild(dist, { base: '/', contentSecurityPolicy: false });
}
