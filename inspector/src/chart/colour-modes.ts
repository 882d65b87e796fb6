import { fill } from '../../../content/fill.ts';
import { inspectorTexts } from '../texts.ts';
import type { MachineCoverage } from '../coverage/coverage.ts';
import { heatColour, heatLevel, heatScale } from './heat.ts';
import { PALETTE } from './palette.ts';

/**
 * The ways the chart can colour its transitions, each a plug-in: an id for the link, a name for
 * the control, a look for each transition and the legend that explains it. A mode never uses
 * the marks of the current state and the transition just taken (purple, solid, with their own
 * shape: palette.ts), and says what it says with a line pattern or width as well as a hue, for
 * readers who do not tell the hues apart. A new mode (e.g. real traffic) is one more entry in
 * `COLOUR_MODES` with its data in `ColourData`.
 */

export type LinePattern = 'solid' | 'dashed' | 'dotted';

export interface TransitionLook {
  colour: string;
  pattern: LinePattern;
  /** Stroke width of the line, in px at 100 %. */
  width: number;
  /** Attributes for tools and tests (`data-coverage="covered"`, `data-paths="12"`). */
  data: Readonly<Record<string, string>>;
  /** A short text shown after the label (a count), when the mode has one. */
  badge?: string;
}

export interface LegendEntry {
  look: TransitionLook;
  text: string;
}

export interface ModeLooks {
  look(transitionId: string): TransitionLook | undefined;
  legend: readonly LegendEntry[];
  /** A gradient from the least to the most, for a scale. */
  scale?: { from: string; to: string; text: string };
}

/** What the modes colour by, for the machine shown. */
export interface ColourData {
  coverage: MachineCoverage | undefined;
  heat: ReadonlyMap<string, number> | undefined;
  /** Times each transition was taken by customers in the chosen window and brand. */
  traffic: ReadonlyMap<string, number> | undefined;
}

export interface ColourMode {
  id: string;
  /** The control's text. */
  label: string;
  /** Undefined when the mode has no data for this machine. */
  looks(data: ColourData): ModeLooks | undefined;
}

const t = inspectorTexts.legend;

const PLAIN: TransitionLook = { colour: PALETTE.plain, pattern: 'solid', width: 1.5, data: {} };

const COVERED: TransitionLook = {
  colour: PALETTE.covered,
  pattern: 'solid',
  width: 2,
  data: { coverage: 'covered' },
};
const UNCOVERED: TransitionLook = {
  colour: PALETTE.uncovered,
  pattern: 'dashed',
  width: 2,
  data: { coverage: 'uncovered' },
};

const coverageMode: ColourMode = {
  id: 'coverage',
  label: inspectorTexts.chart.colours.coverage,
  looks: ({ coverage }) =>
    coverage && {
      look: (id) => (coverage.uncovered.has(id) ? UNCOVERED : COVERED),
      legend: [
        { look: COVERED, text: t.covered },
        { look: UNCOVERED, text: t.uncovered },
      ],
    },
};

const heatMode: ColourMode = {
  id: 'heat',
  label: inspectorTexts.chart.colours.heat,
  looks: ({ heat }) => {
    const scale = heat && heatScale(heat);
    if (!heat || !scale) return undefined;
    // Width grows with the count too: the scale reads without its hues.
    const lookOf = (count: number | undefined): TransitionLook => ({
      colour: heatColour(count, scale),
      pattern: count === 0 ? 'dotted' : 'solid',
      width: count === undefined || count === 0 ? 1.5 : 1.5 + 4 * heatLevel(count, scale),
      data: count === undefined ? {} : { paths: String(count) },
      ...(count === undefined ? {} : { badge: String(count) }),
    });
    return {
      look: (id) => lookOf(heat.get(id)),
      legend: [
        { look: lookOf(scale.min), text: fill(t.heatLeast, { count: String(scale.min) }) },
        { look: lookOf(scale.max), text: fill(t.heatMost, { count: String(scale.max) }) },
      ],
      scale: {
        from: heatColour(scale.min, scale),
        to: heatColour(scale.max, scale),
        text: fill(t.heatScale, { min: String(scale.min), max: String(scale.max) }),
      },
    };
  },
};

/**
 * Real traffic: the count over the window as hue, width and number, like the heat. What QA covers
 * and no customer took is dotted grey with a 0; what customers took and no QA path covers is
 * dashed teal: both stand out without their hues.
 */
const trafficMode: ColourMode = {
  id: 'traffic',
  label: inspectorTexts.chart.colours.traffic,
  looks: ({ traffic, coverage }) => {
    if (!traffic) return undefined;
    const taken = new Map([...traffic].filter(([, count]) => count > 0));
    const scale = heatScale(taken) ?? { min: 0, max: 0 };
    const covered = (id: string) => (coverage ? !coverage.uncovered.has(id) : true);
    const lookOf = (id: string | undefined, count: number): TransitionLook => {
      const data = { traffic: String(count) };
      if (count === 0) {
        return id === undefined || covered(id)
          ? {
              colour: PALETTE.uncrossed,
              pattern: 'dotted',
              width: 1.5,
              data: { ...data, qa: 'only' },
              badge: '0',
            }
          : { ...PLAIN, data };
      }
      const width = 1.5 + 4 * heatLevel(count, scale);
      return id !== undefined && !covered(id)
        ? {
            colour: PALETTE.untested,
            pattern: 'dashed',
            width,
            data: { ...data, qa: 'none' },
            badge: `${String(count)} ⚠`,
          }
        : { colour: heatColour(count, scale), pattern: 'solid', width, data, badge: String(count) };
    };
    const untested: TransitionLook = {
      ...lookOf(undefined, Math.max(1, scale.max)),
      colour: PALETTE.untested,
      pattern: 'dashed',
    };
    return {
      look: (id) => lookOf(id, traffic.get(id) ?? 0),
      legend: [
        { look: lookOf(undefined, Math.max(1, scale.max)), text: t.trafficTaken },
        { look: untested, text: t.trafficUntested },
        { look: lookOf(undefined, 0), text: t.trafficUnused },
      ],
      ...(taken.size
        ? {
            scale: {
              from: heatColour(scale.min, scale),
              to: heatColour(scale.max, scale),
              text: fill(t.trafficScale, { min: String(scale.min), max: String(scale.max) }),
            },
          }
        : {}),
    };
  },
};

const noneMode: ColourMode = {
  id: 'none',
  label: inspectorTexts.chart.colours.none,
  looks: () => ({ look: () => PLAIN, legend: [] }),
};

/** Every colour mode, in the order the controls list them; the first is the default. */
export const COLOUR_MODES: readonly ColourMode[] = [coverageMode, heatMode, trafficMode, noneMode];

export type Colouring = string;

export function colourModeOf(id: string): ColourMode {
  return COLOUR_MODES.find((mode) => mode.id === id) ?? coverageMode;
}

export { PLAIN as PLAIN_LOOK };
