/**
 * What the portal's transition beacon carries and where it goes: the contract between the page
 * (src/telemetry/transition-beacon.ts) and the collector (collector/), which refuses anything
 * else (docs/decisions/050-transition-telemetry.md). Names only: transition ids from the machines'
 * own graphs and the brand's id, never a value the visitor typed, an identifier or a time.
 */

/** Where the page sends beacons, on its own origin. */
export const TELEMETRY_PATH = '/portal/telemetry';

/** Where browsers send Content-Security-Policy violation reports (`report-uri` and `report-to`). */
export const CSP_REPORT_PATH = '/portal/telemetry/csp';

/** The collector's counters, in the Prometheus text format (`npm start` and every collector). */
export const METRICS_PATH = '/telemetry/metrics';

/**
 * Where nginx reports a beacon or report it refused itself (`/telemetry/refused/rate_limited`,
 * `…/too_large`), so every refusal is counted; off the portal's public paths, like the metrics.
 */
export const REFUSAL_PATH = '/telemetry/refused';

/**
 * Larger than any beacon a visit sends (a whole registration with every retry is under 2 KB),
 * small enough that posting junk is cheap to refuse.
 */
export const MAX_BEACON_BYTES = 4096;

/** At most this many of one transition in a beacon: a visitor retrying a step many times. */
export const MAX_COUNT_PER_TRANSITION = 100;

/**
 * One beacon: how many times each transition was taken since the last beacon of this page, and
 * the brand the page runs as. Nothing else is accepted.
 */
export interface Beacon {
  /** A brand id (`content/brands`), `default` for none or an unknown `client_id`. */
  brand: string;
  /** Transition id (`machine-graph`, as in docs/paths/coverage.json) → times taken (≥ 1). */
  counts: Readonly<Record<string, number>>;
}

/** The labels of one transition in `portal_transitions_total`. */
export interface TransitionLabels {
  machine: string;
  /** The source state, without the machine's id: `cpf.requestingToken`. */
  from: string;
  /** The event and the transition's position among its siblings: `xstate.done.actor.requestToken[2]`. */
  event: string;
  /** The targets, without the machine's id, joined by ', '; `(no target)` when it stays. */
  to: string;
}

const ID_PATTERN = /^(?<source>\S+) --(?<event>\S+\[\d+\])--> (?<targets>.+)$/;

/**
 * Splits a transition id (`default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha`)
 * into its labels. The machine's id is the first segment of the source state's id.
 */
export function transitionLabels(machine: string, id: string): TransitionLabels | undefined {
  const groups = ID_PATTERN.exec(id)?.groups;
  const prefix = `${machine}.`;
  if (!groups?.['source']?.startsWith(prefix)) return undefined;
  const local = (stateId: string) =>
    stateId.startsWith(prefix) ? stateId.slice(prefix.length) : stateId;
  return {
    machine,
    from: local(groups['source']),
    event: groups['event'] ?? '',
    to: (groups['targets'] ?? '').split(', ').map(local).join(', '),
  };
}

/** The id back from its labels: the inverse of `transitionLabels`. */
export function transitionIdOf({ machine, from, event, to }: TransitionLabels): string {
  const global = (state: string) => (state === '(no target)' ? state : `${machine}.${state}`);
  return `${machine}.${from} --${event}--> ${to.split(', ').map(global).join(', ')}`;
}
