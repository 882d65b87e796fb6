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

/** What the beacon needs of the page: sending, waiting, and hearing that the page is being hidden. */
export interface BeaconPage {
  /** Hands a body to the browser; false when it could not take it (its beacon queue is full). */
  send(url: string, body: string): boolean;
  /** Runs `task` after `ms`; returns a function that cancels it. */
  later(task: () => void, ms: number): () => void;
  /** Calls `listener` whenever the page is hidden or left; returns a function that stops. */
  onHide(listener: () => void): () => void;
}

/** The browser: `navigator.sendBeacon` (a string goes as text/plain, with no preflight). */
export function browserPage(): BeaconPage {
  return {
    send: (url, body) => navigator.sendBeacon(url, body),
    later(task, ms) {
      const timer = setTimeout(task, ms);
      return () => {
        clearTimeout(timer);
      };
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

/**
 * How long a step change's beacon waits for the next one: the CPF step's calls (captcha, token,
 * question) take a second or two, and their step changes then go as one beacon. A hidden page
 * sends at once.
 */
export const BEACON_QUEUE_MS = 3000;

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

/**
 * Counts transitions and sends them in batches: a step change queues a beacon, which waits
 * `BEACON_QUEUE_MS` and takes every count made meanwhile, so a page sends at most one beacon per
 * step change (the CPF step's quick calls make one). A final state, a full batch, a hidden page
 * or a stopped actor send at once. Counts the browser would not take stay for the next beacon.
 */
export function startBeacon({ url, brand, page = browserPage() }: BeaconOptions): TransitionBeacon {
  let counts = new Map<string, number>();
  let cancelQueued: (() => void) | undefined;
  const flush = () => {
    cancelQueued?.();
    cancelQueued = undefined;
    if (counts.size === 0) return;
    const beacon: Beacon = { brand, counts: Object.fromEntries(counts) };
    if (page.send(url, JSON.stringify(beacon))) counts = new Map();
  };
  const queue = () => {
    cancelQueued ??= page.later(flush, BEACON_QUEUE_MS);
  };
  const stopHearing = page.onHide(flush);
  return {
    take({ _transitions: transitions, snapshot }) {
      const due = count(transitions);
      // Done, or stopped: the screen closed (another route took over). Nothing follows.
      if (due === 'now' || (snapshot as { status: string }).status !== 'active') flush();
      else if (due === 'soon') queue();
    },
    stop() {
      flush();
      stopHearing();
    },
  };

  /** Counts a microstep's transitions; says whether a beacon is due now, soon or not yet. */
  function count(transitions: InspectedMicrostepEvent['_transitions']): 'now' | 'soon' | undefined {
    let due: 'now' | 'soon' | undefined;
    for (const definition of transitions) {
      const id = definitionId(definition);
      if (id === undefined) continue;
      const times = (counts.get(id) ?? 0) + 1;
      counts.set(id, times);
      const targets = definition.target ?? [];
      // A full batch (the collector refuses past it), or a final state (nothing follows there,
      // and the visitor may close the page): now. Another step (the top-level state): soon.
      if (
        times >= MAX_COUNT_PER_TRANSITION ||
        counts.size >= MAX_TRANSITIONS_PER_BEACON ||
        targets.some((target) => target.type === 'final')
      ) {
        due = 'now';
      } else if (targets.some((target) => target.path[0] !== definition.source.path[0])) {
        due ??= 'soon';
      }
    }
    return due;
  }
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
