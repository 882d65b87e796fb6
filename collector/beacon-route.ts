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
      brand: { type: 'string', enum: [...allowList.brands] },
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
  app.post<{ Body: Beacon }>(
    TELEMETRY_PATH,
    { ...limit, bodyLimit: MAX_BEACON_BYTES, schema: { body: beaconSchema(allowList) } },
    (request, reply) => {
      const { brand, counts } = request.body;
      for (const [id, times] of Object.entries(counts)) {
        const transition = byId.get(id);
        // The schema already refused unknown ids; this keeps the types honest.
        if (!transition) continue;
        const { machine, from, event, to } = transition;
        metrics.transitions.inc({ machine, brand, from, event, to }, times);
      }
      void reply.code(204).send();
    },
  );
}
