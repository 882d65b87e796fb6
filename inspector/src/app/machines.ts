import type { MachineId } from '../../../machines/registry.ts';
import { machineToGraph, type MachineGraph } from '../../../src/machine-graph/index.ts';
import { transitionLabel } from '../../../content/inspector.ts';
import { MACHINE_ENTRIES, isMachineId, type MachineEntry } from '../catalogue.ts';
import { elk } from '../chart/elk.ts';
import { layoutGraph, type ChartLayout } from '../chart/layout.ts';

/**
 * The inspector's machines: each one's graph with Portuguese labels (content/inspector.ts) and its
 * layout, computed once per page.
 */

const GRAPHS: ReadonlyMap<MachineId, MachineGraph> = new Map(
  MACHINE_ENTRIES.map((entry) => {
    const graph = machineToGraph(entry.machine);
    const transitions = graph.transitions.map((t) => ({ ...t, label: transitionLabel(t) }));
    return [entry.id, { ...graph, transitions }];
  }),
);

const layouts = new Map<MachineId, Promise<ChartLayout>>();

export function entryOf(id: MachineId): MachineEntry {
  const entry = MACHINE_ENTRIES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No machine ${id}.`);
  return entry;
}

export function graphOf(id: MachineId): MachineGraph {
  const graph = GRAPHS.get(id);
  if (!graph) throw new Error(`No graph for ${id}.`);
  return graph;
}

/** The graph of a string that may name a machine (a link's `machine=`). */
export function graphNamed(id: string): MachineGraph | undefined {
  return isMachineId(id) ? GRAPHS.get(id) : undefined;
}

export function layoutOf(id: MachineId): Promise<ChartLayout> {
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutGraph(graphOf(id), elk);
    layouts.set(id, layout);
  }
  return layout;
}
