import type { Connect, Plugin } from 'vite';
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
async function readySandbox(): Promise<SandboxApp> {
  const app = buildSandbox();
  // routing() needs the routes compiled, which listen() would otherwise do.
  await app.ready();
  return app;
}

export function sandboxPlugin(): Plugin {
  // One sandbox per plugin instance, shared by the dev and preview servers it configures.
  let sandbox: Promise<SandboxApp> | undefined;

  async function mount(middlewares: Connect.Server): Promise<void> {
    sandbox ??= readySandbox();
    const app = await sandbox;
    middlewares.use((request, response, next) => {
      if (request.url !== undefined && isSandboxUrl(request.url)) {
        app.routing(request, response);
      } else next();
    });
  }

  return {
    name: 'portal-sandbox-api',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}
