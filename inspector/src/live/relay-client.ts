import { relayUrl, type InspectorHelloMessage } from '../../../inspector-protocol/protocol.ts';

/**
 * The inspector's side of the development relay: a WebSocket to the dev server, which passes on
 * what portals on any device post. Used in development (`npm start`), or when a page is opened
 * with `?relay` on a server that has the relay (the browser tests').
 */

export function relayWanted(location: Location): boolean {
  return import.meta.env.DEV || new URLSearchParams(location.search).has('relay');
}

/** Read as the page loads, before the inspector rewrites its address to hold its view. */
export const RELAY_WANTED_AT_LOAD: boolean =
  typeof window !== 'undefined' && relayWanted(window.location);

const RETRY_MS = 2_000;

export function connectRelay(
  location: Location,
  handlers: { onMessage: (data: unknown) => void; onStatus: (connected: boolean) => void },
): () => void {
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const open = () => {
    socket = new WebSocket(relayUrl(location, 'inspector'));
    socket.onopen = () => {
      handlers.onStatus(true);
      const hello: InspectorHelloMessage = { kind: 'inspector.hello' };
      socket?.send(JSON.stringify(hello));
    };
    socket.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (typeof data !== 'string') return;
      try {
        handlers.onMessage(JSON.parse(data));
      } catch {
        // Not JSON: not from the relay.
      }
    };
    socket.onclose = () => {
      handlers.onStatus(false);
      // The dev server restarted or is not there yet: try again, quietly.
      if (!stopped) retry = setTimeout(open, RETRY_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
