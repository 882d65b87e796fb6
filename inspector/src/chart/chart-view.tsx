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
import { inspectorTexts } from '../../../content/inspector.ts';
import { heatColour, heatScale, type HeatScale } from './heat.ts';
import type { ChartLayout, PlacedEdge, PlacedMarker, PlacedState, Point } from './layout.ts';
import type { ChartMarks } from './marks.ts';
import { PALETTE } from './palette.ts';

/**
 * Draws a laid-out chart with @xyflow/react (pan, zoom, fit): states as nested boxes, the
 * transitions along ELK's routes with their labels, the active states highlighted, and the
 * coverage and simulation marks on the transitions.
 */

type EdgeStatus = 'covered' | 'uncovered' | undefined;

type StateNodeData = { placed: PlacedState; active: boolean; selected: boolean };
type MarkerNodeData = { marker: PlacedMarker };
type RouteEdgeData = {
  placed: PlacedEdge;
  /** The marks of each label row, i.e. of each transition along the line. */
  rows: readonly RowMarks[];
  /** The line's: uncovered if any of its transitions is, available or taken if any is. */
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

function StateBox({ data }: NodeProps<StateNode>) {
  const { placed, active, selected } = data;
  const t = inspectorTexts.chart;
  const { state } = placed;
  const compound = state.kind === 'compound' || state.kind === 'parallel';
  const classes = [
    'state',
    compound ? 'state--compound' : 'state--atomic',
    state.parentId === null ? 'state--root' : '',
    state.kind === 'final' ? 'state--final' : '',
    active ? 'state--active' : '',
    selected ? 'state--selected' : '',
  ].filter(Boolean);
  const notes = [
    state.kind === 'final' ? t.finalState : '',
    state.initial && state.parentId !== null ? t.initialState : '',
    ...state.invokes.map((invoke) => fill(t.calls, { call: invoke.id })),
    ...state.entry.map((action) => fill(t.onEntry, { actions: action })),
  ].filter(Boolean);
  return (
    <div
      className={classes.join(' ')}
      data-state-id={state.id}
      data-active={active ? 'true' : 'false'}
      title={[state.id, ...notes].join('\n')}
    >
      <Handles />
      <div className="state__name">
        {state.key}
        {state.kind === 'final' ? <span className="state__badge">{t.final}</span> : null}
      </div>
      {state.invokes.map((invoke) => (
        <div key={invoke.id} className="state__call">
          {fill(t.calls, { call: invoke.id })}
        </div>
      ))}
      {compound || state.entry.length === 0 ? null : (
        <div className="state__call">{fill(t.entry, { actions: state.entry.join(', ') })}</div>
      )}
    </div>
  );
}

function InitialDot({ data }: NodeProps<MarkerNode>) {
  return (
    <div
      className="initial-dot"
      title={fill(inspectorTexts.chart.initialOf, { state: data.marker.target })}
    >
      <Handles />
    </div>
  );
}

function pathOf(points: readonly Point[]): string {
  return points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' ');
}

interface RowMarks {
  coverage: EdgeStatus;
  /** The heat colour, when the chart is coloured by paths crossing. */
  heat: string | undefined;
  /** Paths crossing, when known. */
  paths: number | undefined;
  available: boolean;
  taken: boolean;
  selected: boolean;
}

