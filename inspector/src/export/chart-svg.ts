import { inspectorTexts } from '../texts.ts';
import { SIZES, type ChartLayout, type Point, type StateWords } from '../chart/layout.ts';
import type { ChartMarks } from '../chart/marks.ts';
import { PALETTE } from '../chart/palette.ts';

/**
 * The chart as a standalone SVG document, drawn from the same layout as the page (not a copy of
 * the page's HTML, which @xyflow/react mixes with SVG): boxes, routes, labels and the current
 * marks, with system fonts, ready for a document or a printer. PNG is this SVG rasterised.
 */

const COLOURS = {
  line: PALETTE.plain,
  covered: PALETTE.covered,
  uncovered: PALETTE.uncovered,
  available: PALETTE.available,
  taken: PALETTE.now,
  box: PALETTE.paper,
  compound: PALETTE.compound,
  border: PALETTE.border,
  active: PALETTE.nowFill,
  activeBorder: PALETTE.now,
  text: PALETTE.ink,
  note: PALETTE.muted,
} as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PAD = 16;

function absolutePositions(layout: ChartLayout): Map<string, Point> {
  const positions = new Map<string, Point>();
  for (const placed of layout.states) {
    const parent = placed.state.parentId ? positions.get(placed.state.parentId) : undefined;
    positions.set(placed.state.id, {
      x: (parent?.x ?? 0) + placed.x,
      y: (parent?.y ?? 0) + placed.y,
    });
  }
  for (const marker of layout.markers) {
    const parent = positions.get(marker.parentId);
    positions.set(marker.id, { x: (parent?.x ?? 0) + marker.x, y: (parent?.y ?? 0) + marker.y });
  }
  return positions;
}

function rowColour(id: string, marks: ChartMarks) {
  if (marks.taken.has(id)) return COLOURS.taken;
  if (marks.available?.has(id)) return COLOURS.available;
  return marks.looks?.look(id)?.colour ?? COLOURS.line;
}

export function chartSvg(
  layout: ChartLayout,
  marks: ChartMarks,
  title: string,
  words: StateWords,
): string {
  const positions = absolutePositions(layout);
  const t = inspectorTexts.chart;
  const parts: string[] = [];

  for (const placed of layout.states) {
    const { state } = placed;
    const at = positions.get(state.id) ?? { x: 0, y: 0 };
    const compound = state.kind === 'compound' || state.kind === 'parallel';
    const active = marks.active.has(state.id);
    parts.push(
      `<g data-state-id="${escape(state.id)}"><rect x="${at.x}" y="${at.y}" width="${placed.width}" height="${placed.height}" rx="${compound ? 10 : 6}" fill="${active ? COLOURS.active : compound ? COLOURS.compound : COLOURS.box}" stroke="${active ? COLOURS.activeBorder : COLOURS.border}" stroke-width="${active || state.kind === 'final' ? 2.5 : 1.2}"/>`,
      `<text x="${at.x + 10}" y="${at.y + 22}" font-weight="600" font-size="14">${escape(words.name(state))}${state.kind === 'final' ? ` (${escape(t.final)})` : ''}</text>`,
      ...(compound ? [] : words.notes(state)).map(
        (note, i) =>
          `<text x="${at.x + 10}" y="${at.y + 42 + i * 20}" font-size="12" fill="${COLOURS.note}">${escape(note)}</text>`,
      ),
      '</g>',
    );
  }
  for (const marker of layout.markers) {
    const at = positions.get(marker.id) ?? { x: 0, y: 0 };
    const r = marker.size / 2;
    parts.push(`<circle cx="${at.x + r}" cy="${at.y + r}" r="${r}" fill="${COLOURS.text}"/>`);
  }
  const centre = (id: string): Point => {
    const at = positions.get(id) ?? { x: 0, y: 0 };
    const placed = layout.states.find((state) => state.state.id === id);
    return { x: at.x + (placed?.width ?? 0) / 2, y: at.y + (placed?.height ?? 0) / 2 };
  };
  for (const edge of layout.edges) {
    const points = edge.points.length ? edge.points : [centre(edge.source), centre(edge.target)];
    const colour = edge.transitions.length
      ? rowColour(edge.transitions[0]?.id ?? '', marks)
      : COLOURS.text;
    const d = points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' ');
    parts.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.6" marker-end="url(#arrow)"/>`,
    );
    const { label } = edge;
    if (!label) continue;
    parts.push(
      `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" fill="${COLOURS.box}" fill-opacity="0.85"/>`,
      ...label.rows.map(
        (row, i) =>
          `<text data-transition-id="${escape(row.transition.id)}" x="${label.x + 6}" y="${label.y + 18 + i * (SIZES.labelRowHeight + 2)}" font-size="12" fill="${rowColour(row.transition.id, marks)}">${escape(row.text)}</text>`,
      ),
    );
  }
  const width = Math.ceil(layout.width + 2 * PAD);
  const height = Math.ceil(layout.height + 2 * PAD + 28);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="${COLOURS.text}">`,
    `<title>${escape(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke"/></marker></defs>',
    `<rect width="100%" height="100%" fill="${COLOURS.box}"/>`,
    `<text x="${PAD}" y="${PAD + 8}" font-size="15" font-weight="700">${escape(title)}</text>`,
    `<g transform="translate(${PAD} ${PAD + 28})">`,
    ...parts,
    '</g>',
    '</svg>',
  ].join('\n');
}
