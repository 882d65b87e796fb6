import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';
import { TELEMETRY_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import { walkWithBeacon } from '../telemetry/beacon-walk.ts';
import { startPrometheus, type RunningPrometheus, type Sample } from '../../support/prometheus.ts';
import { beaconsOfPath, registrationPath } from '../telemetry/path-beacons.ts';

/*
 * Debian's Prometheus (scripts/ensure-prometheus.mjs) scraping two collectors, as production runs
 * them behind nginx: registrations walked on the default machine with the portal's own beacon,
 * their beacons posted over HTTP to one collector or the other, and the counts read back through
 * Prometheus's HTTP API, summed over both. Collectors share nothing; the sum is Prometheus's.
 */

let prometheus: RunningPrometheus;
const collectors: CollectorApp[] = [];
const origins: string[] = [];

beforeAll(async () => {
  const allowList = allowListFromMachines();
  for (let i = 0; i < 2; i += 1) {
    const collector = buildCollector({ allowList, rateLimit: false, metricsAtRoot: true });
    origins.push(await collector.listen({ port: 0, host: '127.0.0.1' }));
    collectors.push(collector);
  }
  prometheus = await startPrometheus(origins.map((origin) => new URL(origin).host));
});

afterAll(async () => {
  await prometheus.stop();
  await Promise.all(collectors.map((collector) => collector.close()));
});

const query = (promql: string) => prometheus.query(promql);

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
    ]);
    for (const walk of walks) walk.hide();
    const [first, second, third] = walks.map((walk) => walk.bodies);
    const refi = await beaconsOfPath('refi', registrationPath('refi'), 'refi-digital');
    await post(origins[0] ?? '', [...(first ?? []), ...(third ?? []), ...refi]);
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
      startedRefi: value(samples, { ...started, machine: 'refi', brand: 'refi-digital' }),
      activated: value(samples, { ...activated, brand: 'default' }),
      activatedRefi: value(samples, { ...activated, machine: 'refi', brand: 'refi-digital' }),
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
