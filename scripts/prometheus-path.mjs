import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'];

/** The Prometheus the telemetry test scrapes with: $PROMETHEUS_PATH, else Debian's. */
export function prometheusPath() {
  const fromEnv = process.env.PROMETHEUS_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** promtool, which Debian's `prometheus` package ships beside the server. */
export function promtoolPath() {
  const server = prometheusPath();
  if (!server) return undefined;
  const beside = server.replace(/prometheus$/, 'promtool');
  return existsSync(beside) ? beside : undefined;
}
