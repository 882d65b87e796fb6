import { PALETTE } from './palette.ts';

/**
 * Coverage heat: how many generated QA paths cross each transition, as a colour from pale to
 * deep. Counts come from docs/machines/path-heat.json (written by `npm run docs:charts` from the
 * same generated paths as docs/paths/).
 */

export interface HeatScale {
  min: number;
  max: number;
}

export function heatScale(counts: ReadonlyMap<string, number>): HeatScale | undefined {
  const values = [...counts.values()];
  if (values.length === 0) return undefined;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** 0 for the least crossed transition, 1 for the most (a log scale: a few paths matter). */
export function heatLevel(count: number, scale: HeatScale): number {
  if (scale.max === scale.min) return 1;
  const at = (n: number) => Math.log1p(n);
  return (at(count) - at(scale.min)) / (at(scale.max) - at(scale.min));
}

/** Uncrossed transitions grey; crossed ones from light amber to deep red. */
export function heatColour(count: number | undefined, scale: HeatScale | undefined): string {
  if (count === undefined || scale === undefined) return PALETTE.plain;
  if (count === 0) return PALETTE.uncrossed;
  const level = heatLevel(count, scale);
  const hue = Math.round(45 - 45 * level);
  const lightness = Math.round(58 - 22 * level);
  return `hsl(${String(hue)} 90% ${String(lightness)}%)`;
}
