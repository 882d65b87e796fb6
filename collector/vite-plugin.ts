import type { Connect, Plugin } from 'vite';
import { allowListFromMachines } from '../telemetry-contract/allow-list.ts';
import { METRICS_PATH, TELEMETRY_PATH } from '../telemetry-contract/beacon-contract.ts';
import { buildCollector, type CollectorApp } from './app.ts';

/** The paths the embedded collector answers on the dev server's origin. */
export function isCollectorUrl(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === TELEMETRY_PATH || path.startsWith(`${TELEMETRY_PATH}/`) || path === METRICS_PATH;
}

async function readyCollector(): Promise<CollectorApp> {
  // The dev server's "build": the machines as they are now.
  const app = buildCollector({ allowList: allowListFromMachines() });
  await app.ready();
  return app;
}

/**
 * `npm start` runs a collector beside the sandbox, on the portal's origin: beacons at
 * `/portal/telemetry`, its counters at `/telemetry/metrics`, which the inspector reads.
 */
export function collectorPlugin(): Plugin {
  let collector: Promise<CollectorApp> | undefined;
  async function mount(middlewares: Connect.Server): Promise<void> {
    collector ??= readyCollector();
    const app = await collector;
    middlewares.use((request, response, next) => {
      if (request.url !== undefined && isCollectorUrl(request.url)) app.routing(request, response);
      else next();
    });
  }
  return {
    name: 'portal-telemetry-collector',
    configureServer: (server) => mount(server.middlewares),
  };
}
