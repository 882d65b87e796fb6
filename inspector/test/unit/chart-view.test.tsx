// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import ELK from 'elkjs/lib/elk.bundled.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MACHINES } from '../../../machines/index.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { ChartView } from '../../src/chart/chart-view.tsx';
import { CODE_WORDS, layoutGraph } from '../../src/chart/layout.ts';
import type { ChartMarks } from '../../src/chart/marks.ts';

/**
 * The chart draws every transition from its layout alone. Here nothing is ever measured (happy-dom
 * has no boxes; the observer never reports), which is what React Flow is left with when a live
 * update replaces the nodes after the browser's one report and before React drew its result: the
 * lines must not wait for a measurement that will not come (the relay test once ended with boxes
 * and no lines for 45 s).
 */

class SilentResizeObserver {
  observe(): void {
    // Never reports.
  }
  unobserve(): void {
    // Nothing observed.
  }
  disconnect(): void {
    // Nothing observed.
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SilentResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const graph = machineToGraph(MACHINES.default);
const layout = layoutGraph(graph, new ELK());

function marks(active: string[], taken: string[]): ChartMarks {
  return {
    active: new Set(active),
    taken: new Set(taken),
    available: undefined,
    looks: undefined,
    selected: undefined,
    selectedState: undefined,
  };
}

function noop(): void {
  // The chart's clicks are not under test here.
}

function rowsOf(container: HTMLElement): { id: string; taken: boolean }[] {
  return [...container.querySelectorAll<HTMLElement>('.route-label [data-transition-id]')].map(
    (row) => ({
      id: row.dataset['transitionId'] ?? '',
      taken: row.classList.contains('route--taken'),
    }),
  );
}

describe('the chart view', () => {
  it('draws every transition, and marks the one just taken as the live session moves', async () => {
    const placed = await layout;
    const taken =
      'default.cpf.fetchingQuestion --xstate.done.actor.fetchQuestion[0]--> default.question';
    expect(graph.transitions.map((tr) => tr.id)).toContain(taken);
    const view = (chartMarks: ChartMarks) => (
      <div style={{ width: 1200, height: 800 }}>
        <ChartView
          layout={placed}
          marks={chartMarks}
          steps={new Set()}
          words={CODE_WORDS}
          label="default"
          overview
          onSelectTransition={noop}
          onSelectState={noop}
          onToggleStep={noop}
        />
      </div>
    );
    const { container, rerender } = render(
      view(marks(['default', 'default.cpf', 'default.cpf.editing'], [])),
    );
    const ids = graph.transitions.map((tr) => tr.id).sort();
    expect(
      rowsOf(container)
        .map((row) => row.id)
        .sort(),
    ).toEqual(ids);

    // Each live update hands React Flow new nodes.
    rerender(view(marks(['default', 'default.question', 'default.question.editing'], [taken])));
    const rows = rowsOf(container);
    expect(rows.map((row) => row.id).sort()).toEqual(ids);
    expect(rows.filter((row) => row.taken).map((row) => row.id)).toEqual([taken]);
    expect(container.querySelectorAll('.react-flow__edge')).toHaveLength(placed.edges.length);
  });
});
