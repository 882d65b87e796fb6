import type { GraphState, MachineGraph } from '../../../machine-graph/index.ts';

/**
 * The chart as it opens: the machine's steps (its top-level states) with their inner states
 * folded, so the whole flow fits the first view at a legible size; each step unfolds with a
 * click. A folded step stands for everything inside it: a transition from or to an inner state is
 * drawn from or to the step (keeping its id, so coverage, heat and live marks still find it), and
 * one between two states of the same folded step is left out until the step is opened.
 */

/** Which steps are open: some by their id, or every one. */
export type OpenSteps = ReadonlySet<string> | 'all';

/** The steps that can fold: the root's children that have states inside. */
export function foldableSteps(graph: MachineGraph): GraphState[] {
  const root = graph.states.find((state) => state.parentId === null);
  const parents = new Set(graph.states.map((state) => state.parentId));
  return graph.states.filter((state) => state.parentId === root?.id && parents.has(state.id));
}

export interface FoldedGraph {
  graph: MachineGraph;
  /** The folded steps, with how many states each holds. */
  folded: ReadonlyMap<string, number>;
}

export function foldGraph(graph: MachineGraph, open: OpenSteps): FoldedGraph {
  const folded = new Map<string, number>();
  if (open === 'all') return { graph, folded };
  const steps = foldableSteps(graph).filter((step) => !open.has(step.id));
  if (steps.length === 0) return { graph, folded };
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  /** The folded step a state is inside, if any. */
  const folding = new Set(steps.map((step) => step.id));
  const stepOf = (id: string): string | undefined => {
    for (let at = byId.get(id); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.parentId !== null && folding.has(at.parentId)) return at.parentId;
    }
    return undefined;
  };
  const states = graph.states.filter((state) => stepOf(state.id) === undefined);
  for (const step of steps) {
    folded.set(step.id, graph.states.filter((state) => stepOf(state.id) === step.id).length);
  }
  const shown = (id: string) => stepOf(id) ?? id;
  const transitions = graph.transitions.flatMap((transition) => {
    const source = shown(transition.source);
    const targets = transition.targets.map(shown);
    // Moves between states of one folded step (or staying inside it) happen inside the box.
    const withinStep =
      folded.has(source) &&
      targets.every((target) => target === source) &&
      [transition.source, ...transition.targets].some((id) => id !== source);
    return withinStep ? [] : [{ ...transition, source, targets }];
  });
  return { graph: { ...graph, states, transitions }, folded };
}
