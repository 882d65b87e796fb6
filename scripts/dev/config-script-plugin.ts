import { loadEnv, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import {
  CONFIG_SCRIPT_PATH,
  serverConfig,
  type ServedConfig,
} from '../../portal-config/config-script.ts';
import type { RedirectAllowList } from '../../machines/shared/redirect-allow-list.ts';
import { TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';

/**
 * The page's configuration, as every server of the portal hands it (src/config/config-script.ts):
 * `PORTAL_…` variables from the environment and Vite's env files, validated before the server
 * starts. A bad value stops `npm start` with a message naming it; none set is the sandbox.
 */
function devServerConfig(
  config: ResolvedConfig,
  defaults: Record<string, string> = {},
): ServedConfig {
  const env = loadEnv(config.mode, config.envDir || config.root, 'PORTAL_');
  return serverConfig({ ...defaults, ...process.env, ...env });
}

/**
 * The redirect allow-list of the same configuration, for the sandbox beside the page
 * (sandbox/vite-plugin.ts): it applies rule 8 with the list the page was handed.
 */
export function devRedirectAllowList(config: ResolvedConfig): RedirectAllowList | undefined {
  return devServerConfig(config).config.redirectAllowList;
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
  const { script } = devServerConfig(config, defaults);
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
