import { fill } from '../../../content/fill.ts';
import { ACTIONS_PT, isKeyOf, stateKeyPt, statePathPt } from '../../../content/labels-pt.ts';
import { callName, inspectorTexts, machineTitle } from '../texts.ts';
import type { StateValue } from 'xstate';
import type { GraphState } from '../../../machine-graph/index.ts';
import type { StateWords } from '../chart/layout.ts';

/**
 * What the chart calls each state, and the notes under its name, in the analysts' Portuguese
 * (the machines' code names stay available on hover and in the details).
 */

const t = inspectorTexts.chart;

/** A state by its place: the machine's title for the root, the step's name, the inner state's. */
function nameAt(path: readonly string[], machineId: string): string {
  const key = path.at(-1);
  return key === undefined ? machineTitle(machineId) : stateKeyPt(path);
}

export function stateName(state: GraphState): string {
  return nameAt(state.path, state.id);
}

/** A state value in words: 'etapa do CPF › preenchendo'; parallel regions joined by ' + '. */
export function valueWords(value: StateValue | undefined): string {
  if (value === undefined) return '?';
  const paths: string[][] = [];
  const walk = (at: StateValue, path: string[]) => {
    if (typeof at === 'string') {
      paths.push([...path, at]);
      return;
    }
    for (const [key, inner] of Object.entries(at)) walk(inner as StateValue, [...path, key]);
  };
  walk(value, []);
  return paths.map(statePathPt).join(' + ');
}

export function actionName(action: string): string {
  return isKeyOf(ACTIONS_PT, action) ? ACTIONS_PT[action] : action;
}

export function stateNotes(state: GraphState): string[] {
  return [
    ...state.invokes.map((invoke) => fill(t.calls, { call: callName(invoke.id) })),
    ...(state.entry.length
      ? [fill(t.entry, { actions: state.entry.map(actionName).join(', ') })]
      : []),
  ];
}

export const WORDS: StateWords = {
  name: stateName,
  notes: stateNotes,
  unfold: (_state, inside) => fill(t.unfold, { count: String(inside) }),
};
