import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import { RELAY_PATH } from '../../../inspector-protocol/protocol.ts';
import { attachRelay, type AllowedHosts, type Relay } from '../../src/relay/relay-server.ts';

/** The base the portal's dev server serves under, as `npm start` mounts the relay. */
const BASE = '/portal/';

/**
 * A development relay on its own HTTP server on a free loopback port, and the sockets a test
 * opened to it, all closed by `close()` (call it after each test).
 */
export interface RelayHarness {
  start(options?: {
    allowedHosts?: AllowedHosts;
    record?: boolean;
  }): Promise<{ url: string; port: number }>;
  /** The relay last started, for what it recorded. */
  readonly relay: Relay | undefined;
  /** Sockets the test opened: pushed by the test, terminated by `close()`. */
  readonly sockets: WebSocket[];
  close(): Promise<void>;
}

export function relayHarness(): RelayHarness {
  let server: Server | undefined;
  let relay: Relay | undefined;
  const sockets: WebSocket[] = [];
  return {
    async start({ allowedHosts, record = false } = {}) {
      const started = createServer();
      server = started;
      relay = attachRelay(started, {
        base: BASE,
        record,
        ...(allowedHosts === undefined ? {} : { allowedHosts }),
      });
      await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
      const { port } = started.address() as AddressInfo;
      return { url: `ws://127.0.0.1:${String(port)}${BASE}${RELAY_PATH}`, port };
    },
    get relay() {
      return relay;
    },
    sockets,
    async close() {
      sockets.splice(0).forEach((socket) => {
        socket.terminate();
      });
      await relay?.close();
      await new Promise((resolve) => server?.close(resolve));
      server = undefined;
      relay = undefined;
    },
  };
}
