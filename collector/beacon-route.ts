import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import {
  MAX_BEACON_BYTES,
  MAX_COUNT_PER_TRANSITION,
  TELEMETRY_PATH,
  type Beacon,
} from '../telemetry-contract/beacon-contract.ts';
import type { AllowedTransition, TelemetryAllowList } from '../telemetry-contract/allow-list.ts';
import type { CollectorMetrics } from './metrics.ts';

/**
 * The beacon's JSON schema, built from the allow-list: the brand and every transition id must be
 * the build's own, and nothing else may be there. Fastify's validator (ajv) refuses the rest with
 * 400 before the handler runs.
 */
export function beaconSchema(allowList: TelemetryAllowList) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['brand', 'counts'],
    properties: {
      brand: { type: 'string', enum: allowList.brands.map(({ id }) => id) },
      counts: {
        type: 'object',
        minProperties: 1,
        propertyNames: { enum: allowList.transitions.map(({ id }) => id) },
        additionalProperties: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_COUNT_PER_TRANSITION,
        },
      },
    },
  } as const;
}

/** `POST /portal/telemetry`: counts a beacon's transitions, answers 204 with no body. */
export function beaconRoute(
  app: FastifyInstance,
  allowList: TelemetryAllowList,
  metrics: CollectorMetrics,
  limit: RouteShorthandOptions,
): void {
  const byId = new Map<string, AllowedTransition>(
    allowList.transitions.map((transition) => [transition.id, transition]),
  );
  const machinesOf = new Map(allowList.brands.map(({ id, machines }) => [id, machines]));
  app.post<{ Body: Beacon }>(
    TELEMETRY_PATH,
    { ...limit, bodyLimit: MAX_BEACON_BYTES, schema: { body: beaconSchema(allowList) } },
    (request, reply) => {
      const { brand, counts } = request.body;
      const machines = machinesOf.get(brand) ?? [];
      // The schema refused unknown ids; a known one of another brand's machine is refused here,
      // whole, so the series stay the pairs the collector started with.
      const taken = Object.entries(counts).map(([id, times]) => ({
        times,
        transition: byId.get(id),
      }));
      if (taken.some(({ transition }) => !transition || !machines.includes(transition.machine))) {
        metrics.refused.inc({ by: 'collector', reason: 'invalid' });
        void reply
          .code(400)
          .send({ error: `A transition of a machine brand '${brand}' does not run.` });
        return;
      }
      for (const { times, transition } of taken) {
        if (!transition) continue;
        const { machine, from, event, to } = transition;
        metrics.transitions.inc({ machine, brand, from, event, to }, times);
      }
      void reply.code(204).send();
    },
  );
}
