import type { ActorRefLike, InspectionEvent, StateValue } from 'xstate';
import {
  INSPECTOR_CHANNEL,
  isInspectorHello,
  relayUrl,
  type ChannelMessage,
  type PortalClosedMessage,
  type PortalStateMessage,
} from '../../inspector-protocol/protocol.ts';

/**
 * The portal's side of the state-chart inspector: an observer of the register screen's actor
 * (XState's `inspect` option), which `createServices` hands the register page. It posts where each
 * running registration is, one message per event the machine processed, and nothing else: no
 * drawing code, no package of the inspector's (docs/decisions/044-inspector-own-app.md).
 */

/** The message for one snapshot: its state value and an event type, nothing of its context. */
export function portalStateMessage(
  session: string,
  machineId: string,
  snapshot: { value: StateValue },
  eventType: string | null,
  seq: number,
  at: number = Date.now(),
): PortalStateMessage {
  // A copy through JSON, so a value is plain data whatever the snapshot holds beside it.
  const value = JSON.parse(JSON.stringify(snapshot.value)) as StateValue;
  return { kind: 'portal.state', session, machineId, value, eventType, seq, at };
}

function newSessionId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}

/** Where the portal's messages go: the BroadcastChannel, and in development the relay too. */
export interface FeedTransport {
  post(message: ChannelMessage): void;
  /** Called when an inspector says hello: the portal answers with where it is. */
  onHello(listener: () => void): void;
  close(): void;
}

export function channelTransport(): FeedTransport {
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    onHello(listener) {
      channel.onmessage = ({ data }: MessageEvent<unknown>) => {
        if (isInspectorHello(data)) listener();
      };
    },
    close: () => {
      channel.close();
    },
  };
}

/** A socket to the relay, whichever WebSocket implementation opened it. */
export interface RelaySocket {
  isOpen(): boolean;
  send(text: string): void;
  close(): void;
}

/** Opens a socket and reports its opening and the text it receives. */
export type RelayConnector = (handlers: {
  onOpen: () => void;
  onMessage: (data: unknown) => void;
}) => RelaySocket;

/** The browser's WebSocket to `url`. */
export function browserSocket(url: string): RelayConnector {
  return ({ onOpen, onMessage }) => {
    const socket = new WebSocket(url);
    socket.onopen = onOpen;
    socket.onmessage = ({ data }: MessageEvent<unknown>) => {
      onMessage(data);
    };
    return {
      isOpen: () => socket.readyState === WebSocket.OPEN,
      send: (text) => {
        socket.send(text);
      },
      close: () => {
        socket.close();
      },
    };
  };
}

/**
 * The relay on the dev server: the same messages as the channel, queued until the socket opens.
 * A missing relay costs nothing but the failed connection.
 */
export function relayTransport(connect: RelayConnector): FeedTransport {
  const queue: string[] = [];
  let hello: (() => void) | undefined;
  const socket = connect({
    onOpen: () => {
      for (const text of queue.splice(0)) socket.send(text);
    },
    onMessage: (data) => {
      try {
        if (typeof data === 'string' && isInspectorHello(JSON.parse(data))) hello?.();
      } catch {
        // Not JSON: not from the relay.
      }
    },
  });
  return {
    post(message) {
      const text = JSON.stringify(message);
      if (socket.isOpen()) socket.send(text);
      else queue.push(text);
    },
    onHello(listener) {
      hello = listener;
    },
    close: () => {
      socket.close();
    },
  };
}

/**
 * The channel to inspectors in this browser and, in development only, the relay to inspectors on
 * any device. A production build never opens a socket; a page without BroadcastChannel posts
 * nothing.
 */
export function browserTransports(): FeedTransport[] {
  if (typeof BroadcastChannel === 'undefined') return [];
  const transports = [channelTransport()];
  if (import.meta.env.DEV && typeof window !== 'undefined' && typeof WebSocket !== 'undefined') {
    transports.push(relayTransport(browserSocket(relayUrl(window.location, 'portal'))));
  }
  return transports;
}

interface FeedSession {
  id: string;
  machineId: string;
  actorRef: ActorRefLike;
  seq: number;
  /** Set between the actor's stop and the end of that task: a restart in it keeps the session. */
  closing: ReturnType<typeof setTimeout> | undefined;
}

/** The id of the machine an actor runs (each registration machine's id is its MachineId). */
function machineIdOf(actorRef: ActorRefLike): string {
  const logic = 'logic' in actorRef ? (actorRef.logic as { id?: unknown }) : undefined;
  return typeof logic?.id === 'string' ? logic.id : 'unknown';
}

export interface InspectorFeed {
  /** XState's `inspect` option of the register screen's actor. */
  readonly inspect: (inspection: InspectionEvent) => void;
  /** Closes every session and the transports (the page goes). */
  close(): void;
}

/**
 * One session per root actor that starts, from its `xstate.init` to its stop; one message per
 * event it processed, posted after its snapshot is updated. React's StrictMode stops and restarts
 * a screen's actor as it mounts (`@xstate/react` keeps the same actor): a restart within the same
 * task continues the session, so a page load shows one session, not a phantom that starts and
 * stops. Transports are opened when the first session starts, not when the portal loads.
 */
export function inspectorFeed(openTransports: () => FeedTransport[]): InspectorFeed {
  const sessions = new Map<string, FeedSession>();
  let transports: FeedTransport[] | undefined;
  const post = (message: ChannelMessage) => {
    for (const transport of transports ?? []) transport.post(message);
  };
  const postState = (session: FeedSession, eventType: string | null) => {
    const snapshot = session.actorRef.getSnapshot() as { value: StateValue };
    post(portalStateMessage(session.id, session.machineId, snapshot, eventType, session.seq));
  };
  const opened = () => {
    if (transports) return;
    transports = openTransports();
    for (const transport of transports) {
      transport.onHello(() => {
        for (const session of sessions.values()) postState(session, null);
      });
    }
  };
  const close = (key: string) => {
    const session = sessions.get(key);
    if (!session) return;
    clearTimeout(session.closing);
    sessions.delete(key);
    const closed: PortalClosedMessage = {
      kind: 'portal.closed',
      session: session.id,
      at: Date.now(),
    };
    post(closed);
  };

  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const { actorRef, event } = inspection;
    // The screen's own machine, not the calls it invokes.
    if (actorRef.sessionId !== inspection.rootId) return;
    const key = actorRef.sessionId;
    const known = sessions.get(key);
    if (event.type === 'xstate.stop') {
      if (known && known.closing === undefined) {
        known.closing = setTimeout(() => {
          close(key);
        }, 0);
      }
      return;
    }
    if (event.type === 'xstate.init' && known) {
      // StrictMode's restart of the same actor: the session goes on, nothing happened.
      clearTimeout(known.closing);
      known.closing = undefined;
      return;
    }
    opened();
    const session = known ?? {
      id: newSessionId(),
      machineId: machineIdOf(actorRef),
      actorRef,
      seq: 0,
      closing: undefined,
    };
    sessions.set(key, session);
    session.seq += 1;
    postState(session, event.type);
  };

  return {
    inspect,
    close() {
      for (const key of [...sessions.keys()]) close(key);
      for (const transport of transports ?? []) transport.close();
      transports = undefined;
    },
  };
}

/**
 * The feed as the portal runs it: on the browser's transports, and closed as the page goes (a
 * closed tab unmounts nothing).
 */
export function portalInspectorFeed(): InspectorFeed {
  const feed = inspectorFeed(browserTransports);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      feed.close();
    });
  }
  return feed;
}
