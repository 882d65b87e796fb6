import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { MACHINES, type MachineId } from '../../../machines/index.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { layoutGraph, type ChartLayout, type PlacedState } from '../../src/chart/layout.ts';

const IDS = Object.keys(MACHINES) as MachineId[];
const elk = new ELK();

/** Absolute boxes: positions are relative to the parent box. */
function absoluteBoxes(layout: ChartLayout): Map<string, PlacedState> {
  const boxes = new Map<string, PlacedState>();
  for (const placed of layout.states) {
    const parent = placed.state.parentId === null ? undefined : boxes.get(placed.state.parentId);
    boxes.set(placed.state.id, {
      ...placed,
      x: placed.x + (parent?.x ?? 0),
      y: placed.y + (parent?.y ?? 0),
    });
  }
  return boxes;
}

describe.each(IDS)('the layout of the %s machine', (id) => {
  const graph = machineToGraph(MACHINES[id]);
  const layout = layoutGraph(graph, elk);

  it('places every state exactly once, inside its parent', async () => {
    const { states } = await layout;
    expect(states.map((placed) => placed.state.id)).toEqual(graph.states.map((state) => state.id));
    const boxes = absoluteBoxes(await layout);
    for (const box of boxes.values()) {
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
      const parent = box.state.parentId === null ? undefined : boxes.get(box.state.parentId);
      if (!parent) continue;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
  });

  it('routes every transition exactly once, with its label', async () => {
    const { edges } = await layout;
    const rows = edges.flatMap((edge) => edge.label?.rows ?? []);
    expect(rows.map((row) => row.transition.id)).toEqual(
      expect.arrayContaining(graph.transitions.map((transition) => transition.id)),
    );
    expect(rows).toHaveLength(graph.transitions.length);
    for (const edge of edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.label?.rows.map((row) => row.transition) ?? []).toEqual(edge.transitions);
      for (const row of edge.label?.rows ?? []) expect(row.text).toBe(row.transition.label);
      for (const transition of edge.transitions) {
        expect(transition.source).toBe(edge.source);
        expect(transition.targets.length ? transition.targets : [edge.source]).toContain(
          edge.target,
        );
      }
    }
  });

  it('points a dot at the initial state of every compound state', async () => {
    const { markers } = await layout;
    const compound = graph.states.filter((state) => state.kind === 'compound');
    expect(markers.map((marker) => marker.parentId).sort()).toEqual(
      compound.map((state) => state.id).sort(),
    );
    for (const marker of markers) {
      expect(graph.states.find((state) => state.id === marker.target)?.initial).toBe(true);
    }
  });
});
