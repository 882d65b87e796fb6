import { loadEnv, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { CONFIG_SCRIPT_PATH, serverConfig } from '../../src/config/config-script.ts';

/**
 * The page's configuration, as every server of the portal hands it (src/config/config-script.ts):
 * `PORTAL_…` variables from the environment and Vite's env files, validated before the server
 * starts. A bad value stops `npm start` with a message naming it; none set is the sandbox.
 */
function configScript(config: ResolvedConfig): string {
  const env = loadEnv(config.mode, config.envDir || config.root, 'PORTAL_');
  return serverConfig({ ...process.env, ...env }).script;
}

function mount(middlewares: Connect.Server, config: ResolvedConfig): void {
  const script = configScript(config);
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
      mount(server.middlewares, server.config);
    },
    configurePreviewServer: (server) => {
      mount(server.middlewares, server.config);
    },
  };
}
