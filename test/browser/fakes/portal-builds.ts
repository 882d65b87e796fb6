import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildSandbox, type SandboxApp } from '../../../sandbox/app.ts';
import { cspDirectives, cspSources } from '../../../src/config/csp.ts';
import { parseEnv } from '../../../src/config/env.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
export const DIST = resolve(ROOT, 'dist');

/**
 * Builds the portal with these `VITE_…` variables into a temporary folder: a second build,
 * next to `dist/`, for the real adapters. The variables are the only env the build reads (its
 * own env folder), so a developer's .env cannot leak in.
 */
export async function buildWithEnv(
  variables: Record<string, string>,
): Promise<{ outDir: string; remove: () => void }> {
  const work = mkdtempSync(join(tmpdir(), 'portal-configured-'));
  const envDir = join(work, 'env');
  const outDir = join(work, 'dist');
  mkdirSync(envDir);
  writeFileSync(
    join(envDir, '.env.production'),
    // Vite expands `$NAME` in env files; `\$` is always a literal `$`.
    Object.entries(variables)
      .map(([name, value]) => `${name}=${value.replaceAll('$', '\\$')}`)
      .join('\n'),
  );
  await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    root: ROOT,
    mode: 'production',
    envDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return {
    outDir,
    remove: () => {
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The Content-Security-Policy a host would send with this configuration: the integrations'
 * sources from `src/config/csp.ts`, and nothing else beyond what the portal itself needs
 * (Emotion and notistack inline styles).
 */
export function policyFor(variables: Record<string, string>): string {
  return [
    "default-src 'self'",
    cspDirectives(cspSources(parseEnv(variables))),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface ServedPortal {
  app: SandboxApp;
  origin: string;
  portalUrl(path: string): string;
  close(): Promise<void>;
}

/** A build and its sandbox on one origin, its HTML served under `policy`. */
export async function servePortal(staticDir: string, policy: string): Promise<ServedPortal> {
  const app = buildSandbox({ staticDir });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (
      request.url.startsWith('/portal') &&
      typeof type === 'string' &&
      type.startsWith('text/html')
    ) {
      void reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    portalUrl: (path) => `${origin}/portal${path}`,
    close: () => app.close(),
  };
}
