/**
 * Starts one collector: `npm run collector -- --port 9470 [--host 127.0.0.1]
 * [--allow-list dist/.vite/telemetry-allow-list.json] [--trust-proxy 127.0.0.1,10.0.0.0/8]
 * [--rate-limit 60] [--log]`. It accepts the transition ids of the build it is deployed with
 * (written by `npm run build`); run one per core or host behind nginx (docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ALLOW_LIST_FILE, parseAllowList } from '../telemetry-contract/allow-list.ts';
import {
  CSP_REPORT_PATH,
  METRICS_PATH,
  TELEMETRY_PATH,
} from '../telemetry-contract/beacon-contract.ts';
import { buildCollector, DEFAULT_COLLECTOR_RATE_LIMIT } from './app.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9470' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-list': { type: 'string', default: resolve('dist', ALLOW_LIST_FILE) },
    'trust-proxy': { type: 'string' },
    'rate-limit': { type: 'string', default: String(DEFAULT_COLLECTOR_RATE_LIMIT.max) },
    log: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`--port must be a number from 0 to 65535, not '${values.port}'.`);
}
const perMinute = Number(values['rate-limit']);
if (!Number.isInteger(perMinute) || perMinute < 0) {
  fail(
    `--rate-limit must be a whole number of requests per minute (0: no limit), not '${values['rate-limit']}'.`,
  );
}
const allowListPath = values['allow-list'];
if (!existsSync(allowListPath)) {
  fail(
    `No allow-list at ${allowListPath}: run 'npm run build' first, or pass --allow-list <file>.`,
  );
}

const trustedProxies = values['trust-proxy'] ?? process.env['PORTAL_COLLECTOR_TRUSTED_PROXIES'];
const app = buildCollector({
  allowList: parseAllowList(readFileSync(allowListPath, 'utf8')),
  rateLimit: perMinute === 0 ? false : { max: perMinute, windowMs: 60_000 },
  // The proxies whose X-Forwarded-For is believed (nginx on this machine: 127.0.0.1); none by default.
  ...(trustedProxies === undefined
    ? {}
    : { trustProxy: trustedProxies.split(',').map((part) => part.trim()) }),
  metricsAtRoot: true,
  logger: values.log,
});
const origin = await app.listen({ port, host: values.host });

console.log(
  `Collector: beacons at ${origin}${TELEMETRY_PATH}, CSP reports at ${origin}${CSP_REPORT_PATH}`,
);
console.log(`Metrics (Prometheus text format): ${origin}/metrics and ${origin}${METRICS_PATH}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
