import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeHandle,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../texts.ts';
import type { GraphState } from '../../../machine-graph/index.ts';
import { PLAIN_LOOK, type TransitionLook } from './colour-modes.ts';
import type {
  ChartLayout,
  PlacedEdge,
  PlacedMarker,
  PlacedState,
  Point,
  StateWords,
} from './layout.ts';
import type { ChartMarks } from './marks.ts';
import { PALETTE } from './palette.ts';

/**
 * Draws a laid-out chart with @xyflow/react (pan, zoom, fit): states as nested boxes named in
 * Portuguese (the code name on hover), folded steps with a button that opens them, the transitions
 * along ELK's routes with their labels (each a button at least 24 px tall), the current state and
 * the transition just taken in their own colour and shape, and the colour mode's look on the rest.
 * It opens at 100 % or larger, so every label shows at its designed size.
 */

const t = inspectorTexts.chart;

type StateNodeData = {
  placed: PlacedState;
  active: boolean;
  selected: boolean;
  /** How many states a folded step holds; undefined when the box is not folded. */
  folded: number | undefined;
  /** Whether the box is a step that folds (open now, or folded). */
  step: boolean;
  words: StateWords;
  onToggleStep: (stateId: string) => void;
};
type MarkerNodeData = { marker: PlacedMarker };
type RouteEdgeData = {
  placed: PlacedEdge;
  /** The marks of each label row, i.e. of each transition along the line. */
  rows: readonly RowMarks[];
  /** The line's: taken or available if any of its transitions is, else its strongest look. */
  line: RowMarks;
  onSelect: (transitionId: string) => void;
};

type StateNode = Node<StateNodeData, 'state'>;
type MarkerNode = Node<MarkerNodeData, 'marker'>;
type RouteEdge = Edge<RouteEdgeData, 'route'>;

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none', border: 0 } as const;

function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Left} style={HIDDEN_HANDLE} isConnectable={false} />
      <Handle type="source" position={Position.Right} style={HIDDEN_HANDLE} isConnectable={false} />
    </>
  );
}

/**
 * The handles' places, given with each node: React Flow draws a line only once it knows its ends,
 * and would otherwise learn them by measuring the boxes. A live update that replaces the nodes
 * after the browser's measurement and before React drew it left the chart with boxes and no
 * lines; from the layout, the lines never wait.
 */
function handlesOf(width: number, height: number): NodeHandle[] {
  const y = height / 2;
  return [
    { type: 'target', position: Position.Left, x: 0, y, width: 1, height: 1 },
    { type: 'source', position: Position.Right, x: width - 1, y, width: 1, height: 1 },
  ];
}

function StepButton({ state, data }: { state: GraphState; data: StateNodeData }) {
  const name = data.words.name(state);
  const folded = data.folded !== undefined;
  return (
    <button
      type="button"
      className="state__fold nodrag nopan"
      aria-expanded={!folded}
      aria-label={fill(folded ? t.unfoldLabel : t.foldLabel, { step: name })}
      onClick={(event) => {
        // Opening a step is not choosing it: the details stay as they are.
        event.stopPropagation();
        data.onToggleStep(state.id);
      }}
    >
      {folded ? data.words.unfold(state, data.folded ?? 0) : t.fold}
    </button>
  );
}

function StateBox({ data }: NodeProps<StateNode>) {
  const { placed, active, selected, folded, step, words } = data;
  const { state } = placed;
  const compound = (state.kind === 'compound' || state.kind === 'parallel') && folded === undefined;
  const classes = [
    'state',
    compound ? 'state--compound' : 'state--atomic',
    state.parentId === null ? 'state--root' : '',
    state.kind === 'final' ? 'state--final' : '',
    folded === undefined ? '' : 'state--folded',
    active ? 'state--active' : '',
    selected ? 'state--selected' : '',
  ].filter(Boolean);
  const notes = words.notes(state);
  const name = words.name(state);
  return (
    <div
      className={classes.join(' ')}
      data-state-id={state.id}
      data-active={active ? 'true' : 'false'}
      data-folded={folded === undefined ? undefined : 'true'}
      title={[fill(t.code, { code: state.id }), ...notes].join('\n')}
    >
      <Handles />
      <div className="state__head">
        <span className="state__name">
          {name}
          {state.kind === 'final' ? <span className="state__badge">{t.final}</span> : null}
          {active && state.parentId !== null ? <span className="state__now">{t.now}</span> : null}
        </span>
        {step && folded === undefined ? <StepButton state={state} data={data} /> : null}
      </div>
      {compound
        ? null
        : notes.map((note) => (
            <div key={note} className="state__call">
              {note}
            </div>
          ))}
      {folded === undefined ? null : <StepButton state={state} data={data} />}
    </div>
  );
}

