/**
 * The transition ids and brands a collector accepts: generated from the build's own machines and
 * brands (the build writes it beside its manifest; `npm start` builds it when it starts), so a
 * collector counts exactly what the portal it serves can send and refuses everything else.
 */
import { BRANDS } from '../content/brands/index.ts';
import { MACHINES, type MachineId } from '../machines/registry.ts';
import { machineToGraph } from '../machine-graph/index.ts';
import { transitionLabels, type TransitionLabels } from './beacon-contract.ts';

export interface AllowedTransition extends TransitionLabels {
  /** The transition's stable id, as in docs/paths/coverage.json and the inspector. */
  id: string;
}

export interface TelemetryAllowList {
  brands: readonly string[];
  transitions: readonly AllowedTransition[];
}

/** Where `vite build` writes the list, beside `dist/.vite/manifest.json` (not a page's file). */
export const ALLOW_LIST_FILE = '.vite/telemetry-allow-list.json';

/** Every transition of every machine and every brand id, in the machines' document order. */
export function allowListFromMachines(): TelemetryAllowList {
  const transitions = (Object.keys(MACHINES) as MachineId[]).flatMap((machine) =>
    machineToGraph(MACHINES[machine]).transitions.map((transition): AllowedTransition => {
      const labels = transitionLabels(machine, transition.id);
      if (!labels) throw new Error(`Transition id '${transition.id}' does not name its machine.`);
      return { id: transition.id, ...labels };
    }),
  );
  return { brands: Object.keys(BRANDS), transitions };
}

/** Reads a list written by the build, refusing anything but its shape. */
export function parseAllowList(text: string): TelemetryAllowList {
  const value: unknown = JSON.parse(text);
  const isStrings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  const isTransition = (item: unknown): item is AllowedTransition =>
    typeof item === 'object' &&
    item !== null &&
    ['id', 'machine', 'from', 'event', 'to'].every(
      (key) => typeof (item as Record<string, unknown>)[key] === 'string',
    );
  if (
    typeof value === 'object' &&
    value !== null &&
    isStrings((value as { brands?: unknown }).brands) &&
    Array.isArray((value as { transitions?: unknown }).transitions) &&
    (value as { transitions: unknown[] }).transitions.every(isTransition)
  ) {
    return value as TelemetryAllowList;
  }
  throw new Error('Not a telemetry allow-list: expected { brands: string[], transitions: [...] }.');
}
