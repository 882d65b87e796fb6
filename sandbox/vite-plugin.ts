import type { Connect, Plugin, ResolvedConfig } from 'vite';
import type { RedirectAllowList } from '../machines/shared/redirect-allow-list.ts';
import { buildSandbox, type SandboxApp } from './app.ts';

/** The paths the sandbox answers on the dev or preview server's origin; Vite keeps the rest. */
export function isSandboxUrl(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return (
    path.startsWith('/api/') ||
    path.startsWith('/usuario/api/') ||
    path === '/sandbox' ||
    path.startsWith('/sandbox/')
  );
}

/**
 * Answers the registration API from `vite` and `vite preview` on the portal's own origin, so
 * development needs no second process and no CORS. The sandbox's middleware is added before
 * Vite's own (and before its base-path handling); Vite does not read request bodies on the
 * way, so fastify parses POST bodies from the untouched stream.
 */
async function readySandbox(redirectAllowList: RedirectAllowList | undefined): Promise<SandboxApp> {
  const app = buildSandbox({ redirectAllowList });
  // routing() needs the routes compiled, which listen() would otherwise do.
  await app.ready();
  return app;
}

export interface SandboxPluginOptions {
  /**
   * The deployment's redirect allow-list, read from the server's configuration as the portal's
   * page gets it (vite.config.ts: `PORTAL_REDIRECT_URI_ALLOWLIST`); the sandbox cannot read the
   * portal's configuration itself. Default: none.
   */
  redirectAllowList?: (config: ResolvedConfig) => RedirectAllowList | undefined;
}

export function sandboxPlugin(options: SandboxPluginOptions = {}): Plugin {
  // One sandbox per plugin instance, shared by the dev and preview servers it configures.
  let sandbox: Promise<SandboxApp> | undefined;

  async function mount(middlewares: Connect.Server, config: ResolvedConfig): Promise<void> {
    sandbox ??= readySandbox(options.redirectAllowList?.(config));
    const app = await sandbox;
    middlewares.use((request, response, next) => {
      if (request.url !== undefined && isSandboxUrl(request.url)) {
        app.routing(request, response);
      } else next();
    });
  }

  return {
    name: 'portal-sandbox-api',
    configureServer: (server) => mount(server.middlewares, server.config),
    configurePreviewServer: (server) => mount(server.middlewares, server.config),
  };
}
