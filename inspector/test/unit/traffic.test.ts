import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/registry.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import type { Beacon } from '../../../telemetry-contract/beacon-contract.ts';
import { funnelOf } from '../../src/traffic/funnel.ts';
import { funnelCsv } from '../../src/traffic/funnel-csv.ts';
import { answerText } from '../../src/traffic/funnel-words.ts';
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

  it('says in Portuguese what failed and what to do next', async () => {
    const collector = { kind: 'collector', metricsUrl: '/telemetry/metrics' } as const;
    const prometheus = { kind: 'prometheus', baseUrl: '/prometheus' } as const;
    const answering =
      (status: number, body = ''): typeof fetch =>
      () =>
        Promise.resolve(new Response(body, { status }));
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      readTraffic(collector, 'default', 'dia', undefined, answering(404)),
    ).rejects.toThrow(
      /^O coletor respondeu HTTP 404 em \/telemetry\/metrics\..*traffic-config\.json/,
    );
    await expect(
      readTraffic(prometheus, 'default', 'dia', undefined, answering(404, 'Not Found')),
    ).rejects.toThrow(/^O Prometheus respondeu HTTP 404 em \/prometheus\/api\/v1\/query\./);
    await expect(
      readTraffic(
        prometheus,
        'default',
        'dia',
        undefined,
        answering(400, '{"status":"error","error":"parse error"}'),
      ),
    ).rejects.toThrow('O Prometheus recusou a consulta (parse error).');
    await expect(readTraffic(prometheus, 'default', 'dia', undefined, failing)).rejects.toThrow(
      /^Sem resposta de \/prometheus\/api\/v1\/query\?query=.*Confira a rede/,
    );
  });

  it('gives the funnel per step: entered, went on, finished, blocked, left, answers, conversion', async () => {
    // Two registrations to the end, one that stopped at the question; each answered wrong once.
    const walks = await Promise.all([
      walkWithBeacon({ personal: MARIA }),
      walkWithBeacon({ personal: MARIA, steps: 10 }),
      walkWithBeacon({ personal: MARIA, steps: 6 }),
    ]);
    for (const walk of walks) walk.hide();
    const counts = summed(walks.flatMap((walk) => walk.bodies));
    const graph = machineToGraph(MACHINES.default);
    // And one more start that the question step blocked (the machine's blocked state).
    const toBlocked = graph.transitions.find((t) => t.targets.includes('default.question.blocked'));
    const started = graph.transitions.find((t) => t.source === 'default.cpf.editing');
    const reachedQuestion = graph.transitions.find(
      (t) => t.source === 'default.cpf.fetchingQuestion' && t.targets.includes('default.question'),
    );
    for (const transition of [toBlocked, started, reachedQuestion]) {
      if (!transition) throw new Error('The default machine lost a transition this test needs.');
      counts.set(transition.id, (counts.get(transition.id) ?? 0) + 1);
    }
    const funnel = funnelOf(graph, counts);
    const byStep = Object.fromEntries(funnel.steps.map((step) => [step.step, step]));
    expect(byStep['cpf']).toMatchObject({
      entered: 4,
      wentOn: 4,
      finished: 0,
      blocked: 0,
      left: 0,
    });
    expect(byStep['question']).toMatchObject({ entered: 4, wentOn: 2, blocked: 1, left: 1 });
    expect(byStep['finish']).toMatchObject({ entered: 2, wentOn: 2, left: 0 });
    // Issue 38: who reached the activation e-mail finished; nobody "stopped" there.
    expect(byStep['activation']).toMatchObject({ entered: 2, wentOn: 0, finished: 2, left: 0 });
    expect(funnel.conversion).toBe(2 / 4);
    const answers = byStep['question']?.answers.map((answer) => [answerText(answer), answer.count]);
    expect(answers).toContainEqual(['envio da resposta: resposta errada (INCORRECT_ANSWER)', 3]);
    expect(answers).toContainEqual(['envio da resposta: deu certo (SUCCESS)', 2]);

    const csv = funnelCsv(funnel, {
      machine: 'default',
      brandId: 'default',
      brandName: 'Marca padrão',
      windowName: 'Últimos 7 dias',
      window: '7d',
    });
    const rows: string[][] = parse(csv, {
      bom: true,
      delimiter: ';',
      record_delimiter: ['\r\n', '\n'],
    });
    expect(rows[0]).toEqual([
      'máquina',
      'marca',
      'janela',
      'etapa',
      'linha',
      'quantidade',
      'id da máquina',
      'id da marca',
      'janela (Prometheus)',
      'id da etapa',
      'código',
    ]);
    const line = (step: string, what: string) =>
      rows.find((row) => row[9] === step && row[4] === what)?.slice(0, 6);
    expect(line('activation', 'concluíram')).toEqual([
      'Cadastro de cliente, marca padrão',
      'Marca padrão',
      'Últimos 7 dias',
      '“Você está quase lá!”',
      'concluíram',
      '2',
    ]);
    expect(line('question', 'envio da resposta: resposta errada')?.[5]).toBe('3');
    expect(rows.at(-1)?.slice(4, 6)).toEqual(['conversão até a ativação', '0,5000']);
  });
});
