import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/index.ts';
import { machineCoverage, parseCoverage } from '../../src/coverage/coverage.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';

const graph = machineToGraph(MACHINES.digital);
const [first, second] = graph.transitions;

function report(uncovered: string[]) {
  return {
    machines: [
      {
        id: 'digital',
        states: { covered: 4, total: 4 },
        transitions: { covered: 6, total: 7 },
        paths: 5,
        uncovered,
      },
    ],
  };
}

describe('the coverage overlay', () => {
  it('marks the uncovered transitions and every other one covered', () => {
    const coverage = machineCoverage(parseCoverage(report([first?.id ?? ''])), graph);
    expect([...(coverage?.uncovered ?? [])]).toEqual([first?.id]);
    expect(coverage?.covered.has(second?.id ?? '')).toBe(true);
    expect(coverage?.covered.size).toBe(graph.transitions.length - 1);
    expect(coverage?.unknown).toEqual([]);
  });

  it('tells ids the machine does not have: a report older than the machine', () => {
    const coverage = machineCoverage(parseCoverage(report(['digital.gone --x[0]--> y'])), graph);
    expect(coverage?.unknown).toEqual(['digital.gone --x[0]--> y']);
    expect(coverage?.uncovered.size).toBe(0);
  });

  it('knows nothing without a report, for a machine it omits, or from another shape', () => {
    expect(parseCoverage(undefined)).toBeUndefined();
    expect(parseCoverage({ machines: [{ id: 'digital' }] })).toBeUndefined();
    expect(machineCoverage(undefined, graph)).toBeUndefined();
    expect(machineCoverage(parseCoverage(report([])), machineToGraph(MACHINES.refi))).toBe(
      undefined,
    );
  });
});
