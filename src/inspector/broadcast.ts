import { useEffect } from 'react';
import type { AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import type { MachineId } from '../../machines/registry.ts';
import { relayUrl } from './live/relay-client.ts';
import {
  INSPECTOR_CHANNEL,
  isInspectorHello,
  type ChannelMessage,
  type PortalClosedMessage,
  type PortalStateMessage,
} from './protocol.ts';

/**
 * The portal's side of the state-chart inspector. The register screen calls
 * `useInspectorBroadcast(actorRef, machineId)` once; this file stays small (no drawing code), and
 * Stately's hosted inspector is imported lazily, in development only.
 */

/** The message for one snapshot: its state value and an event type, nothing of its context. */
export function portalStateMessage(
  session: string,
  machineId: MachineId,
  snapshot: { value: StateValue },
  eventType: string | null,
  at: number = Date.now(),
): PortalStateMessage {
  // A copy through JSON, so a value is plain data whatever the snapshot holds beside it.
  const value = JSON.parse(JSON.stringify(snapshot.value)) as StateValue;
  return { kind: 'portal.state', session, machineId, value, eventType, at };
}

function newSessionId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}

/** Whether the portal was opened with `?inspect=stately` in development. */
export function statelyInspectionRequested(search: string): boolean {
  return import.meta.env.DEV && new URLSearchParams(search).get('inspect') === 'stately';
}

/**
 * Attaches Stately's browser inspector (https://stately.ai/inspect, which needs internet) to a
 * running actor: the online option beside the offline inspector page. Development only; the
 * package is loaded on demand, so no build carries it. It is sent state values and event types
 * only (see stately.ts). Returns a function that detaches it.
 */
export function attachStatelyInspector(actorRef: AnyActorRef): () => void {
  let detach: (() => void) | undefined;
  let detached = false;
  if (import.meta.env.DEV) {
    void import('./stately.ts').then(({ connectStatelyInspector }) => {
      if (!detached) detach = connectStatelyInspector(actorRef);
    });
  }
  return () => {
    detached = true;
    detach?.();
  };
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
 * The relay on the dev server (relay/relay-server.ts): the same messages as the channel, queued
 * until the socket opens. A missing relay costs nothing but the failed connection.
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
 * Posts where a running actor is, now and after each event it processes, and answers inspectors'
 * hellos, on every transport. Returns a function that stops (and tells the inspectors the screen
 * closed).
 */
export function startFeed(
  actorRef: AnyActorRef,
  machineId: MachineId,
  transports: readonly FeedTransport[],
): () => void {
  const session = newSessionId();
  const post = (eventType: string | null) => {
    const snapshot = actorRef.getSnapshot() as { value: StateValue };
    const message = portalStateMessage(session, machineId, snapshot, eventType);
    for (const transport of transports) transport.post(message);
  };
  for (const transport of transports) {
    transport.onHello(() => {
      post(null);
    });
  }
  post('xstate.init');
  // Every event the actor itself processes, once its snapshot is updated: the event's type only.
  const subscription = actorRef.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actorRef) {
      post(inspection.event.type);
    }
  });
  const page = typeof window === 'undefined' ? undefined : window;
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    subscription.unsubscribe();
    const closed: PortalClosedMessage = { kind: 'portal.closed', session, at: Date.now() };
    for (const transport of transports) {
      transport.post(closed);
      transport.close();
    }
    page?.removeEventListener('pagehide', close);
  };
  // A closed tab unmounts nothing: say goodbye as the page goes.
  page?.addEventListener('pagehide', close);
  return close;
}

/**
 * The channel to inspectors in this browser and, in development only, the relay to inspectors on
 * any device. A production build never opens a socket.
 */
export function startBroadcast(actorRef: AnyActorRef, machineId: MachineId): () => void {
  const transports = [channelTransport()];
  if (import.meta.env.DEV && typeof window !== 'undefined' && typeof WebSocket !== 'undefined') {
    transports.push(relayTransport(browserSocket(relayUrl(window.location, 'portal'))));
  }
  return startFeed(actorRef, machineId, transports);
}

/**
 * Lets the inspector page follow this register screen: on each transition, posts the machine id,
 * the state value, the event type and the time to the inspector's BroadcastChannel. With
 * `?inspect=stately` in development it also attaches Stately's hosted inspector.
 */
export function useInspectorBroadcast(actorRef: AnyActorRef, machineId: MachineId): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    return startBroadcast(actorRef, machineId);
  }, [actorRef, machineId]);
  useEffect(
    () =>
      statelyInspectionRequested(window.location.search)
        ? attachStatelyInspector(actorRef)
        : undefined,
    [actorRef],
  );
}
