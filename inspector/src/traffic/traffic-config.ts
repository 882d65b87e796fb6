import { METRICS_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import type { TrafficSource } from './traffic-source.ts';

/**
 * Where the counts come from, decided when the page runs, not when it is built: a
 * `traffic-config.json` beside the inspector's page (`{ "prometheusUrl": "https://…" }`,
 * or a path on the inspector's own origin such as `/prometheus`, which its connect-src 'self'
 * allows; docs/deploy.md) selects Prometheus; without it (`npm start`) the embedded collector is read.
 */
export const TRAFFIC_CONFIG_FILE = 'traffic-config.json';

export function trafficSourceOf(config: unknown): TrafficSource {
  const url =
    typeof config === 'object' && config !== null && 'prometheusUrl' in config
      ? config.prometheusUrl
      : undefined;
  if (typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url)) {
    return { kind: 'prometheus', baseUrl: url };
  }
  return { kind: 'collector', metricsUrl: METRICS_PATH };
}

export async function loadTrafficSource(fetcher: typeof fetch = fetch): Promise<TrafficSource> {
  try {
    const response = await fetcher(TRAFFIC_CONFIG_FILE, { cache: 'no-store' });
    return trafficSourceOf(response.ok ? await response.json() : undefined);
  } catch {
    return trafficSourceOf(undefined);
  }
}
