import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildSandbox, type SandboxApp } from '../../../sandbox/app.ts';
import { cspSources, type CspSources } from '../../../src/config/csp.ts';
import { parseEnv } from '../../../src/config/env.ts';
import { BROWSER_TEST_RATE_LIMITS } from '../support/portal-server.ts';

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
  // Vitest sets NODE_ENV=test, and Vite takes NODE_ENV over the mode: inside a test the build
  // would bundle React's development code (larger, and about four times slower to type into).
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      configFile: resolve(ROOT, 'vite.config.ts'),
      root: ROOT,
      mode: 'production',
      envDir,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
  }
  return {
    outDir,
    remove: () => {
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * What the Content-Security-Policy of a build with this configuration allows beyond the
 * portal's own origin: the integrations' sources from `src/config/csp.ts`. The server builds
 * each page's whole policy from them with a fresh nonce (`contentSecurityPolicy()`), as a
 * production host does (docs/security.md).
 */
export function policyFor(variables: Record<string, string>): CspSources {
  return cspSources(parseEnv(variables));
}

export interface ServedPortal {
  app: SandboxApp;
  origin: string;
  portalUrl(path: string): string;
  close(): Promise<void>;
}

/** A build and its sandbox on one origin, its pages served under the policy of `sources`. */
export async function servePortal(staticDir: string, sources: CspSources): Promise<ServedPortal> {
  const app = buildSandbox({ staticDir, csp: sources, rateLimit: BROWSER_TEST_RATE_LIMITS });
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
