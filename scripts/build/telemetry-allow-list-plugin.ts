import type { Plugin } from 'vite';
import { ALLOW_LIST_FILE, allowListFromMachines } from '../../telemetry-contract/allow-list.ts';

/**
 * Every build writes the transition ids and brands its portal can send
 * (`dist/.vite/telemetry-allow-list.json`); a collector deployed with the build accepts those and
 * refuses everything else (collector/main.ts, docs/deploy.md).
 */
export function telemetryAllowListPlugin(): Plugin {
  return {
    name: 'portal-telemetry-allow-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ALLOW_LIST_FILE,
        source: `${JSON.stringify(allowListFromMachines(), null, 2)}\n`,
      });
    },
  };
}
