import { Counter, Registry } from 'prom-client';
import { allowedPairs, type TelemetryAllowList } from '../telemetry-contract/allow-list.ts';
import { CSP_DIRECTIVES } from './csp-directives.ts';

/** Who refused a beacon or report: nginx, before any collector (limit_req, body size), or one. */
export const REFUSERS = ['nginx', 'collector'] as const;
/** Why: not the build's names or shape, over the size limit, over the rate limit. */
export const REFUSAL_REASONS = ['invalid', 'too_large', 'rate_limited'] as const;
export type Refuser = (typeof REFUSERS)[number];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * The collector's counters, each in a registry of its own: two collectors in one process (tests,
 * `npm start` beside a standalone one) count apart. Nothing else is kept: a collector holds no
 * state a restart would lose but these sums, which Prometheus reads as a counter reset.
 */
export interface CollectorMetrics {
  registry: Registry;
  transitions: Counter<'machine' | 'brand' | 'from' | 'event' | 'to'>;
  cspViolations: Counter<'directive'>;
  refused: Counter<'by' | 'reason'>;
}

/**
 * Every series a collector may ever have exists from its start, at 0: Prometheus's `increase()`
 * and `rate()` see a series' first sample as its starting value, so a series born at 1 would lose
 * that first count, at every start and restart (docs/decisions/061-exact-counts-and-the-analysts-funnel.md).
 */
export function createMetrics(allowList: TelemetryAllowList): CollectorMetrics {
  const registry = new Registry();
  const metrics: CollectorMetrics = {
    registry,
    transitions: new Counter({
      name: 'portal_transitions_total',
      help: "Transitions the portal's registration actor took, by machine, brand, source state, event and target.",
      labelNames: ['machine', 'brand', 'from', 'event', 'to'],
      registers: [registry],
    }),
    cspViolations: new Counter({
      name: 'portal_csp_violations_total',
      help: 'Content-Security-Policy violation reports received, by directive.',
      labelNames: ['directive'],
      registers: [registry],
    }),
    refused: new Counter({
      name: 'portal_telemetry_refused_total',
      help: 'Beacons and reports refused, by who refused them (nginx, collector) and why (invalid, too_large, rate_limited).',
      labelNames: ['by', 'reason'],
      registers: [registry],
    }),
  };
  for (const { brand, transition } of allowedPairs(allowList)) {
    const { machine, from, event, to } = transition;
    metrics.transitions.inc({ machine, brand, from, event, to }, 0);
  }
  for (const directive of CSP_DIRECTIVES) metrics.cspViolations.inc({ directive }, 0);
  for (const by of REFUSERS) {
    for (const reason of REFUSAL_REASONS) metrics.refused.inc({ by, reason }, 0);
  }
  return metrics;
}
