import type { MachineId } from '../../../machines/registry.ts';
import { machineToGraph, type MachineGraph } from '../../../machine-graph/index.ts';
import { transitionLabel } from '../texts.ts';
import { MACHINE_ENTRIES, isMachineId, type MachineEntry } from '../catalogue.ts';
import { elk } from '../chart/elk.ts';
import { foldGraph, type OpenSteps } from '../chart/fold.ts';
import { layoutGraph, type ChartLayout } from '../chart/layout.ts';
import { WORDS } from './words.ts';

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

const layouts = new Map<string, Promise<ChartLayout>>();

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

/** The key of a set of open steps, for caches and React keys. */
export function openKey(open: OpenSteps): string {
  return open === 'all' ? 'all' : [...open].sort().join(',');
}

/** The chart of a machine with these steps open (the others folded), laid out once per page. */
export function layoutOf(id: MachineId, open: OpenSteps): Promise<ChartLayout> {
  const key = `${id}|${openKey(open)}`;
  let layout = layouts.get(key);
  if (!layout) {
    const { graph, folded } = foldGraph(graphOf(id), open);
    layout = layoutGraph(graph, elk, WORDS, folded);
    layouts.set(key, layout);
  }
  return layout;
}
