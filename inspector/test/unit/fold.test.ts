import { describe, expect, it } from 'vitest';
import { MACHINES, type MachineId } from '../../../machines/index.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { foldableSteps, foldGraph } from '../../src/chart/fold.ts';

/**
 * The chart opens on the steps with their inner states folded: what it hides must come back when
 * a step opens, and every transition that leaves or enters a folded step must still be drawn, by
 * its own id (coverage, heat and the live marks find it by that id).
 */

const IDS = Object.keys(MACHINES) as MachineId[];

describe.each(IDS)('the %s chart, folded', (id) => {
  const graph = machineToGraph(MACHINES[id]);
  const steps = foldableSteps(graph);
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const stepOf = (stateId: string) =>
    steps.find((step) => stateId === step.id || stateId.startsWith(`${step.id}.`))?.id;

  it('shows the steps only, each standing for the states inside it', () => {
    const { graph: folded, folded: inside } = foldGraph(graph, new Set());
    expect(steps.length).toBeGreaterThan(0);
    for (const state of folded.states) {
      expect(state.parentId === null || byId.get(state.parentId)?.parentId === null).toBe(true);
    }
    for (const step of steps) {
      expect(inside.get(step.id)).toBe(
        graph.states.filter((state) => state.id.startsWith(`${step.id}.`)).length,
      );
    }
  });

  it('keeps every transition between different steps, drawn from step to step, and no other', () => {
    const { graph: folded } = foldGraph(graph, new Set());
    const between = graph.transitions.filter((transition) => {
      const from = stepOf(transition.source) ?? transition.source;
      return transition.targets.some((target) => (stepOf(target) ?? target) !== from);
    });
    expect(folded.transitions.map((transition) => transition.id).sort()).toEqual(
      between.map((transition) => transition.id).sort(),
    );
    const shown = new Set(folded.states.map((state) => state.id));
    for (const transition of folded.transitions) {
      expect(shown.has(transition.source)).toBe(true);
      for (const target of transition.targets) expect(shown.has(target)).toBe(true);
    }
  });

  it('gives back every state and transition when all steps, or each one, are open', () => {
    expect(foldGraph(graph, 'all').graph).toBe(graph);
    const each = foldGraph(graph, new Set(steps.map((step) => step.id)));
    expect(each.graph.states).toHaveLength(graph.states.length);
    expect(each.graph.transitions).toHaveLength(graph.transitions.length);
    expect(each.folded.size).toBe(0);
  });
});
