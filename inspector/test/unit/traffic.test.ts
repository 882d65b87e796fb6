import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/registry.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import type { Beacon } from '../../../telemetry-contract/beacon-contract.ts';
import { funnelOf } from '../../src/traffic/funnel.ts';
import { funnelCsv } from '../../src/traffic/funnel-csv.ts';
import {
  countsFromMetricsText,
  countsFromPrometheus,
  readTraffic,
  transitionsQuery,
} from '../../src/traffic/traffic-source.ts';
import { walkWithBeacon } from '../../../test/unit/telemetry/beacon-walk.ts';

const MARIA = {
  cpf: '00000000191',
  email: 'maria@exemplo.invalid',
  name: 'Maria',
  phone: '11987654321',
  token: 't',
};

/** What the beacons of some walks add up to, as a collector would count them. */
function summed(bodies: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const body of bodies) {
    for (const [id, times] of Object.entries((JSON.parse(body) as Beacon).counts)) {
      counts.set(id, (counts.get(id) ?? 0) + times);
    }
  }
  return counts;
}

describe("the inspector's traffic", () => {
  it('asks Prometheus for one machine over the window, by brand or for all', () => {
    expect(transitionsQuery('refi', 'semana', 'beblue')).toBe(
      'sum by (machine, from, event, to) (increase(portal_transitions_total{machine="refi",brand="beblue"}[7d]))',
    );
    expect(transitionsQuery('default', 'hora')).toBe(
      'sum by (machine, from, event, to) (increase(portal_transitions_total{machine="default"}[1h]))',
    );
    expect(() => transitionsQuery('default', 'dia', 'x"}) or vector(1')).toThrow(/Not a machine/);
  });

  it("reads Prometheus's answer and the collector's text into counts by transition id", async () => {
    const id = 'default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha';
    const labels = {
      machine: 'default',
      from: 'cpf.editing',
      event: 'cpf.submit[0]',
      to: 'cpf.verifyingCaptcha',
    };
    expect(
      countsFromPrometheus({
        status: 'success',
        data: { resultType: 'vector', result: [{ metric: labels, value: [0, '41.9999'] }] },
      }),
    ).toEqual(new Map([[id, 42]]));
    const text = [
      '# TYPE portal_transitions_total counter',
      'portal_transitions_total{machine="default",brand="default",from="cpf.editing",event="cpf.submit[0]",to="cpf.verifyingCaptcha"} 3',
      'portal_transitions_total{machine="default",brand="beblue",from="cpf.editing",event="cpf.submit[0]",to="cpf.verifyingCaptcha"} 2',
      'portal_transitions_total{machine="refi",brand="beblue",from="cpf.editing",event="cpf.submit[0]",to="cpf.verifyingCaptcha"} 7',
    ].join('\n');
    expect(countsFromMetricsText(text, 'default')).toEqual(new Map([[id, 5]]));
    expect(countsFromMetricsText(text, 'default', 'beblue')).toEqual(new Map([[id, 2]]));
    const fetched: string[] = [];
    const fake: typeof fetch = (url) => {
      fetched.push(url instanceof Request ? url.url : url.toString());
      return Promise.resolve(new Response(text));
    };
    await expect(
      readTraffic(
        { kind: 'collector', metricsUrl: '/telemetry/metrics' },
        'default',
        'dia',
        undefined,
        fake,
      ),
    ).resolves.toEqual(new Map([[id, 5]]));
    expect(fetched).toEqual(['/telemetry/metrics']);
  });

  it('gives the funnel per step: entered, went on, answers, stopped there, and the conversion', async () => {
    // Two registrations to the end, one that stopped at the question; each answered wrong once.
    const walks = await Promise.all([
      walkWithBeacon({ personal: MARIA }),
      walkWithBeacon({ personal: MARIA, steps: 10 }),
      walkWithBeacon({ personal: MARIA, steps: 6 }),
    ]);
    for (const walk of walks) walk.hide();
    const counts = summed(walks.flatMap((walk) => walk.bodies));
    const funnel = funnelOf(machineToGraph(MACHINES.default), counts);
    const byStep = Object.fromEntries(funnel.steps.map((step) => [step.step, step]));
    expect(byStep['cpf']).toMatchObject({ entered: 3, wentOn: 3, stoppedThere: 0 });
    expect(byStep['question']).toMatchObject({ entered: 3, wentOn: 2, stoppedThere: 1 });
    expect(byStep['question']?.statuses).toEqual(
      new Map([
        ['submitAnswer: INCORRECT_ANSWER', 3],
        ['submitAnswer: SUCCESS', 2],
      ]),
    );
    expect(byStep['finish']).toMatchObject({ entered: 2, wentOn: 2, stoppedThere: 0 });
    expect(byStep['activation']).toMatchObject({ entered: 2, wentOn: 0 });
    expect(funnel.conversion).toBeCloseTo(2 / 3);

    const csv = funnelCsv(funnel, 'default', 'default', '7d').split('\r\n');
    expect(csv[0]).toBe('máquina,marca,janela,passo,linha,quantidade');
    expect(csv).toContain('default,default,7d,question,pararam ali,1');
    expect(csv).toContain('default,default,7d,question,submitAnswer: INCORRECT_ANSWER,3');
    expect(csv).toContain('default,default,7d,,conversão,0.6667');
  });
});
