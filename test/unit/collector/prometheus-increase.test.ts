import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';
import { TELEMETRY_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import { BRANDS } from '../../../content/brands/index.ts';
import { ROUTE_TABLES } from '../../../routes/route-tables.ts';
import { startPrometheus, type RunningPrometheus } from '../../support/prometheus.ts';
import { beaconsOfPath, registrationPath, transitionsOfPath } from '../telemetry/path-beacons.ts';

/*
 * What an analyst reads: `increase()` over a window, from Debian's Prometheus scraping a
 * collector, must equal the registrations walked, for every transition and brand, also when the
 * collector restarts between two walks (issue 38: series born at their first count lost it).
 */

const allowList = allowListFromMachines();
const JOB = 'portal-collector-increase';
let collector: CollectorApp;
let port: number;
let prometheus: RunningPrometheus;

async function startCollector(listenPort: number): Promise<void> {
  collector = buildCollector({ allowList, rateLimit: false, metricsAtRoot: true });
  const origin = await collector.listen({ port: listenPort, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
}

beforeAll(async () => {
  await startCollector(0);
  prometheus = await startPrometheus([`127.0.0.1:${String(port)}`], JOB);
});

afterAll(async () => {
  await prometheus.stop();
  await collector.close();
});

/** Each brand's registration: its register screen's machine, walked to the activation step. */
const registrations = Object.values(BRANDS).map((brand) => {
  const machine = ROUTE_TABLES[brand.routeTable].register.machine;
  const path = registrationPath(machine);
  return { brand: brand.id, machine, path, transitions: transitionsOfPath(machine, path) };
});

/** Walks `times` registrations of every brand and posts their beacons as sendBeacon does. */
async function walk(times: number): Promise<void> {
  for (const { brand, machine, path } of registrations) {
    for (let i = 0; i < times; i += 1) {
      for (const body of await beaconsOfPath(machine, path, brand)) {
        const response = await fetch(`http://127.0.0.1:${String(port)}${TELEMETRY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        });
        expect(response.status).toBe(204);
      }
    }
  }
}

/** `brand|machine.from --event--> …` → value, for every series of a query's answer. */
function byBrandAndId(samples: Awaited<ReturnType<RunningPrometheus['query']>>) {
  const values = new Map<string, number>();
  for (const { metric, value } of samples) {
    const { brand, machine, from, event, to } = metric;
    const id = allowList.transitions.find(
      (transition) =>
        transition.machine === machine &&
        transition.from === from &&
        transition.event === event &&
        transition.to === to,
    )?.id;
    values.set(`${brand ?? ''}|${id ?? '?'}`, Number(value[1]));
  }
  return values;
}

/** What `times` registrations of each brand must read: each path's transitions, times over. */
function expected(times: number): Map<string, number> {
  const values = new Map<string, number>();
  for (const { brand, transitions } of registrations) {
    for (const [id, taken] of transitions) values.set(`${brand}|${id}`, taken * times);
  }
  return values;
}

const counted = (values: Map<string, number>) =>
  new Map([...values].filter(([, value]) => value !== 0));

/** Waits until Prometheus has scraped the collector now listening (after `since`, in seconds). */
async function scrapedSince(since: number): Promise<void> {
  await expect
    .poll(
      async () => {
        // timestamp() of a raw selector is the scrape's time (of a computed vector, the query's).
        const [up] = await prometheus.query(
          `timestamp(up{job="${JOB}"}) and on () (up{job="${JOB}"} == 1)`,
        );
        return Number(up?.value[1] ?? 0) > since;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/** Waits until the raw counters hold `values`, then returns the time of that scrape. */
async function scrapedHolding(values: Map<string, number>): Promise<number> {
  const raw = `portal_transitions_total{job="${JOB}"}`;
  await expect
    .poll(async () => counted(byBrandAndId(await prometheus.query(raw))), {
      timeout: 30_000,
      interval: 250,
    })
    .toEqual(values);
  const [up] = await prometheus.query(`timestamp(up{job="${JOB}"})`);
  return Number(up?.value[1]);
}

describe("Prometheus's increase() over the collector's counters", () => {
  it('equals the registrations walked per brand and transition, across a collector restart', async () => {
    // Every brand's machine reaches the activation step on its own path; a brand that ran
    // another brand's machine would be refused (collector.test.ts).
    expect(new Set(registrations.map(({ machine }) => machine))).toEqual(
      new Set(['default', 'refi', 'blocks', 'meu-financiamento']),
    );
    await scrapedSince(0);
    // Before any walk, every series is there, at 0: 355 of them.
    const before = await prometheus.query(`portal_transitions_total{job="${JOB}"}`);
    expect(before).toHaveLength(355);

    await walk(2);
    await scrapedHolding(counted(expected(2)));

    // A release or a crash: the counters start again from 0, on the same address.
    await collector.close();
    const restartedAt = Date.now() / 1000;
    await startCollector(port);
    await scrapedSince(restartedAt);

    await walk(3);
    const at = await scrapedHolding(counted(expected(3)));
    // Evaluated at the last scrape, as a dashboard's step lands on one: nothing to extrapolate.
    const increase = await prometheus.query(
      `increase(portal_transitions_total{job="${JOB}"}[10m])`,
      at,
    );
    expect(counted(byBrandAndId(increase))).toEqual(counted(expected(5)));
    // Summed as the inspector asks, the first step's starts of each brand: 5 each.
    const starts = await prometheus.query(
      `sum by (brand) (increase(portal_transitions_total{job="${JOB}",event="cpf.submit[0]"}[10m]))`,
      at,
    );
    expect(
      Object.fromEntries(starts.map(({ metric, value }) => [metric['brand'], value[1]])),
    ).toEqual(
      Object.fromEntries(
        registrations
          .filter(({ transitions }) =>
            [...transitions.keys()].some((id) => id.includes('--cpf.submit[0]-->')),
          )
          .map(({ brand }) => [brand, '5']),
      ),
    );
  });
});
