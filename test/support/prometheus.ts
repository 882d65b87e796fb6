import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prometheusPath } from '../../scripts/prometheus-path.mjs';
import { freePort } from './free-port.ts';

/** One instant vector's sample, as `/api/v1/query` answers it. */
export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

export interface RunningPrometheus {
  /** http://127.0.0.1:<port> */
  url: string;
  /** An instant query, at `time` (seconds since the epoch) or now; throws unless it succeeded. */
  query(promql: string, time?: number): Promise<Sample[]>;
  stop(): Promise<void>;
}

/**
 * Debian's Prometheus (scripts/ensure-prometheus.mjs) on a free port, scraping `targets`
 * (`host:port`) every second under `job`, with its data in a folder of its own that `stop`
 * removes.
 */
export async function startPrometheus(
  targets: readonly string[],
  job = 'portal-collector',
): Promise<RunningPrometheus> {
  const binary = prometheusPath();
  if (!binary) throw new Error('No prometheus: run `node scripts/ensure-prometheus.mjs`.');
  const folder = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
  const config = join(folder, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      `  - job_name: ${job}`,
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${String(port)}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${String(port)}`;
  return {
    url,
    async query(promql, time) {
      const at = time === undefined ? '' : `&time=${time.toFixed(3)}`;
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}${at}`);
      const body = (await response.json()) as {
        status: string;
        error?: string;
        data: { result: Sample[] };
      };
      if (body.status !== 'success') throw new Error(`Prometheus: ${body.error ?? body.status}`);
      return body.data.result;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
