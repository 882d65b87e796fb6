/**
 * The transition ids and brands a collector accepts: generated from the build's own machines and
 * brands (the build writes it beside its manifest; `npm start` builds it when it starts), so a
 * collector counts exactly what the portal it serves can send and refuses everything else.
 */
import { BRANDS } from '../content/brands/index.ts';
import { MACHINES, type MachineId } from '../machines/registry.ts';
import { machineToGraph } from '../machine-graph/index.ts';
import { DIGITAL_MACHINE_ID, ROUTE_TABLES } from '../routes/route-tables.ts';
import { transitionLabels, type TransitionLabels } from './beacon-contract.ts';

export interface AllowedTransition extends TransitionLabels {
  /** The transition's stable id, as in docs/paths/coverage.json and the inspector. */
  id: string;
}

/** A brand and the machines its pages run: its register screen's, and the sign-up's if served. */
export interface AllowedBrand {
  id: string;
  machines: readonly string[];
}

export interface TelemetryAllowList {
  brands: readonly AllowedBrand[];
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
  const brands = Object.values(BRANDS).map(({ id, routeTable }): AllowedBrand => {
    const { register, digitalSignUp } = ROUTE_TABLES[routeTable];
    return {
      id,
      machines: digitalSignUp ? [register.machine, DIGITAL_MACHINE_ID] : [register.machine],
    };
  });
  return { brands, transitions };
}

/**
 * Every (brand, transition) pair a page can send: each brand with the transitions of its own
 * machines. These are all the series `portal_transitions_total` can have.
 */
export function allowedPairs(
  list: TelemetryAllowList,
): { brand: string; transition: AllowedTransition }[] {
  return list.brands.flatMap(({ id, machines }) =>
    list.transitions
      .filter((transition) => machines.includes(transition.machine))
      .map((transition) => ({ brand: id, transition })),
  );
}

/** Reads a list written by the build, refusing anything but its shape. */
export function parseAllowList(text: string): TelemetryAllowList {
  const value: unknown = JSON.parse(text);
  const isStrings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  const isBrand = (item: unknown): item is AllowedBrand =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as Record<string, unknown>)['id'] === 'string' &&
    isStrings((item as Record<string, unknown>)['machines']);
  const isTransition = (item: unknown): item is AllowedTransition =>
    typeof item === 'object' &&
    item !== null &&
    ['id', 'machine', 'from', 'event', 'to'].every(
      (key) => typeof (item as Record<string, unknown>)[key] === 'string',
    );
  if (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { brands?: unknown }).brands) &&
    (value as { brands: unknown[] }).brands.every(isBrand) &&
    Array.isArray((value as { transitions?: unknown }).transitions) &&
    (value as { transitions: unknown[] }).transitions.every(isTransition)
  ) {
    return value as TelemetryAllowList;
  }
  throw new Error(
    'Not a telemetry allow-list: expected { brands: [{ id, machines }], transitions: [...] }.',
  );
}
