import type { InspectedMicrostepEvent } from 'xstate';
import { MAX_COUNT_PER_TRANSITION, type Beacon } from '../../telemetry-contract/beacon-contract.ts';
import { definitionId } from './definition-id.ts';
import { validTelemetryUrl } from '../../portal-config/telemetry-url.ts';

/**
 * The transition beacon (docs/analytics.md, docs/decisions/050-transition-telemetry.md): counts
 * each transition the register screen's actor takes, by its id in the machine's own graph, and
 * sends the counts with the brand when the step changes, when the page is hidden and when a final
 * state is reached. A beacon is built from the graph's names and the brand alone: the snapshot's
 * context, the events' payloads and any time are never read into it, and nothing identifies the
 * visitor, the session or the device.
 */

/** What the beacon needs of the page: sending, and hearing that the page is being hidden. */
export interface BeaconPage {
  send(url: string, body: string): void;
  /** Calls `listener` whenever the page is hidden or left; returns a function that stops. */
  onHide(listener: () => void): () => void;
}

/** The browser: `navigator.sendBeacon` (a string goes as text/plain, with no preflight). */
export function browserPage(): BeaconPage {
  return {
    send: (url, body) => {
      navigator.sendBeacon(url, body);
    },
    onHide(listener) {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', listener);
      };
    },
  };
}

/** Fewer distinct transitions than this per beacon keeps its body far under the collector's limit. */
const MAX_TRANSITIONS_PER_BEACON = 24;

export interface BeaconOptions {
  url: string;
  brand: string;
  page?: BeaconPage;
}

export interface TransitionBeacon {
  /** One microstep of the actor, as its system's inspection reports it. */
  take(step: InspectedMicrostepEvent): void;
  /** Sends what is left and stops listening to the page. */
  stop(): void;
}

export function startBeacon({ url, brand, page = browserPage() }: BeaconOptions): TransitionBeacon {
  let counts = new Map<string, number>();
  const flush = () => {
    if (counts.size === 0) return;
    const beacon: Beacon = { brand, counts: Object.fromEntries(counts) };
    counts = new Map();
    page.send(url, JSON.stringify(beacon));
  };
  const stopHearing = page.onHide(flush);
  return {
    take({ _transitions: transitions, snapshot }) {
      // Done, or stopped: the screen closed (another route took over).
      let send = (snapshot as { status: string }).status !== 'active';
      for (const definition of transitions) {
        const id = definitionId(definition);
        if (id === undefined) continue;
        const times = (counts.get(id) ?? 0) + 1;
        counts.set(id, times);
        const targets = definition.target ?? [];
        send ||=
          times >= MAX_COUNT_PER_TRANSITION ||
          counts.size >= MAX_TRANSITIONS_PER_BEACON ||
          // A final state, or another step: the step is the top-level state.
          targets.some(
            (target) => target.type === 'final' || target.path[0] !== definition.source.path[0],
          );
      }
      if (send) flush();
    },
    stop() {
      flush();
      stopHearing();
    },
  };
}

/** Whether the browser says the visitor opts out of any sale or sharing (Global Privacy Control). */
export function privacyControlSet(navigator: Navigator): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/**
 * Takes over from the register screen's observer (telemetry.ts): counts the microsteps it noted
 * and returns what takes every later one. With Global Privacy Control set, or a URL that is not a
 * path on the portal's origin, nothing is counted or sent. `brand` is the app's to say (the stored
 * `client_id`'s): the beacon reads nothing of the app.
 */
export function startTelemetry(
  url: string,
  noted: readonly InspectedMicrostepEvent[],
  {
    brand,
    page = browserPage(),
    navigator = globalThis.navigator,
  }: { brand: string; page?: BeaconPage; navigator?: Navigator },
): (step: InspectedMicrostepEvent) => void {
  if (privacyControlSet(navigator) || validTelemetryUrl(url) !== url) return () => undefined;
  const beacon = startBeacon({ url, brand, page });
  const take = (step: InspectedMicrostepEvent) => {
    beacon.take(step);
  };
  noted.forEach(take);
  return take;
}
