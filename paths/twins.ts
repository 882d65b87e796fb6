import type { MachineId } from '../machines/registry.ts';
import { machineToGraph } from '../machine-graph/index.ts';
import type { MachineGraph } from '../machine-graph/types.ts';
import { statesOnPath, type ModelPath } from './coverage.ts';
import { MACHINE_IDS, pathModel } from './models.ts';

/**
 * Twin machines: variants whose flow is one and the same (the spec's meu-financiamento is "the
 * same four-step flow" as blocks; both are `firstAccessFlow(id)`), differing only in the machine's
 * id. Walking a flow's paths in full on each twin, at the UI and the browser level, walks the very
 * same transitions twice. There the twins share the walks instead (docs/decisions/028): every path
 * is walked once, in one twin or the other, and each twin walks enough of them to reach every one
 * of its states, so each variant's screens (texts, routes, brand) are still all seen. The machine
 * level, which costs nothing, still walks every path on every machine.
 */

/** Where a machine's id shows in its graph: the ids of its state nodes, and what names them. */
function withoutId(graph: MachineGraph): unknown {
  const own = new RegExp(
    `(^|[#.\\s])${graph.id.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?=\\.|$)`,
    'g',
  );
  const anonymous = (text: string) => text.replace(own, '$1@');
  return {
    states: graph.states.map((state) => ({
      ...state,
      id: anonymous(state.id),
      key: state.parentId === null ? '@' : state.key,
      parentId: state.parentId === null ? null : anonymous(state.parentId),
    })),
    transitions: graph.transitions.map((transition) => ({
      ...transition,
      id: anonymous(transition.id),
      source: anonymous(transition.source),
      targets: transition.targets.map(anonymous),
      eventType: anonymous(transition.eventType),
      label: anonymous(transition.label),
    })),
  };
}

/** The machine's flow: its states and transitions, guards, actions and messages, without its id. */
export function flowOf(id: MachineId): string {
  return JSON.stringify(withoutId(machineToGraph(pathModel(id).machine)));
}

let groups: Map<MachineId, MachineId[]> | undefined;

/** The machines with the same flow as `id`, `id` among them, in MACHINES' order. */
export function twinsOf(id: MachineId): MachineId[] {
  if (!groups) {
    const byFlow = new Map<string, MachineId[]>();
    for (const machineId of MACHINE_IDS) {
      const flow = flowOf(machineId);
      byFlow.set(flow, [...(byFlow.get(flow) ?? []), machineId]);
    }
    groups = new Map([...byFlow.values()].flatMap((twins) => twins.map((twin) => [twin, twins])));
  }
  return groups.get(id) ?? [id];
}

/** A state node's id without the machine's, so that twins' states compare. */
function anonymousState(id: MachineId, state: string): string {
  return state === id ? '@' : state.replace(`${id}.`, '@.');
}

const shares = new WeakMap<readonly ModelPath[], Map<MachineId, number[]>>();

/**
 * Which of a flow's walks (generated paths, or browser walks) each twin takes, by index: every
 * walk goes to one twin; first each twin, in turn, takes the walks that reach its states (the one
 * reaching most states not yet reached, preferring a walk no twin took, then the shorter), then
 * the rest go to whichever twin has walked fewer steps so far. `paths` are any twin's (the twins'
 * lists correspond step by step: test/unit/paths/twins.test.ts); the result is the same for each.
 */
export function twinShares(id: MachineId, paths: readonly ModelPath[]): Map<MachineId, number[]> {
  const twins = twinsOf(id);
  const known = shares.get(paths);
  if (known) return known;
  const { machine } = pathModel(id);
  const reached = paths.map(
    (path) => new Set([...statesOnPath(machine, path)].map((state) => anonymousState(id, state))),
  );
  const every = new Set(reached.flatMap((states) => [...states]));
  const stepsOf = (i: number) => paths[i]?.steps.length ?? 0;
  const taken = new Set<number>();
  const share = new Map(twins.map((twin) => [twin, new Set<number>()]));
  const steps = new Map(twins.map((twin) => [twin, 0]));
  const give = (twin: MachineId, i: number) => {
    share.get(twin)?.add(i);
    steps.set(twin, (steps.get(twin) ?? 0) + stepsOf(i));
    taken.add(i);
  };
  for (const twin of twins) {
    const seen = new Set<string>();
    while (seen.size < every.size) {
      const gain = (i: number) =>
        [...(reached[i] ?? [])].filter((state) => !seen.has(state)).length;
      const better = (a: number, b: number) =>
        gain(a) - gain(b) ||
        Number(taken.has(b)) - Number(taken.has(a)) ||
        stepsOf(b) - stepsOf(a) ||
        b - a;
      const best = [...paths.keys()].reduce((a, b) => (better(b, a) > 0 ? b : a), 0);
      give(twin, best);
      reached[best]?.forEach((state) => seen.add(state));
    }
  }
  paths.forEach((_, i) => {
    if (taken.has(i)) return;
    const fewest = twins.reduce((a, b) => ((steps.get(b) ?? 0) < (steps.get(a) ?? 0) ? b : a));
    give(fewest, i);
  });
  const result = new Map(
    twins.map((twin) => [twin, [...(share.get(twin) ?? [])].sort((a, b) => a - b)]),
  );
  shares.set(paths, result);
  return result;
}

/** The indexes of the walks `id` takes of its flow's `paths` (all of them when it has no twin). */
export function walkedHere(id: MachineId, paths: readonly ModelPath[]): number[] {
  return twinShares(id, paths).get(id) ?? [...paths.keys()];
}
