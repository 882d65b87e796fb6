import type { MachineGraph } from '../../../machine-graph/index.ts';
import { foldableSteps, type OpenSteps } from '../chart/fold.ts';
import type { Colouring } from '../chart/marks.ts';
import { TRAFFIC_WINDOWS, type TrafficWindow } from '../traffic/traffic-source.ts';

const isWindow = (text: string | null): text is TrafficWindow =>
  text !== null && Object.hasOwn(TRAFFIC_WINDOWS, text);

/**
 * What the address keeps, so a link reopens the same view: the machine, the mode, the colouring,
 * the selected state or transition, the simulated path and the steps unfolded (`open=cpf,finish`
 * or `open=all`). Transitions are written by their
 * position in the machine's graph (`path=3.7.12`): short, and stable while the machine's shape is.
 */

export type Mode = 'live' | 'simulate';

export interface ViewState {
  machine: string;
  mode: Mode;
  colouring: Colouring;
  selectedTransition: string | undefined;
  selectedState: string | undefined;
  /** Transition ids clicked in the simulation, in order. */
  path: readonly string[];
  /** The steps drawn unfolded; the chart opens with every step folded. */
  open: OpenSteps;
  /** The traffic mode's window and brand (undefined: every brand). */
  window: TrafficWindow;
  brand: string | undefined;
}

const NONE_OPEN: OpenSteps = new Set<string>();

function openOf(text: string | null, graph: MachineGraph | undefined): OpenSteps {
  if (text === 'all') return 'all';
  if (!text || !graph) return NONE_OPEN;
  const keys = new Set(text.split(','));
  return new Set(foldableSteps(graph).flatMap((step) => (keys.has(step.key) ? [step.id] : [])));
}

const COLOURINGS: readonly Colouring[] = ['coverage', 'heat', 'traffic', 'none'];

function transitionAt(graph: MachineGraph, text: string): string | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  return graph.transitions[Number(text)]?.id;
}

/** Reads the view from a query string; `graphOf` gives the graph of a known machine id. */
export function parseView(
  search: string,
  graphOf: (machine: string) => MachineGraph | undefined,
  fallbackMachine: string,
  brands: readonly string[] = [],
): ViewState {
  const params = new URLSearchParams(search);
  const asked = params.get('machine') ?? '';
  const machine = graphOf(asked) ? asked : fallbackMachine;
  const graph = graphOf(machine);
  const colouring = params.get('colour');
  const state = params.get('state') ?? undefined;
  const path = (params.get('path') ?? '')
    .split('.')
    .filter(Boolean)
    .map((text) => (graph ? transitionAt(graph, text) : undefined));
  const firstUnknown = path.indexOf(undefined);
  return {
    machine,
    mode: params.get('mode') === 'simulate' ? 'simulate' : 'live',
    colouring: COLOURINGS.find((known) => known === colouring) ?? 'coverage',
    selectedTransition: graph ? transitionAt(graph, params.get('transition') ?? '') : undefined,
    selectedState: graph?.states.some(({ id }) => id === state) ? state : undefined,
    path: (firstUnknown === -1 ? path : path.slice(0, firstUnknown)) as string[],
    open: openOf(params.get('open'), graph),
    window: isWindow(params.get('window')) ? (params.get('window') as TrafficWindow) : 'dia',
    brand: brands.find((known) => known === params.get('brand')),
  };
}

/** The query string of a view (defaults left out, so a plain link stays short). */
export function viewSearch(view: ViewState, graph: MachineGraph): string {
  const index = (id: string) => graph.transitions.findIndex((transition) => transition.id === id);
  const params = new URLSearchParams({ machine: view.machine, mode: view.mode });
  if (view.colouring !== 'coverage') params.set('colour', view.colouring);
  if (view.selectedTransition !== undefined && index(view.selectedTransition) >= 0) {
    params.set('transition', String(index(view.selectedTransition)));
  }
  if (view.selectedState !== undefined) params.set('state', view.selectedState);
  if (view.open === 'all') params.set('open', 'all');
  else if (view.open.size) {
    const keys = foldableSteps(graph).flatMap((step) =>
      view.open !== 'all' && view.open.has(step.id) ? [step.key] : [],
    );
    params.set('open', keys.join(','));
  }
  if (view.window !== 'dia') params.set('window', view.window);
  if (view.brand !== undefined) params.set('brand', view.brand);
  if (view.mode === 'simulate' && view.path.length) {
    params.set('path', view.path.map((id) => String(index(id))).join('.'));
  }
  return `?${params.toString()}`;
}
