import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { MACHINES } from '../../../machines/index.ts';
import { inspectorTexts } from '../../src/texts.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { parseView, viewSearch, type ViewState } from '../../src/app/url-state.ts';
import { heatColour, heatScale } from '../../src/chart/heat.ts';
import { csvOf, decimalCell, logCsv } from '../../src/export/csv.ts';
import { replaySimulation } from '../../src/simulation/simulation-history.ts';
import { stateValueOf } from '../../src/simulation/simulation.ts';

const graph = machineToGraph(MACHINES.blocks);
const graphOf = (id: string) => (id === 'blocks' ? graph : undefined);
const id = (start: string) => {
  const found = graph.transitions.find((transition) => transition.id.startsWith(start));
  if (!found) throw new Error(`No transition ${start}`);
  return found.id;
};

describe('the address of a view', () => {
  const view: ViewState = {
    machine: 'blocks',
    mode: 'simulate',
    colouring: 'heat',
    selectedTransition: id('blocks.firstAccess.editing --cpf.submit[0]'),
    selectedState: 'blocks.firstAccess.editing',
    path: [
      id('blocks.firstAccess.editing --cpf.submit[0]'),
      id('blocks.firstAccess.verifyingCaptcha --xstate.done.actor.captcha[0]'),
    ],
    open: new Set(['blocks.firstAccess']),
    window: 'dia',
    brand: undefined,
  };

  it('reads back the same view it writes', () => {
    expect(parseView(viewSearch(view, graph), graphOf, 'default')).toEqual(view);
  });

  it('keeps the traffic mode, its window and its brand', () => {
    const traffic: ViewState = { ...view, colouring: 'traffic', window: 'semana', brand: 'pagbem' };
    const search = viewSearch(traffic, graph);
    expect(search).toContain('window=semana');
    expect(search).toContain('brand=pagbem');
    expect(parseView(search, graphOf, 'default', ['pagbem'])).toEqual(traffic);
    // An unknown window or brand falls back to the last day and every brand.
    expect(parseView('?window=ano&brand=outra', graphOf, 'default', ['pagbem'])).toMatchObject({
      window: 'dia',
      brand: undefined,
    });
  });

  it('keeps a path a colleague can replay to the same state', () => {
    const search = viewSearch(view, graph);
    const reopened = parseView(search, graphOf, 'default');
    const simulation = replaySimulation('blocks', MACHINES.blocks, graph, reopened.path);
    const last = simulation.history.at(-1);
    expect(last && stateValueOf(last)).toEqual({
      firstAccess: 'requestingToken',
    });
  });

  it('opens as far as a link holds, and the default machine for an unknown one', () => {
    expect(parseView('?machine=blocks&path=0.999.1', graphOf, 'default').path).toEqual([
      graph.transitions[0]?.id,
    ]);
    expect(parseView('?machine=nope', graphOf, 'blocks').machine).toBe('blocks');
    expect(parseView('', graphOf, 'blocks')).toMatchObject({ mode: 'live', colouring: 'coverage' });
    expect(parseView('?machine=blocks&open=all', graphOf, 'default').open).toBe('all');
    expect(parseView('?machine=blocks&open=nope', graphOf, 'default').open).toEqual(new Set());
  });
});

/** A Brazilian spreadsheet's import: UTF-8 with its mark, `;` between cells, a bare LF ending a record. */
function brazilianRecords(text: string): string[][] {
  return parse(text, { bom: true, delimiter: ';', record_delimiter: ['\r\n', '\n'] });
}

describe('the event log as CSV', () => {
  it('is UTF-8 with its byte-order mark, `;` between cells, quoting what needs it, CRLF rows', () => {
    const text = csvOf([['a', 'b;c', 'd"e', 'x\ny', 'vírgula, aqui']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(brazilianRecords(text)).toEqual([['a', 'b;c', 'd"e', 'x\ny', 'vírgula, aqui']]);
    expect(decimalCell(2 / 3, 4)).toBe('0,6667');
    expect(decimalCell(1234.5, 1)).toBe('1234,5');
  });

  it('writes one row per event in the analysts’ words, with the code names after them', () => {
    const csv = logCsv(
      [
        {
          seq: 1,
          at: Date.UTC(2026, 10, 23, 12, 0, 0),
          session: 'abcdef0123456789',
          machineId: 'default',
          eventType: 'cpf.submit',
          from: { cpf: 'editing' },
          to: { cpf: 'verifyingCaptcha' },
        },
      ],
      inspectorTexts.live.csvHeader,
      (session) => session.slice(0, 6),
    );
    expect(brazilianRecords(csv)).toEqual([
      [
        'hora (UTC)',
        'máquina',
        'sessão',
        'evento',
        'de',
        'para',
        'id da máquina',
        'código do evento',
        'id de',
        'id para',
      ],
      [
        '2026-11-23T12:00:00.000Z',
        'Cadastro de cliente, marca padrão',
        'abcdef',
        'o cliente envia o CPF',
        'etapa do CPF › preenchendo',
        'etapa do CPF › conferindo o captcha',
        'default',
        'cpf.submit',
        'cpf.editing',
        'cpf.verifyingCaptcha',
      ],
    ]);
  });
});

describe('the heat colours', () => {
  it('go from light for the least crossed transition to deep for the most', () => {
    const counts = new Map([
      ['a', 1],
      ['b', 30],
      ['c', 0],
    ]);
    const scale = heatScale(counts);
    expect(scale).toEqual({ min: 0, max: 30 });
    expect(heatColour(30, scale)).toBe('hsl(0 90% 36%)');
    expect(heatColour(0, scale)).toBe('#9e9e9e');
    expect(heatColour(undefined, scale)).toBe('#546e7a');
  });
});
