import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { RELAY_BASE } from '../../../inspector-protocol/protocol.ts';
import { attachRelay } from './relay-server.ts';

/** Where the inspector opens, with its trailing slash. */
export const INSPECTOR_BASE = '/portal/inspector/';

/**
 * `/portal/inspector` without its slash is the inspector too: sent on to the address with the
 * slash, its query kept (a shared link typed by hand). Served by the dev servers and the
 * inspector's own server (inspector/serve.ts) alike.
 */
export const withInspectorSlash: Connect.NextHandleFunction = (request, response, next) => {
  const url = new URL(request.url ?? '/', 'http://inspector.invalid');
  if (url.pathname !== INSPECTOR_BASE.slice(0, -1)) {
    next();
    return;
  }
  response.writeHead(301, { location: `${INSPECTOR_BASE}${url.search}` });
  response.end();
};

/**
 * The inspector in a Vite dev server (`npm start`, and `npm run inspector` on its own): its address
 * without the slash, and the relay that lets it follow a portal on another device
 * (`npm start -- --host` to let a phone on the same network reach the dev server). Development
 * only: no build has the relay, and the portal connects to it in development only.
 */
export function inspectorDevPlugin(): Plugin {
  return {
    name: 'portal-inspector-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(withInspectorSlash);
      const http = server.httpServer as Server | null;
      if (!http) return; // middleware mode: no server of its own to attach to.
      // The hosts Vite itself answers (`server.allowedHosts`): a rebound name is refused alike.
      const relay = attachRelay(http, {
        base: RELAY_BASE,
        allowedHosts: server.config.server.allowedHosts,
      });
      http.on('close', () => {
        void relay.close();
      });
    },
  };
}
