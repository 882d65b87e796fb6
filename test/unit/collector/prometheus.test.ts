import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { prometheusPath } from '../../../scripts/prometheus-path.mjs';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';
import { TELEMETRY_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import { walkWithBeacon } from '../telemetry/beacon-walk.ts';
import { freePort } from '../../support/free-port.ts';

/*
 * Debian's Prometheus (scripts/ensure-prometheus.mjs) scraping two collectors, as production runs
 * them behind nginx: registrations walked on the default machine with the portal's own beacon,
 * their beacons posted over HTTP to one collector or the other, and the counts read back through
 * Prometheus's HTTP API, summed over both. Collectors share nothing; the sum is Prometheus's.
 */

const PROMETHEUS = prometheusPath();
let folder: string;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;
const collectors: CollectorApp[] = [];
const origins: string[] = [];

beforeAll(async () => {
  if (!PROMETHEUS) throw new Error('No prometheus: run `node scripts/ensure-prometheus.mjs`.');
  const allowList = allowListFromMachines();
  for (let i = 0; i < 2; i += 1) {
    const collector = buildCollector({ allowList, rateLimit: false, metricsAtRoot: true });
    origins.push(await collector.listen({ port: 0, host: '127.0.0.1' }));
    collectors.push(collector);
  }
  folder = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
  const config = join(folder, 'prometheus.yml');
  const targets = origins.map((origin) => `'${new URL(origin).host}'`).join(', ');
  writeFileSync(
    config,
    `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: portal-collector\n    static_configs:\n      - targets: [${targets}]\n`,
  );
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${String(port)}`;
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${String(port)}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  await Promise.all(collectors.map((collector) => collector.close()));
  rmSync(folder, { recursive: true, force: true });
});

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function query(promql: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data: { result: Sample[] } };
  expect(body.status).toBe('success');
  return body.data.result;
}

/** Posts a walk's beacons as the browser would, to one collector. */
async function post(origin: string, bodies: readonly string[]): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(`${origin}${TELEMETRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(response.status).toBe(204);
  }
}

const personal = {
  cpf: '00000000191',
  email: 'maria@exemplo.invalid',
  name: 'Maria',
  phone: '11987654321',
  token: 't',
};

describe('Prometheus scraping the collectors', () => {
  it('reads back, summed over both collectors, the transitions of the registrations walked', async () => {
    // Three registrations of the default brand (two on one collector, one on the other) and one
    // of refi-digital; one of them stops after its first step (the page closed).
    const walks = await Promise.all([
      walkWithBeacon({ personal }),
      walkWithBeacon({ personal }),
      walkWithBeacon({ personal, steps: 4 }),
      walkWithBeacon({ personal, brand: 'refi-digital' }),
    ]);
    for (const walk of walks) walk.hide();
    const [first, second, third, refi] = walks.map((walk) => walk.bodies);
    await post(origins[0] ?? '', [...(first ?? []), ...(third ?? []), ...(refi ?? [])]);
    await post(origins[1] ?? '', second ?? []);

    const byLabels =
      'sum by (machine, brand, from, event, to) (portal_transitions_total{job="portal-collector"})';
    const value = (samples: Sample[], labels: Record<string, string>) =>
      Number(
        samples.find((sample) =>
          Object.entries(labels).every(([key, expected]) => sample.metric[key] === expected),
        )?.value[1] ?? 0,
      );
    const started = { machine: 'default', from: 'cpf.editing', event: 'cpf.submit[0]' };
    const activated = {
      machine: 'default',
      from: 'finish.registering',
      event: 'xstate.done.actor.register[0]',
      to: 'activation',
    };
    const wrongAnswer = {
      machine: 'default',
      brand: 'default',
      from: 'question.submittingAnswer',
      event: 'xstate.done.actor.submitAnswer[1]',
      to: 'question.editing',
    };
    // Every expected figure at once: a scrape of one collector may land between two posts, and
    // another figure read from an older sample would be short.
    const figures = (samples: Sample[]) => ({
      started: value(samples, { ...started, brand: 'default' }),
      startedRefi: value(samples, { ...started, brand: 'refi-digital' }),
      activated: value(samples, { ...activated, brand: 'default' }),
      activatedRefi: value(samples, { ...activated, brand: 'refi-digital' }),
      wrongAnswers: value(samples, wrongAnswer),
    });
    await expect
      .poll(async () => figures(await query(byLabels)), { timeout: 40_000, interval: 500 })
      .toEqual({ started: 3, startedRefi: 1, activated: 2, activatedRefi: 1, wrongAnswers: 2 });
    // Both collectors were scraped: Prometheus saw each one up.
    const up = await query('up{job="portal-collector"}');
    expect(up.map((sample) => sample.value[1])).toEqual(['1', '1']);
  });
});
