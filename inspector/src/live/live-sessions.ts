import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import type { StateValue } from 'xstate';
import type { MachineId } from '../../../machines/registry.ts';
import { isMachineId } from '../catalogue.ts';
import {
  INSPECTOR_CHANNEL,
  isPortalMessage,
  type InspectorHelloMessage,
  type PortalMessage,
} from '../../../inspector-protocol/protocol.ts';

import { connectRelay, RELAY_WANTED_AT_LOAD } from './relay-client.ts';

/**
 * The inspector's live view: what the portal's register screens post (see broadcast.ts), from
 * other tabs of this browser on the BroadcastChannel and, in development, from any device through
 * the local relay (relay/relay-server.ts), kept as sessions and an event log.
 */

export interface LiveSession {
  session: string;
  machineId: MachineId;
  value: StateValue;
  /** When it last posted. */
  at: number;
  /** The portal's count of the session's events so far (protocol.ts). */
  events: number;
  closed: boolean;
}

export interface LogEntry {
  /** Unique within the log. */
  seq: number;
  at: number;
  session: string;
  machineId: MachineId;
  /** Null when the inspector learnt the state from a hello answer, not from an event. */
  eventType: string | null;
  from: StateValue | undefined;
  to: StateValue;
}

export interface LiveState {
  sessions: ReadonlyMap<string, LiveSession>;
  /** Newest last. */
  log: readonly LogEntry[];
  /** The session that posted last, if it is still open. */
  latest: string | undefined;
}

export const EMPTY_LIVE: LiveState = { sessions: new Map(), log: [], latest: undefined };

/** How many log entries are kept. */
export const LOG_LIMIT = 500;

export function liveReducer(state: LiveState, message: PortalMessage): LiveState {
  const sessions = new Map(state.sessions);
  const known = sessions.get(message.session);
  if (message.kind === 'portal.closed') {
    if (!known || known.closed) return state;
    sessions.set(message.session, { ...known, closed: true, at: message.at });
    return {
      ...state,
      sessions,
      latest: state.latest === message.session ? undefined : state.latest,
    };
  }
  if (!isMachineId(message.machineId)) return state;
  const { session, machineId, value, eventType, seq, at } = message;
  // The channel and the relay may both bring a message, and a closed screen's late ones may
  // follow its goodbye: an event already counted, or any news of a closed screen, is old news.
  if (known && (known.closed || seq < known.events || (seq === known.events && eventType !== null)))
    return state;
  sessions.set(session, { session, machineId, value, at, events: seq, closed: false });
  const sameAsKnown = known && JSON.stringify(known.value) === JSON.stringify(value);
  // A hello answer that tells nothing new is not an event: it stays out of the log.
  const logged = eventType !== null || !sameAsKnown;
  const entry: LogEntry = {
    seq: (state.log.at(-1)?.seq ?? 0) + 1,
    at,
    session,
    machineId,
    eventType,
    from: known?.value,
    to: value,
  };
  return {
    sessions,
    log: logged ? [...state.log, entry].slice(-LOG_LIMIT) : state.log,
    latest: session,
  };
}

/** The open session of this machine that posted last. */
export function liveSessionOf(state: LiveState, machineId: MachineId): LiveSession | undefined {
  return [...state.sessions.values()]
    .filter((session) => session.machineId === machineId && !session.closed)
    .sort((a, b) => b.at - a.at)[0];
}

/**
 * Listens on the channel (and the relay, when there is one) and says hello, so portals already
 * open answer with where they are. `onMessage` sees each portal message first (the page follows
 * the session's machine).
 */
export function useLiveSessions(onMessage: (message: PortalMessage) => void): {
  live: LiveState;
  relayConnected: boolean;
} {
  const [live, dispatch] = useReducer(liveReducer, EMPTY_LIVE);
  const [relayConnected, setRelayConnected] = useState(false);
  const receive = useEffectEvent((data: unknown) => {
    if (!isPortalMessage(data)) return;
    onMessage(data);
    dispatch(data);
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      receive(data);
    };
    const hello: InspectorHelloMessage = { kind: 'inspector.hello' };
    channel.postMessage(hello);
    return () => {
      channel.close();
    };
  }, []);
  useEffect(() => {
    if (!RELAY_WANTED_AT_LOAD) return undefined;
    return connectRelay(window.location, { onMessage: receive, onStatus: setRelayConnected });
  }, []);
  return { live, relayConnected };
}
