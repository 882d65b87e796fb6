import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildSandbox } from '../../../sandbox/app.ts';

const DIST = resolve(import.meta.dirname, '../../../dist');

export interface PortalServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** URL of a portal path, e.g. portalUrl('/cadastro') */
  portalUrl(path: string): string;
  /** Forgets every token and e-mail, as a fresh sandbox. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The built portal and its sandbox API on one origin, on a free port, with fresh state. */
export async function startPortalServer(): Promise<PortalServer> {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run `npx vite build` before the browser tests.');
  }
  const app = buildSandbox({ staticDir: DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
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
