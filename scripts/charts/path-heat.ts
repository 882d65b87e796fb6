import { machineToGraph } from '../../machine-graph/index.ts';
import type { HeatReport } from '../../inspector/src/coverage/path-heat.ts';
import { replayPath } from '../../paths/coverage.ts';
import { MACHINE_IDS, machinePaths, pathModel } from '../../paths/models.ts';

/**
 * `docs/machines/path-heat.json`: for every transition, how many of the generated QA paths (the
 * same as docs/paths/) take it at least once. The inspector colours its chart by these counts.
 */

export const HEAT_FILE = 'docs/machines/path-heat.json';

export function pathHeat(): HeatReport {
  return {
    machines: MACHINE_IDS.map((id) => {
      const { machine } = pathModel(id);
      const counts = new Map(machineToGraph(machine).transitions.map((t) => [t.id, 0]));
      const paths = machinePaths(id);
      for (const path of paths) {
        const crossed = new Set(
          replayPath(machine, path).flatMap((step) => step.transitions.map((t) => t.id)),
        );
        for (const transition of crossed) counts.set(transition, (counts.get(transition) ?? 0) + 1);
      }
      return { id, paths: paths.length, transitions: Object.fromEntries(counts) };
    }),
  };
}

export function pathHeatJson(): string {
  return `${JSON.stringify(pathHeat(), null, 2)}\n`;
}
