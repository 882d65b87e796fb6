import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { METRICS_PATH } from '../telemetry-contract/beacon-contract.ts';
import type { TelemetryAllowList } from '../telemetry-contract/allow-list.ts';
import { beaconRoute } from './beacon-route.ts';
import { cspReportRoute } from './csp-route.ts';
import { createMetrics, type CollectorMetrics } from './metrics.ts';
import { refusalRoute } from './refusal-route.ts';

export interface CollectorOptions {
  /** The transition ids and brands this collector accepts (the build's, `telemetry-contract/allow-list.ts`). */
  allowList: TelemetryAllowList;
  /**
   * Beacons and reports per client address in a window; beyond it, 429. Default
   * `DEFAULT_COLLECTOR_RATE_LIMIT`; `false` turns it off (a collector behind a proxy that limits).
   */
  rateLimit?: { max: number; windowMs: number } | false;
  /**
   * Which proxies' X-Forwarded-For is believed, so the limit counts per visitor rather than per
   * proxy: fastify's `trustProxy` (addresses or CIDRs; `npm run collector -- --trust-proxy` or
   * `PORTAL_COLLECTOR_TRUSTED_PROXIES`). Default: none, loopback included: any local process could
   * otherwise claim any address (issue 36).
   */
  trustProxy?: string | string[] | boolean;
  /** Also answer the metrics at `/metrics`, where Prometheus looks by default (the standalone one). */
  metricsAtRoot?: boolean;
  logger?: boolean;
}

/**
 * Per address, which a mobile carrier's NAT shares among many customers: a registration sends
 * about four beacons (`npm run telemetry:cost`), so 600 a minute lets 150 registrations a minute
 * through one address, as nginx's limit does (docs/analytics.md, "Limites"); a script posting in
 * a loop is still cut off within the minute, and every refusal is counted.
 */
export const DEFAULT_COLLECTOR_RATE_LIMIT = { max: 600, windowMs: 60_000 };

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
    trustProxy: options.trustProxy ?? false,
    // Bodies are small; a client that trickles one in is dropped quickly.
    requestTimeout: 10_000,
    connectionTimeout: 20_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const metrics = createMetrics(options.allowList);
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  // sendBeacon posts a string as text/plain; browsers post CSP reports under their own types.
  app.addContentTypeParser(JSON_BODIES, { parseAs: 'string' }, jsonParser);

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) {
      metrics.refused.inc({ by: 'collector', reason: 'rate_limited' });
      void reply.code(429).send({ error: 'Too many reports from this address; try later.' });
      return;
    }
    if (status >= 500) {
      void reply.code(500).send({ error: 'The collector failed.' });
      return;
    }
    // Too large is 413, as nginx answers past its own limit; any other refusal of a body
    // (schema, type, syntax) is 400.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      metrics.refused.inc({ by: 'collector', reason: 'too_large' });
      void reply.code(413).send({ error: error.message });
      return;
    }
    metrics.refused.inc({ by: 'collector', reason: 'invalid' });
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
  refusalRoute(app, metrics);
  if (options.metricsAtRoot) metricsRoute('/metrics');
  return Object.assign(app, { metrics });
}