function InitialDot() {
  return (
    <div className="initial-dot" title={t.initialState}>
      <Handles />
    </div>
  );
}

function pathOf(points: readonly Point[]): string {
  return points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' ');
}

interface RowMarks {
  look: TransitionLook;
  available: boolean;
  taken: boolean;
  selected: boolean;
}

const DASHES = { solid: undefined, dashed: '7 4', dotted: '2 4' } as const;

function classesOf(prefix: string, marks: RowMarks): string[] {
  return [
    prefix,
    marks.available ? 'route--available' : '',
    marks.taken ? 'route--taken' : '',
    marks.selected ? 'route--selected' : '',
    `route--${marks.look.pattern}`,
  ].filter(Boolean);
}

function colourOf(marks: RowMarks): string {
  if (marks.taken) return PALETTE.now;
  if (marks.available) return PALETTE.available;
  return marks.look.colour;
}

function dataAttributes(look: TransitionLook): Record<string, string> {
  return Object.fromEntries(
    Object.entries(look.data).map(([key, value]) => [`data-${key}`, value]),
  );
}

function RouteEdgePath(props: EdgeProps<RouteEdge>) {
  const { data, markerEnd, sourceX, sourceY, targetX, targetY } = props;
  if (!data) return null;
  const { placed, rows, line, onSelect } = data;
  const route = placed.points.length
    ? placed.points
    : [
        { x: sourceX, y: sourceY },
        { x: targetX, y: targetY },
      ];
  const lineClasses = classesOf('route', line);
  if (placed.transitions.length === 0) lineClasses.push('route--initial');
  const marked = line.taken || line.available;
  const { label } = placed;
  return (
    <>
      <BaseEdge
        id={props.id}
        path={pathOf(route)}
        className={lineClasses.join(' ')}
        interactionWidth={12}
        style={{
          stroke: colourOf(line),
          strokeWidth: line.taken ? 4 : marked ? 3 : line.look.width,
          ...(marked || DASHES[line.look.pattern] === undefined
            ? {}
            : { strokeDasharray: DASHES[line.look.pattern] }),
        }}
        {...(markerEnd === undefined ? {} : { markerEnd })}
      />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className="route-label"
            style={{
              transform: `translate(${String(label.x)}px, ${String(label.y)}px)`,
              minWidth: label.width,
            }}
          >
            {label.rows.map(({ transition, text }, i) => {
              const marks = rows[i] ?? NO_MARKS;
              return (
                <button
                  key={transition.id}
                  type="button"
                  className={classesOf('route-label__row', marks).join(' ')}
                  data-transition-id={transition.id}
                  data-coverage={marks.look.data['coverage'] ?? 'unknown'}
                  data-available={marks.available ? 'true' : 'false'}
                  {...dataAttributes(marks.look)}
                  style={
                    marks.taken || marks.available ? undefined : { borderColor: marks.look.colour }
                  }
                  title={fill(t.code, { code: transition.id })}
                  onClick={() => {
                    onSelect(transition.id);
                  }}
                >
                  {marks.taken ? <span aria-hidden="true">▶ </span> : null}
                  {text}
                  {marks.look.badge === undefined ? null : (
                    <span className="route-label__badge">{marks.look.badge}</span>
                  )}
                </button>
              );
            })}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

const NODE_TYPES = { state: StateBox, marker: InitialDot };
const EDGE_TYPES = { route: RouteEdgePath };

const NO_MARKS: RowMarks = { look: PLAIN_LOOK, available: false, taken: false, selected: false };

function rowMarks(id: string, marks: ChartMarks): RowMarks {
  return {
    look: marks.looks?.look(id) ?? PLAIN_LOOK,
    available: marks.available?.has(id) ?? false,
    taken: marks.taken.has(id),
    selected: marks.selected === id,
  };
}

/** The line shows its strongest row: a dashed (uncovered) one first, then the widest. */
function lineMarks(rows: readonly RowMarks[]): RowMarks {
  if (rows.length === 0) return { ...NO_MARKS, look: { ...PLAIN_LOOK, colour: PALETTE.ink } };
  const strongest = [...rows].sort(
    (a, b) =>
      Number(b.look.pattern === 'dashed') - Number(a.look.pattern === 'dashed') ||
      b.look.width - a.look.width,
  )[0];
  return {
    look: strongest?.look ?? PLAIN_LOOK,
    available: rows.some((row) => row.available),
    taken: rows.some((row) => row.taken),
    selected: rows.some((row) => row.selected),
  };
}

function toNodes(
  layout: ChartLayout,
  marks: ChartMarks,
  steps: ReadonlySet<string>,
  words: StateWords,
  onToggleStep: (stateId: string) => void,
): (StateNode | MarkerNode)[] {
  const states = layout.states.map((placed): StateNode => ({
    id: placed.state.id,
    type: 'state',
    position: { x: placed.x, y: placed.y },
    width: placed.width,
    height: placed.height,
    handles: handlesOf(placed.width, placed.height),
    ...(placed.state.parentId === null ? {} : { parentId: placed.state.parentId }),
    data: {
      placed,
      active: marks.active.has(placed.state.id),
      selected: marks.selectedState === placed.state.id,
      folded: layout.folded.get(placed.state.id),
      step: steps.has(placed.state.id),
      words,
      onToggleStep,
    },
    draggable: false,
    selectable: false,
    zIndex: placed.state.path.length,
  }));
  const markers = layout.markers.map((marker): MarkerNode => ({
    id: marker.id,
    type: 'marker',
    position: { x: marker.x, y: marker.y },
    width: marker.size,
    height: marker.size,
    handles: handlesOf(marker.size, marker.size),
    parentId: marker.parentId,
    data: { marker },
    draggable: false,
    selectable: false,
  }));
  return [...states, ...markers];
}

function toEdges(
  layout: ChartLayout,
  marks: ChartMarks,
  onSelect: (transitionId: string) => void,
): RouteEdge[] {
  return layout.edges.map((placed): RouteEdge => {
    const rows = placed.transitions.map((transition) => rowMarks(transition.id, marks));
    const line = lineMarks(rows);
    return {
      id: placed.id,
      type: 'route',
      source: placed.source,
      target: placed.target,
      data: { placed, rows, line, onSelect },
      markerEnd: { type: MarkerType.ArrowClosed, color: colourOf(line), width: 14, height: 14 },
      // Above the boxes: ELK routes around them, and transitions cross box borders.
      zIndex: 100,
      selectable: false,
    };
  });
}

/** React Flow's own texts, in Portuguese. */
const ARIA_LABELS = {
  'controls.ariaLabel': t.controls.group,
  'controls.zoomIn.ariaLabel': t.controls.zoomIn,
  'controls.zoomOut.ariaLabel': t.controls.zoomOut,
  'controls.fitView.ariaLabel': t.controls.fitView,
  'controls.interactive.ariaLabel': t.controls.interactive,
  'node.a11yDescription.default': t.controls.node,
  'node.a11yDescription.keyboardDisabled': t.controls.node,
  'edge.a11yDescription.default': t.controls.edge,
} as const;

/**
 * The first view: the whole chart, never below 86 % of its designed size, so the smallest text
 * (13 px) shows at 11 px or more and a label row (28 px) stays a 24 px target (layout.ts).
 */
export const FIRST_VIEW = { padding: 0.02, minZoom: 0.86, maxZoom: 1.25 } as const;
/** "Ajustar à tela": the whole chart, however small that makes it. */
const FIT_ALL = { padding: 0.02, minZoom: 0.1, maxZoom: 1.25 } as const;

export interface ChartViewProps {
  layout: ChartLayout;
  marks: ChartMarks;
  /** The ids of the states that are steps (fold and unfold). */
  steps: ReadonlySet<string>;
  words: StateWords;
  label: string;
  /** Every step open: the first view is the whole chart, however small (an overview). */
  overview: boolean;
  onSelectTransition: (transitionId: string) => void;
  onSelectState: (stateId: string) => void;
  onToggleStep: (stateId: string) => void;
}

export function ChartView({
  layout,
  marks,
  steps,
  words,
  label,
  overview,
  onSelectTransition,
  onSelectState,
  onToggleStep,
}: ChartViewProps) {
  const nodes = useMemo(
    () => toNodes(layout, marks, steps, words, onToggleStep),
    [layout, marks, steps, words, onToggleStep],
  );
  const edges = useMemo(
    () => toEdges(layout, marks, onSelectTransition),
    [layout, marks, onSelectTransition],
  );
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      ariaLabelConfig={ARIA_LABELS}
      aria-label={label}
      onNodeClick={(_event, node) => {
        if (node.type === 'state') onSelectState(node.id);
      }}
      onEdgeClick={(_event, edge) => {
        // A line with one transition selects it; a shared line's rows are picked on its label.
        const [only, ...others] = edge.data?.placed.transitions ?? [];
        if (only && others.length === 0) onSelectTransition(only.id);
      }}
      fitView
      fitViewOptions={overview ? FIT_ALL : FIRST_VIEW}
      minZoom={0.1}
      maxZoom={3}
      // The credit is in the legend, in Portuguese, as a plain link.
      proOptions={{ hideAttribution: true }}
    >
      <Background gap={24} />
      <Controls showInteractive={false} fitViewOptions={FIT_ALL} />
    </ReactFlow>
  );
}
