import { Counter, Registry } from 'prom-client';

/**
 * The collector's counters, each in a registry of its own: two collectors in one process (tests,
 * `npm start` beside a standalone one) count apart. Nothing else is kept: a collector holds no
 * state a restart would lose but these sums, which Prometheus reads as a counter reset.
 */
export interface CollectorMetrics {
  registry: Registry;
  transitions: Counter<'machine' | 'brand' | 'from' | 'event' | 'to'>;
  cspViolations: Counter<'directive'>;
  refused: Counter<'reason'>;
}

export function createMetrics(): CollectorMetrics {
  const registry = new Registry();
  return {
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
      help: 'Beacons and reports refused, by reason (invalid, too_large, rate_limited).',
      labelNames: ['reason'],
      registers: [registry],
    }),
  };
}
