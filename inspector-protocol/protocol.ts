import type { StateValue } from 'xstate';
import { isRecord } from '../machines/shared/records.ts';

/**
 * What the portal tells the analysts' state-chart inspector (inspector/, an app of its own) over
 * a BroadcastChannel: which machine a register screen runs, the state it is in and the type of the
 * event that led there. Never context, event payloads, the CPF or the token. A BroadcastChannel
 * only reaches pages of the same origin in the same browser, so nothing leaves the analyst's
 * machine. The portal and the inspector both import this file; the portal imports nothing of the
 * inspector.
 */
export const INSPECTOR_CHANNEL = 'portal-cadastro.inspector';

/**
 * In development the same messages also go through a WebSocket relay on the dev server, at this
 * path under the portal's base, so the inspector follows a portal on another device
 * (inspector/src/relay/relay-server.ts).
 */
export const RELAY_PATH = '__inspector-relay';

/** The portal's base path, where the relay listens whichever page (portal or inspector) connects. */
export const RELAY_BASE = '/portal/';

export interface PortalStateMessage {
  kind: 'portal.state';
  /** A random id of one register screen, so the inspector tells two tabs apart. It names nothing. */
  session: string;
  /** The machine's id (machines/registry.ts); the inspector ignores ids it does not know. */
  machineId: string;
  value: StateValue;
  /** The event that led here (`xstate.init` at start); null when answering an inspector's hello. */
  eventType: string | null;
  /**
   * How many events the session has posted, this one included (1 for `xstate.init`; a hello
   * answer repeats the last). The same message can arrive twice (channel and relay): the
   * inspector keeps the first.
   */
  seq: number;
  /** When the portal saw it, in milliseconds since the epoch. */
  at: number;
}

/** The register screen closed (the customer left it or the tab closed). */
export interface PortalClosedMessage {
  kind: 'portal.closed';
  session: string;
  at: number;
}

/** An inspector opened: every portal on the channel answers with where it is. */
export interface InspectorHelloMessage {
  kind: 'inspector.hello';
}

export type PortalMessage = PortalStateMessage | PortalClosedMessage;
export type ChannelMessage = PortalMessage | InspectorHelloMessage;

/** A state value: a state name, or state names nested in objects. */
export function isStateValue(value: unknown): value is StateValue {
  if (typeof value === 'string') return true;
  return isRecord(value) && !Array.isArray(value) && Object.values(value).every(isStateValue);
}

export function isPortalMessage(data: unknown): data is PortalMessage {
  if (!isRecord(data) || typeof data['session'] !== 'string' || typeof data['at'] !== 'number') {
    return false;
  }
  if (data['kind'] === 'portal.closed') return true;
  return (
    data['kind'] === 'portal.state' &&
    typeof data['machineId'] === 'string' &&
    isStateValue(data['value']) &&
    (data['eventType'] === null || typeof data['eventType'] === 'string') &&
    Number.isInteger(data['seq'])
  );
}

/**
 * The message with only the fields the protocol names, rebuilt field by field: what the relay
 * passes on, whatever else a sender put beside them. Undefined for anything that is not one.
 */
export function protocolFields(data: unknown): ChannelMessage | undefined {
  if (isInspectorHello(data)) return { kind: 'inspector.hello' };
  if (!isPortalMessage(data)) return undefined;
  if (data.kind === 'portal.closed') {
    return { kind: 'portal.closed', session: data.session, at: data.at };
  }
  const { session, machineId, value, eventType, seq, at } = data;
  return { kind: 'portal.state', session, machineId, value, eventType, seq, at };
}

export function isInspectorHello(data: unknown): data is InspectorHelloMessage {
  return isRecord(data) && data['kind'] === 'inspector.hello';
}

/** `ws://host/portal/__inspector-relay?role=…` on the page's own origin (CSP connect-src 'self'). */
export function relayUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  role: 'portal' | 'inspector',
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${RELAY_BASE}${RELAY_PATH}?role=${role}`;
}
