import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { staticPortal } from '../preview/static-portal.ts';
import { serverConfig } from '../../src/config/config-script.ts';

export interface BenchPortalServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The built portal as production serves it, through the preview's own code
 * (scripts/preview/static-portal.ts, the same rules as nginx's map): the prerendered page for the
 * request's `client_id` and route, a fresh CSP nonce per page, brotli (precompressed assets,
 * pages compressed per response), `/portal/config.js` with no variable set. No sandbox API: the
 * first screen calls none.
 */
export async function startBenchPortalServer(dist: string): Promise<BenchPortalServer> {
  const app = Fastify({ logger: false });
  staticPortal(app, dist, serverConfig({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
