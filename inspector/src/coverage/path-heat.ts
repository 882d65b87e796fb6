import { isRecord } from '../../../machines/shared/records.ts';
/**
 * How many generated QA paths cross each transition (`docs/machines/path-heat.json`, written by
 * `npm run docs:charts`), read for the inspector's heat colouring.
 */

export interface MachineHeat {
  id: string;
  paths: number;
  /** Transition id → number of paths that take it at least once. */
  transitions: Readonly<Record<string, number>>;
}

export interface HeatReport {
  machines: readonly MachineHeat[];
}

function isMachineHeat(value: unknown): value is MachineHeat {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    typeof value['paths'] === 'number' &&
    isRecord(value['transitions']) &&
    Object.values(value['transitions']).every((count) => typeof count === 'number')
  );
}

export function parseHeat(data: unknown): HeatReport | undefined {
  if (!isRecord(data) || !Array.isArray(data['machines'])) return undefined;
  const machines = data['machines'].filter(isMachineHeat);
  return machines.length === data['machines'].length ? { machines } : undefined;
}

/** One machine's counts by transition id; undefined when the report omits it. */
export function machineHeat(
  report: HeatReport | undefined,
  machineId: string,
): ReadonlyMap<string, number> | undefined {
  const entry = report?.machines.find((machine) => machine.id === machineId);
  return entry ? new Map(Object.entries(entry.transitions)) : undefined;
}
