import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { METRICS_PATH } from '../telemetry-contract/beacon-contract.ts';
import type { TelemetryAllowList } from '../telemetry-contract/allow-list.ts';
import { beaconRoute } from './beacon-route.ts';
import { cspReportRoute } from './csp-route.ts';
import { createMetrics, type CollectorMetrics } from './metrics.ts';

export interface CollectorOptions {
  /** The transition ids and brands this collector accepts (the build's, `src/telemetry/allow-list.ts`). */
  allowList: TelemetryAllowList;
  /**
   * Beacons and reports per client address in a window; beyond it, 429. Default
   * `DEFAULT_COLLECTOR_RATE_LIMIT`; `false` turns it off (a collector behind a proxy that limits).
   */
  rateLimit?: { max: number; windowMs: number } | false;
  /**
   * Which proxies' X-Forwarded-For is believed, so the limit counts per visitor rather than per
   * proxy: fastify's `trustProxy` (addresses or CIDRs). Default: loopback only.
   */
  trustProxy?: string | string[] | boolean;
  /** Also answer the metrics at `/metrics`, where Prometheus looks by default (the standalone one). */
  metricsAtRoot?: boolean;
  logger?: boolean;
}

/**
 * Far above what one visit sends (a beacon per step and per hidden page: about ten for a whole
 * registration), low enough that a script posting in a loop is cut off within the minute.
 */
export const DEFAULT_COLLECTOR_RATE_LIMIT = { max: 60, windowMs: 60_000 };

export type CollectorApp = FastifyInstance & { readonly metrics: CollectorMetrics };

const JSON_BODIES = ['text/plain', 'application/csp-report', 'application/reports+json'];

/**
 * A collector: stateless but for its counters, so any number of them can stand behind nginx and
 * Prometheus sums them (docs/deploy.md). `listen()` to serve it, or `ready()` then `routing()` to
 * mount it in another server (collector/vite-plugin.ts).
 */
export function buildCollector(options: CollectorOptions): CollectorApp {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    // Bodies are small; a client that trickles one in is dropped quickly.
    requestTimeout: 10_000,
    connectionTimeout: 20_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const metrics = createMetrics();
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  // sendBeacon posts a string as text/plain; browsers post CSP reports under their own types.
  app.addContentTypeParser(JSON_BODIES, { parseAs: 'string' }, jsonParser);

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) {
      metrics.refused.inc({ reason: 'rate_limited' });
      void reply.code(429).send({ error: 'Too many reports from this address; try later.' });
      return;
    }
    if (status >= 500) {
      void reply.code(500).send({ error: 'The collector failed.' });
      return;
    }
    // Every refusal of a body (schema, size, type, syntax) is one answer: 400.
    metrics.refused.inc({
      reason: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too_large' : 'invalid',
    });
    void reply.code(400).send({ error: error.message });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const limit = options.rateLimit ?? DEFAULT_COLLECTOR_RATE_LIMIT;
  if (limit !== false) {
    void app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
    });
  }
  // In a plugin of its own, so the rate limit's plugin has loaded when the routes are added.
  void app.register((scope, _options, done) => {
    const routeLimit =
      limit === false
        ? {}
        : { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } };
    beaconRoute(scope, options.allowList, metrics, routeLimit);
    cspReportRoute(scope, metrics, routeLimit);
    done();
  });

  const answerMetrics = async () => metrics.registry.metrics();
  const metricsRoute = (path: string) => {
    app.get(path, async (_request, reply) => {
      void reply.header('content-type', metrics.registry.contentType);
      return answerMetrics();
    });
  };
  metricsRoute(METRICS_PATH);
  if (options.metricsAtRoot) metricsRoute('/metrics');
  return Object.assign(app, { metrics });
}
