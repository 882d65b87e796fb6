import type { Server } from 'node:http';
import type { Plugin } from 'vite';
import { attachRelay } from './relay-server.ts';

/**
 * `npm start` also serves the inspector's relay, so the inspector follows a portal on another
 * device (`npm start -- --host` to let a phone on the same network reach the dev server).
 * Development only: the build has no relay, and the portal only connects to it in development.
 */
export function inspectorRelayPlugin(): Plugin {
  return {
    name: 'portal-inspector-relay',
    apply: 'serve',
    configureServer(server) {
      const http = server.httpServer as Server | null;
      if (!http) return; // middleware mode: no server of its own to attach to.
      const relay = attachRelay(http, { base: server.config.base });
      http.on('close', () => {
        void relay.close();
      });
    },
  };
}
