import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api.js';
import type { GraphState, GraphTransition, MachineGraph } from '../../../machine-graph/index.ts';

/**
 * Places a machine graph with ELK's layered algorithm: states as nested boxes
 * (`elk.hierarchyHandling: INCLUDE_CHILDREN`, so transitions may cross box borders), a small dot
 * in each compound state pointing at its initial state, and the transitions routed with room for
 * their labels. Transitions between the same two states share one line whose label lists each of
 * them, one per row (a call's answers mostly lead back to the same form). Box positions are
 * relative to the parent box, routes and labels absolute: what @xyflow/react takes for sub-flows
 * and custom edges.
 */

export interface Point {
  x: number;
  y: number;
}

export interface PlacedState {
  state: GraphState;
  /** Relative to the parent box (absolute for the root). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The initial-state dot of a compound state. */
export interface PlacedMarker {
  id: string;
  parentId: string;
  /** The initial state it points at. */
  target: string;
  x: number;
  y: number;
  size: number;
}

/** One row of an edge's label: one transition. */
export interface PlacedLabelRow {
  transition: GraphTransition;
  text: string;
}

export interface PlacedLabel {
  rows: readonly PlacedLabelRow[];
  /** Absolute, top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  /** `<source> -> <target>`, or `initial:<parent>` for the arrow from an initial-state dot. */
  id: string;
  /** The transitions drawn along this line, in document order; none for an initial arrow. */
  transitions: readonly GraphTransition[];
  source: string;
  target: string;
  /** Absolute route, start to end; empty when ELK could not route it (drawn straight). */
  points: readonly Point[];
  label: PlacedLabel | undefined;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Steps drawn folded (chart/fold.ts), with how many states each holds. */
  folded: ReadonlyMap<string, number>;
  /** Parents before their children. */
  states: readonly PlacedState[];
  markers: readonly PlacedMarker[];
  edges: readonly PlacedEdge[];
}

/**
 * Text sizes for the system sans-serif fonts the inspector uses (no web font), at the designed
 * size. The chart opens at 86 % or larger (chart-view.tsx), so the smallest text (13 px) shows at
 * 11 px or more and a label row (a button 28 px tall) at WCAG 2.2's smallest target, 24 px.
 */
export const SIZES = {
  stateCharWidth: 8.4,
  noteCharWidth: 7,
  labelCharWidth: 6.8,
  stateMinWidth: 120,
  stateHeight: 40,
  lineHeight: 20,
  compoundHeader: 34,
  labelRowHeight: 28,
  foldButton: 30,
  marker: 12,
} as const;

export const INITIAL_MARKER_PREFIX = 'initial:';

/** What a state box shows besides its name: its calls, its entry actions. */
export interface StateWords {
  name: (state: GraphState) => string;
  notes: (state: GraphState) => readonly string[];
  /** The button that opens a folded step. */
  unfold: (state: GraphState, inside: number) => string;
}

function stateSize(
  state: GraphState,
  words: StateWords,
  folded: number | undefined,
): { width: number; height: number } {
  const notes = words.notes(state);
  const nameLength = words.name(state).length + (state.kind === 'final' ? 6 : 0);
  const unfold = folded === undefined ? '' : words.unfold(state, folded);
  const longest = Math.max(
    nameLength * SIZES.stateCharWidth,
    ...notes.map((note) => note.length * SIZES.noteCharWidth),
    unfold.length * SIZES.noteCharWidth + 16,
  );
  return {
    width: Math.max(SIZES.stateMinWidth, Math.ceil(longest) + 28),
    height:
      SIZES.stateHeight +
      notes.length * SIZES.lineHeight +
      (folded === undefined ? 0 : SIZES.foldButton + 6),
  };
}

function labelSize(rows: readonly string[]): { width: number; height: number } {
  const longest = Math.max(...rows.map((row) => row.length));
  return {
    width: Math.ceil(longest * SIZES.labelCharWidth) + 12,
    height: rows.length * (SIZES.labelRowHeight + 2) + 2,
  };
}

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.spacing.nodeNodeBetweenLayers': '28',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '3',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

/**
 * Set on each compound state: with INCLUDE_CHILDREN, ELK reads cycle breaking per compound node.
 * Depth-first from the first state in document order keeps each step's flow left to right, with
 * the answers that lead back to the form as the back edges. (MODEL_ORDER and considerModelOrder
 * crash elkjs 0.12 in this mode.)
 */
const COMPOUND_OPTIONS = {
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.padding': `[top=${String(SIZES.compoundHeader + 12)},left=14,bottom=14,right=14]`,
};

function isAncestor(states: ReadonlyMap<string, GraphState>, ancestor: string, of: string) {
  for (let id = states.get(of)?.parentId; id; id = states.get(id)?.parentId ?? null) {
    if (id === ancestor) return true;
  }
  return false;
}

interface EdgeSpec {
  id: string;
  transitions: GraphTransition[];
  source: string;
  target: string;
  /** ELK routes it; lines between a state and its own ancestor are drawn straight instead. */
  routed: boolean;
}

function edgeSpecs(graph: MachineGraph, states: ReadonlyMap<string, GraphState>): EdgeSpec[] {
  const specs = new Map<string, EdgeSpec>();
  for (const state of graph.states) {
    if (state.parentId === null || !state.initial) continue;
    const id = `${INITIAL_MARKER_PREFIX}${state.parentId}`;
    specs.set(id, { id, transitions: [], source: id, target: state.id, routed: true });
  }
  for (const transition of graph.transitions) {
    const { source } = transition;
    const targets = transition.targets.length ? transition.targets : [source];
    for (const target of targets) {
      const id = `${source} -> ${target}`;
      const spec = specs.get(id) ?? {
        id,
        transitions: [],
        source,
        target,
        routed: !isAncestor(states, target, source) && !isAncestor(states, source, target),
      };
      spec.transitions.push(transition);
      specs.set(id, spec);
    }
  }
  return [...specs.values()];
}

function toElk(
  graph: MachineGraph,
  specs: readonly EdgeSpec[],
  words: StateWords,
  folded: ReadonlyMap<string, number>,
): ElkNode {
  const childrenOf = (parentId: string): ElkNode[] => {
    const children = graph.states.filter((state) => state.parentId === parentId);
    // The initial dot comes first, so the depth-first search starts from it.
    const initial = children.some((child) => child.initial)
      ? [{ id: `${INITIAL_MARKER_PREFIX}${parentId}`, width: SIZES.marker, height: SIZES.marker }]
      : [];
    return [...initial, ...children.map(stateToElk)];
  };
  const stateToElk = (state: GraphState): ElkNode => {
    const children = childrenOf(state.id);
    return children.length
      ? { id: state.id, layoutOptions: COMPOUND_OPTIONS, children }
      : { id: state.id, ...stateSize(state, words, folded.get(state.id)) };
  };
  const root = graph.states[0];
  if (!root) throw new Error(`The graph of ${graph.id} has no root state.`);
  const edges: ElkExtendedEdge[] = specs
    .filter((spec) => spec.routed)
    .map((spec) => {
      const rows = spec.transitions.map((transition) => transition.label);
      return {
        id: spec.id,
        sources: [spec.source],
        targets: [spec.target],
        ...(rows.length ? { labels: [{ text: rows.join('\n'), ...labelSize(rows) }] } : {}),
      };
    });
  return { id: '__chart__', layoutOptions: ROOT_OPTIONS, children: [stateToElk(root)], edges };
}

function routeOf(edge: ElkExtendedEdge | undefined): Point[] {
  const section = edge?.sections?.[0];
  if (!section) return [];
  const points: ElkPoint[] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
  return points.map(({ x, y }) => ({ x, y }));
}

/** Box sizes from the state's own names: what tests and tools without the inspector's words use. */
export const CODE_WORDS: StateWords = {
  name: (state) => state.key,
  notes: (state) => [
    ...state.invokes.map((invoke) => `calls ${invoke.id}`),
    ...(state.entry.length ? [`entry ${state.entry.join(', ')}`] : []),
  ],
  unfold: (_state, inside) => `open (${String(inside)})`,
};

/**
 * Lays the graph out. `elk` is an ELK instance (a web worker in the browser, in-process in tests);
 * `words` size the boxes for what they will show; `folded` names the steps drawn folded.
 */
export async function layoutGraph(
  graph: MachineGraph,
  elk: ELK,
  words: StateWords = CODE_WORDS,
  folded: ReadonlyMap<string, number> = new Map(),
): Promise<ChartLayout> {
  const states = new Map(graph.states.map((state) => [state.id, state]));
  const specs = edgeSpecs(graph, states);
  const laidOut = await elk.layout(toElk(graph, specs, words, folded));

  const placedStates: PlacedState[] = [];
  const markers: PlacedMarker[] = [];
  const visit = (node: ElkNode, parentId: string | null) => {
    const { x = 0, y = 0, width = 0, height = 0 } = node;
    if (node.id.startsWith(INITIAL_MARKER_PREFIX) && parentId !== null) {
      const target = graph.states.find((s) => s.parentId === parentId && s.initial)?.id ?? '';
      markers.push({ id: node.id, parentId, target, x, y, size: width });
      return;
    }
    const state = states.get(node.id);
    if (state) placedStates.push({ state, x, y, width, height });
    node.children?.forEach((child) => {
      visit(child, state ? state.id : null);
    });
  };
  visit(laidOut, null);

  const elkEdges = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const edges = specs.map((spec): PlacedEdge => {
    const elkEdge = elkEdges.get(spec.id);
    const elkLabel = elkEdge?.labels?.[0];
    const rows = spec.transitions.map((transition) => ({ transition, text: transition.label }));
    const size = labelSize(rows.map((row) => row.text));
    return {
      id: spec.id,
      transitions: spec.transitions,
      source: spec.source,
      target: spec.target,
      points: routeOf(elkEdge),
      label: rows.length
        ? { rows, x: elkLabel?.x ?? 0, y: elkLabel?.y ?? 0, width: size.width, height: size.height }
        : undefined,
    };
  });
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    folded,
    states: placedStates,
    markers,
    edges,
  };
}
