import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { isHostAllowed } from 'host-validation-middleware';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { protocolFields, RELAY_PATH } from '../../../inspector-protocol/protocol.ts';

/**
 * The development relay: a WebSocket endpoint on the dev server (`<base>__inspector-relay`) that
 * lets the inspector follow a portal on another device (a phone on the same network). Portals
 * connect with `?role=portal`, inspectors with `?role=inspector`. It passes portal messages to
 * inspectors and inspectors' hellos to portals, each rebuilt from the protocol's own fields
 * (protocol.ts): a machine id, a state value, an event type, a random session id and a time.
 * Anything else a sender adds is dropped; nothing is stored. See docs/decisions/022-inspector-relay.md.
 */

export type Role = 'portal' | 'inspector';

export interface Relay {
  /** Hands an HTTP upgrade to the relay; false when the request is not for it. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Every message the relay passed on, as sent (for tests); empty unless `record` was set. */
  readonly sent: readonly { to: Role; text: string }[];
  close(): Promise<void>;
}

/** The caller's role; undefined for another path (Vite's own socket), 'refused' for a bad role. */
function roleOf(request: IncomingMessage, base: string): Role | 'refused' | undefined {
  const url = new URL(request.url ?? '/', 'http://relay.invalid');
  if (url.pathname !== `${base}${RELAY_PATH}`) return undefined;
  const role = url.searchParams.get('role');
  return role === 'portal' || role === 'inspector' ? role : 'refused';
}

/** A received frame as text, whichever of its shapes `ws` hands over. */
export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : new TextDecoder().decode(data);
}

/** Largest message accepted: a state value and a few names are far below it. */
export const MAX_PAYLOAD = 16 * 1024;

/**
 * Messages one connection may send per second: a person clicking through the portal sends a few;
 * a connection past it is closed (1008, policy violation), the others go on.
 */
export const MAX_MESSAGES_PER_SECOND = 50;

/**
 * Messages all connections together may pass on per second (issue 36: 300 sockets at 50 each
 * sent one inspector 14,700 a second). Past it, messages are dropped until the next second; no
 * connection is closed for what others send.
 */
export const MAX_RELAYED_PER_SECOND = 200;

/** Sockets open at once: a few portals and inspectors; past it an upgrade answers 503. */
export const MAX_SOCKETS = 32;

/**
 * The hosts the relay answers, as Vite's `server.allowedHosts` (resolved config): `true` for any,
 * else names besides localhost and IP addresses, which are always allowed. Default: none more.
 */
export type AllowedHosts = readonly string[] | true;

/**
 * Whether the upgrade comes from a page of the dev server's own origin (issue 28). Browsers send
 * the page's Origin with every WebSocket: another site's page, which could otherwise read the
 * feed or speak as a portal, is refused. A client with no Origin is no browser page (a test, a
 * script on the machine), and could write any Origin anyway.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.headers.host
  );
}

/**
 * Whether the upgrade names a host the dev server serves (DNS rebinding: a page of
 * `evil.example`, resolved to this machine, sends `Host` and `Origin` both `evil.example:PORT`,
 * which the Origin check alone takes for the server's own). The same rule and library Vite's own
 * HTTP and WebSocket servers apply (host-validation-middleware).
 */
export function isAllowedHost(request: IncomingMessage, allowedHosts: AllowedHosts): boolean {
  if (allowedHosts === true) return true;
  const { host } = request.headers;
  // A request without Host is no browser's (HTTP/1.1 requires it): nothing to rebind.
  return host === undefined || isHostAllowed(host, [...allowedHosts]);
}

/** Counts what all connections pass on in the current second. */
function relayBudget(): () => boolean {
  let windowStart = Date.now();
  let inWindow = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1_000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    return inWindow <= MAX_RELAYED_PER_SECOND;
  };
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}

export function createRelay(options: {
  base: string;
  record?: boolean;
  allowedHosts?: AllowedHosts;
}): Relay {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const members = new Map<WebSocket, Role>();
  const sent: { to: Role; text: string }[] = [];
  const withinBudget = relayBudget();
  const allowedHosts = options.allowedHosts ?? [];

  const sendTo = (role: Role, text: string) => {
    if (options.record) sent.push({ to: role, text });
    for (const [socket, memberRole] of members) {
      if (memberRole === role && socket.readyState === socket.OPEN) socket.send(text);
    }
  };

  // A failing socket (a message over MAX_PAYLOAD, a broken frame, a reset) is closed and
  // forgotten: an error event with no listener would stop the dev server (`npm start`).
  server.on('error', () => undefined);
  server.on('connection', (socket: WebSocket, role: Role) => {
    members.set(socket, role);
    socket.on('close', () => members.delete(socket));
    socket.on('error', () => {
      members.delete(socket);
      socket.terminate();
    });
    let windowStart = Date.now();
    let inWindow = 0;
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - windowStart >= 1_000) {
        windowStart = now;
        inWindow = 0;
      }
      inWindow += 1;
      if (inWindow > MAX_MESSAGES_PER_SECOND) {
        members.delete(socket);
        socket.close(1008, 'Too many messages.');
        return;
      }
      if (isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawText(data));
      } catch {
        return;
      }
      const message = protocolFields(parsed);
      if (!message || !withinBudget()) return;
      // Portals speak to inspectors (their state), inspectors to portals (hello): nothing else.
      if (role === 'portal' && message.kind !== 'inspector.hello') {
        sendTo('inspector', JSON.stringify(message));
      } else if (role === 'inspector' && message.kind === 'inspector.hello') {
        sendTo('portal', JSON.stringify(message));
      }
    });
  });

  return {
    sent,
    handleUpgrade(request, socket, head) {
      const role = roleOf(request, options.base);
      if (!role) return false;
      if (role === 'refused') {
        refuse(socket, '400 Bad Request');
        return true;
      }
      if (!isAllowedHost(request, allowedHosts) || !isSameOrigin(request)) {
        refuse(socket, '403 Forbidden');
        return true;
      }
      if (server.clients.size >= MAX_SOCKETS) {
        refuse(socket, '503 Service Unavailable');
        return true;
      }
      // A reset during the handshake must not stop the server either.
      socket.on('error', () => {
        socket.destroy();
      });
      server.handleUpgrade(request, socket, head, (ws) => {
        server.emit('connection', ws, role);
      });
      return true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of members.keys()) socket.terminate();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Attaches a relay to an HTTP server's upgrades (other upgrades, such as Vite's, go on by). */
export function attachRelay(
  httpServer: Server,
  options: { base: string; record?: boolean; allowedHosts?: AllowedHosts },
): Relay {
  const relay = createRelay(options);
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    relay.handleUpgrade(request, socket, head);
  });
  return relay;
}
