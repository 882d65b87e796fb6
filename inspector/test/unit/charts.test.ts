import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/index.ts';
import { chartFiles, DOCS_DIR, mermaidChart } from '../../../scripts/charts/chart-markdown.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const files = await chartFiles();

describe('the committed charts in docs/machines', () => {
  it.each([...files.keys()])('%s is what `npm run docs:charts` writes', (path) => {
    const file = join(ROOT, path);
    expect(existsSync(file), `${path} is missing: run npm run docs:charts`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${path} is stale: run npm run docs:charts`).toBe(
      files.get(path),
    );
  });

  it('holds no page of a machine that no longer exists', () => {
    const pages = readdirSync(join(ROOT, DOCS_DIR)).filter((name) => name.endsWith('.md'));
    expect(pages.map((name) => `${DOCS_DIR}/${name}`).sort()).toEqual([...files.keys()].sort());
  });
});

describe.each(Object.values(MACHINES))('the Mermaid chart of $id', (machine) => {
  const graph = machineToGraph(machine);
  const chart = mermaidChart(graph);

  it('draws every transition once per target, with its label', () => {
    const arrows = chart.split('\n').filter((line) => / --> /.test(line) && line.includes(' : '));
    expect(arrows).toHaveLength(
      graph.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0),
    );
    for (const transition of graph.transitions) {
      expect(arrows.some((line) => line.endsWith(` : ${transition.label}`))).toBe(true);
    }
  });

  it('marks the initial state of every compound state and every final state', () => {
    const starts = chart.split('\n').filter((line) => line.trim().startsWith('[*] -->'));
    const compound = graph.states.filter((state) => state.kind === 'compound');
    expect(starts).toHaveLength(compound.length);
    const finals = chart.split('\n').filter((line) => line.trim().endsWith('--> [*]'));
    expect(finals).toHaveLength(graph.states.filter((state) => state.kind === 'final').length);
  });

  it('opens as many blocks as it closes', () => {
    const opened = chart.split('\n').filter((line) => line.trim().endsWith('{')).length;
    const closed = chart.split('\n').filter((line) => line.trim() === '}').length;
    expect(opened).toBe(closed);
  });
});

describe('the committed path heat in docs/machines/path-heat.json', () => {
  it('is what `npm run docs:charts` writes from the generated QA paths', async () => {
    const { HEAT_FILE, pathHeatJson } = await import('../../../scripts/charts/path-heat.ts');
    const file = join(ROOT, HEAT_FILE);
    expect(existsSync(file), `${HEAT_FILE} is missing: run npm run docs:charts`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${HEAT_FILE} is stale: run npm run docs:charts`).toBe(
      pathHeatJson(),
    );
  });
});
