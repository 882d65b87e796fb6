import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * Chromium runs one renderer process per site (the run's Chromium is started with
 * `--process-per-site`, see chromium-server.ts), and a site is its host without the port. Each
 * test file's servers therefore listen on an address of their own in 127.0.0.0/8, all of which
 * Linux routes to the loopback interface: a file's pages share one warm renderer, and two files
 * running side by side never share one main thread.
 */
function randomLoopbackAddress(): string {
  const byte = (from: number, to: number) => String(from + Math.floor(Math.random() * (to - from)));
  return `127.${byte(1, 255)}.${byte(0, 256)}.${byte(1, 255)}`;
}

/** What Lighthouse, among others, counts as a secure origin without HTTPS. */
export const LOCALHOST = '127.0.0.1';

/**
 * Listens on a free port of an address of its own (or of `host`); on a system that offers only
 * 127.0.0.1, there. Returns the origin.
 */
export async function listenOnOwnSite(
  app: FastifyInstance,
  host = randomLoopbackAddress(),
): Promise<string> {
  try {
    await app.listen({ port: 0, host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    host = LOCALHOST;
    await app.listen({ port: 0, host });
  }
  const { port } = app.server.address() as AddressInfo;
  return `http://${host}:${String(port)}`;
}