function classesOf(prefix: string, marks: RowMarks): string[] {
  return [
    prefix,
    marks.coverage ? `route--${marks.coverage}` : '',
    marks.available ? 'route--available' : '',
    marks.taken ? 'route--taken' : '',
    marks.selected ? 'route--selected' : '',
  ].filter(Boolean);
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
  const { label } = placed;
  return (
    <>
      <BaseEdge
        id={props.id}
        path={pathOf(route)}
        className={lineClasses.join(' ')}
        interactionWidth={12}
        {...(line.heat && !line.taken && !line.available
          ? { style: { stroke: line.heat, strokeWidth: 2.5 } }
          : {})}
        {...(markerEnd === undefined ? {} : { markerEnd })}
      />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className="route-label"
            style={{
              transform: `translate(${String(label.x)}px, ${String(label.y)}px)`,
              width: label.width,
            }}
          >
            {label.rows.map(({ transition, text }, i) => {
              const marks = rows[i];
              return (
                <button
                  key={transition.id}
                  type="button"
                  className={classesOf('route-label__row', marks ?? NO_MARKS).join(' ')}
                  data-transition-id={transition.id}
                  data-coverage={marks?.coverage ?? 'unknown'}
                  data-available={marks?.available ? 'true' : 'false'}
                  data-paths={marks?.paths ?? undefined}
                  style={marks?.heat ? { color: marks.heat } : undefined}
                  title={transition.id}
                  onClick={() => {
                    onSelect(transition.id);
                  }}
                >
                  {text}
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

const NO_MARKS: RowMarks = {
  coverage: undefined,
  heat: undefined,
  paths: undefined,
  available: false,
  taken: false,
  selected: false,
};

function colourOf(marks: RowMarks): string {
  if (marks.taken) return PALETTE.active;
  if (marks.available) return PALETTE.available;
  if (marks.heat) return marks.heat;
  if (marks.coverage) return PALETTE[marks.coverage];
  return PALETTE.plain;
}

function rowMarks(id: string, marks: ChartMarks, scale: HeatScale | undefined): RowMarks {
  const paths = marks.heat?.get(id);
  return {
    heat: marks.heat ? heatColour(paths, scale) : undefined,
    paths,
    coverage: marks.coverage
      ? marks.coverage.uncovered.has(id)
        ? 'uncovered'
        : 'covered'
      : undefined,
    available: marks.available?.has(id) ?? false,
    taken: marks.taken.has(id),
    selected: marks.selected === id,
  };
}

function lineMarks(rows: readonly RowMarks[]): RowMarks {
  if (rows.length === 0) return NO_MARKS;
  const coverage: EdgeStatus = rows.some((row) => row.coverage === 'uncovered')
    ? 'uncovered'
    : rows.every((row) => row.coverage === 'covered')
      ? 'covered'
      : undefined;
  // The line takes the colour of its most crossed transition.
  const hottest = rows.reduce<RowMarks | undefined>(
    (best, row) => (row.paths !== undefined && (best?.paths ?? -1) < row.paths ? row : best),
    undefined,
  );
  return {
    coverage,
    heat: hottest?.heat,
    paths: hottest?.paths,
    available: rows.some((row) => row.available),
    taken: rows.some((row) => row.taken),
    selected: rows.some((row) => row.selected),
  };
}

function toNodes(
  layout: ChartLayout,
  active: ReadonlySet<string>,
  selected: string | undefined,
): (StateNode | MarkerNode)[] {
  const states = layout.states.map((placed): StateNode => ({
    id: placed.state.id,
    type: 'state',
    position: { x: placed.x, y: placed.y },
    width: placed.width,
    height: placed.height,
    handles: handlesOf(placed.width, placed.height),
    ...(placed.state.parentId === null ? {} : { parentId: placed.state.parentId }),
    data: { placed, active: active.has(placed.state.id), selected: selected === placed.state.id },
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
  const scale = marks.heat ? heatScale(marks.heat) : undefined;
  return layout.edges.map((placed): RouteEdge => {
    const rows = placed.transitions.map((transition) => rowMarks(transition.id, marks, scale));
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

export interface ChartViewProps {
  layout: ChartLayout;
  marks: ChartMarks;
  onSelectTransition: (transitionId: string) => void;
  onSelectState: (stateId: string) => void;
}

export function ChartView({ layout, marks, onSelectTransition, onSelectState }: ChartViewProps) {
  const nodes = useMemo(
    () => toNodes(layout, marks.active, marks.selectedState),
    [layout, marks.active, marks.selectedState],
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
      onNodeClick={(_event, node) => {
        if (node.type === 'state') onSelectState(node.id);
      }}
      onEdgeClick={(_event, edge) => {
        // A line with one transition selects it; a shared line's rows are picked on its label.
        const [only, ...others] = edge.data?.placed.transitions ?? [];
        if (only && others.length === 0) onSelectTransition(only.id);
      }}
      fitView
      fitViewOptions={{ padding: 0.04, maxZoom: 1.5 }}
      minZoom={0.1}
      maxZoom={3}
    >
      <Background gap={24} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
