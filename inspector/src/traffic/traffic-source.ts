import { fill } from '../../../content/fill.ts';
import { transitionIdOf } from '../../../telemetry-contract/beacon-contract.ts';
import { inspectorTexts } from '../texts.ts';

const errors = inspectorTexts.traffic.errors;

/**
 * Where the 'Tráfego real' counts come from (docs/analytics.md): Prometheus's HTTP API in
 * production, or the embedded collector of `npm start`, whose counters hold everything since the
 * dev server started (it keeps no history, so the window does not apply there).
 */

/** The windows the analysts choose from, as Prometheus durations. */
export const TRAFFIC_WINDOWS = { hora: '1h', dia: '1d', semana: '7d', mes: '30d' } as const;
export type TrafficWindow = keyof typeof TRAFFIC_WINDOWS;

/** Transition id → times taken in the window. */
export type TransitionCounts = ReadonlyMap<string, number>;

export type TrafficSource =
  | { kind: 'prometheus'; /** e.g. https://prometheus.exemplo.invalid */ baseUrl: string }
  | { kind: 'collector'; /** e.g. /telemetry/metrics */ metricsUrl: string };

/** Label values go between double quotes: only names the build itself uses get there. */
function labelValue(value: string): string {
  if (!/^[\w.-]+$/.test(value)) throw new Error(`Not a machine or brand id: '${value}'.`);
  return value;
}

/** The query the inspector sends: every transition of one machine, summed over collectors. */
export function transitionsQuery(machine: string, window: TrafficWindow, brand?: string): string {
  const brandMatch = brand === undefined ? '' : `,brand="${labelValue(brand)}"`;
  return `sum by (machine, from, event, to) (increase(portal_transitions_total{machine="${labelValue(machine)}"${brandMatch}}[${TRAFFIC_WINDOWS[window]}]))`;
}

interface PrometheusAnswer {
  status: string;
  error?: string;
  data?: {
    resultType: string;
    result: { metric: Record<string, string>; value: [number, string] }[];
  };
}

function labelsOf(metric: Record<string, string>) {
  const { machine, from, event, to } = metric;
  if (machine === undefined || from === undefined || event === undefined || to === undefined) {
    return undefined;
  }
  return { machine, from, event, to };
}

/** Counts from Prometheus's `/api/v1/query`; `increase()` extrapolates, so values are rounded. */
export function countsFromPrometheus(answer: PrometheusAnswer): TransitionCounts {
  if (answer.status !== 'success' || !answer.data) {
    throw new Error(fill(errors.prometheusRefused, { reason: answer.error ?? answer.status }));
  }
  const counts = new Map<string, number>();
  for (const { metric, value } of answer.data.result) {
    const labels = labelsOf(metric);
    if (!labels) continue;
    const id = transitionIdOf(labels);
    counts.set(id, (counts.get(id) ?? 0) + Math.round(Number(value[1])));
  }
  return counts;
}

const LINE =
  /^portal_transitions_total\{machine="([^"]*)",brand="([^"]*)",from="([^"]*)",event="([^"]*)",to="([^"]*)"\} (\d+(?:\.\d+)?)$/;

/** Counts from a collector's text format, for one machine and, if given, one brand. */
export function countsFromMetricsText(
  text: string,
  machine: string,
  brand?: string,
): TransitionCounts {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, lineMachine = '', lineBrand = '', from = '', event = '', to = '', value = '0'] = match;
    if (lineMachine !== machine || (brand !== undefined && lineBrand !== brand)) continue;
    const id = transitionIdOf({ machine, from, event, to });
    counts.set(id, (counts.get(id) ?? 0) + Number(value));
  }
  return counts;
}

/** Reads the counts of one machine over a window, for every brand or one. */
export async function readTraffic(
  source: TrafficSource,
  machine: string,
  window: TrafficWindow,
  brand?: string,
  fetcher: typeof fetch = fetch,
): Promise<TransitionCounts> {
  // The browser's own words ("Failed to fetch") say nothing an analyst can act on.
  const get = async (url: string) => {
    try {
      return await fetcher(url, { cache: 'no-store' });
    } catch {
      throw new Error(fill(errors.unreachable, { url }));
    }
  };
  if (source.kind === 'collector') {
    const response = await get(source.metricsUrl);
    if (!response.ok) {
      throw new Error(
        fill(errors.collectorStatus, { status: String(response.status), url: source.metricsUrl }),
      );
    }
    return countsFromMetricsText(await response.text(), machine, brand);
  }
  const base = `${source.baseUrl.replace(/\/+$/, '')}/api/v1/query`;
  const response = await get(
    `${base}?query=${encodeURIComponent(transitionsQuery(machine, window, brand))}`,
  );
  // Prometheus answers a refused query in JSON with 400 or 422; anything else is not Prometheus.
  if (!response.ok && response.status !== 400 && response.status !== 422) {
    throw new Error(fill(errors.prometheusStatus, { status: String(response.status), url: base }));
  }
  return countsFromPrometheus((await response.json()) as PrometheusAnswer);
}
