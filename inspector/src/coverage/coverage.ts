import type { MachineGraph } from '../../../machine-graph/index.ts';
import { isRecord } from '../../../machines/shared/records.ts';

/**
 * The QA path coverage (`docs/paths/coverage.json`, written by `npm run paths`), read for the
 * inspector's overlay. Transitions are named by the ids the graph uses.
 */

export interface CoverageCount {
  covered: number;
  total: number;
}

export interface MachineCoverageEntry {
  id: string;
  states: CoverageCount;
  transitions: CoverageCount;
  paths: number;
  uncovered: readonly string[];
}

export interface CoverageReport {
  machines: readonly MachineCoverageEntry[];
}

export interface MachineCoverage {
  entry: MachineCoverageEntry;
  /** The graph's transitions the paths take. */
  covered: ReadonlySet<string>;
  /** The graph's transitions no path takes. */
  uncovered: ReadonlySet<string>;
  /** Ids the report names that the machine no longer has: the report is older than the machine. */
  unknown: readonly string[];
}

function isCount(value: unknown): value is CoverageCount {
  return (
    isRecord(value) && typeof value['covered'] === 'number' && typeof value['total'] === 'number'
  );
}

function isEntry(value: unknown): value is MachineCoverageEntry {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    isCount(value['states']) &&
    isCount(value['transitions']) &&
    typeof value['paths'] === 'number' &&
    Array.isArray(value['uncovered']) &&
    value['uncovered'].every((id) => typeof id === 'string')
  );
}

/** The report, or undefined when there is none or it has another shape. */
export function parseCoverage(data: unknown): CoverageReport | undefined {
  if (!isRecord(data) || !Array.isArray(data['machines'])) return undefined;
  const machines = data['machines'].filter(isEntry);
  return machines.length === data['machines'].length ? { machines } : undefined;
}

/** One machine's coverage, matched against its graph; undefined when the report omits it. */
export function machineCoverage(
  report: CoverageReport | undefined,
  graph: MachineGraph,
): MachineCoverage | undefined {
  const entry = report?.machines.find((machine) => machine.id === graph.id);
  if (!entry) return undefined;
  const ids = new Set(graph.transitions.map((transition) => transition.id));
  const uncovered = new Set(entry.uncovered.filter((id) => ids.has(id)));
  const covered = new Set([...ids].filter((id) => !uncovered.has(id)));
  return { entry, covered, uncovered, unknown: entry.uncovered.filter((id) => !ids.has(id)) };
}
