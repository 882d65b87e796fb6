import type { FastifyInstance } from 'fastify';
import { REFUSAL_PATH } from '../telemetry-contract/beacon-contract.ts';
import { REFUSAL_REASONS, type CollectorMetrics, type RefusalReason } from './metrics.ts';

const isReason = (value: string): value is RefusalReason =>
  (REFUSAL_REASONS as readonly string[]).includes(value);

/**
 * `GET|POST /telemetry/refused/<reason>`: nginx refused a beacon or report before any collector
 * saw it (its rate or body limit) and says so here, bodiless, from an `error_page`
 * (deploy/nginx/telemetry.ts). Counted under `by="nginx"`; nginx keeps its own status (429, 413).
 */
export function refusalRoute(app: FastifyInstance, metrics: CollectorMetrics): void {
  app.route<{ Params: { reason: string } }>({
    method: ['GET', 'POST'],
    url: `${REFUSAL_PATH}/:reason`,
    handler: (request, reply) => {
      const { reason } = request.params;
      if (!isReason(reason)) {
        void reply.code(404).send({ error: `No refusal reason '${reason}'.` });
        return;
      }
      metrics.refused.inc({ by: 'nginx', reason });
      void reply.code(204).send();
    },
  });
}
