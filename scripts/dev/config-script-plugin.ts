import { loadEnv, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { CONFIG_SCRIPT_PATH, serverConfig } from '../../src/config/config-script.ts';
import { TELEMETRY_PATH } from '../../src/telemetry/beacon-contract.ts';

/**
 * The page's configuration, as every server of the portal hands it (src/config/config-script.ts):
 * `PORTAL_…` variables from the environment and Vite's env files, validated before the server
 * starts. A bad value stops `npm start` with a message naming it; none set is the sandbox.
 */
function configScript(config: ResolvedConfig, defaults: Record<string, string>): string {
  const env = loadEnv(config.mode, config.envDir || config.root, 'PORTAL_');
  return serverConfig({ ...defaults, ...process.env, ...env }).script;
}

/**
 * `npm start` counts transitions into its embedded collector (collector/vite-plugin.ts), so the
 * inspector's traffic mode shows the developer's own walks; `PORTAL_TELEMETRY_URL=` turns it off.
 */
const DEV_DEFAULTS = { PORTAL_TELEMETRY_URL: TELEMETRY_PATH };

function mount(
  middlewares: Connect.Server,
  config: ResolvedConfig,
  defaults: Record<string, string> = {},
): void {
  const script = configScript(config, defaults);
  middlewares.use((request, response, next) => {
    if (request.url?.split('?', 1)[0] !== CONFIG_SCRIPT_PATH) {
      next();
      return;
    }
    response.setHeader('content-type', 'text/javascript; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(script);
  });
}

/** Serves `/portal/config.js` from `vite` and `vite preview`, as nginx and the preview do. */
export function configScriptPlugin(): Plugin {
  return {
    name: 'portal-config-script',
    configureServer: (server) => {
      mount(server.middlewares, server.config, DEV_DEFAULTS);
    },
    configurePreviewServer: (server) => {
      mount(server.middlewares, server.config);
    },
  };
}
