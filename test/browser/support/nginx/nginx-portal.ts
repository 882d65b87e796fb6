import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EdgeConfig } from '../../../../deploy/nginx/edge.ts';
import { prepareNginx, testNginx, type Timeouts } from '../../../../deploy/nginx/prepare.ts';
import { buildSandbox, type SandboxApp } from '../../../../sandbox/app.ts';
import { brotliStaticModule, nginxPath } from '../../../../scripts/nginx-path.mjs';
import { serverConfig } from '../../../../portal-config/config-script.ts';
import { BROWSER_TEST_RATE_LIMITS } from '../portal-server.ts';

export const DIST = resolve(import.meta.dirname, '../../../../dist');

export interface NginxPortal {
  /** nginx's origin: the portal and the proxied API. */
  origin: string;
  portalUrl(path: string): string;
  /** The sandbox nginx proxies the API to, on an origin of its own. */
  sandbox: SandboxApp;
  /** Whether this nginx sends the build's .br files (Debian's brotli_static module). */
  brotli: boolean;
  /** nginx's access log so far, in its default format. */
  accessLog(): string;
  /** The folder nginx runs from (its temporary files under `tmp/`). */
  prefix: string;
  /** nginx's port. */
  port: number;
  close(): Promise<void>;
}

/** A port nothing listens on right now (nginx cannot be asked for port 0 and tell which). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        done(port);
      });
    });
  });
}

/** Resolves once nginx answers its health check; rejects if it exits first. */
export async function healthy(
  origin: string,
  nginx: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null || nginx.signalCode !== null)
      throw new Error(`nginx exited on start:\n${output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`nginx did not answer /healthz within 30 s:\n${output()}`);
}

export interface NginxPortalOptions {
  /** The deployment's `PORTAL_…` values. */
  variables?: Record<string, string>;
  /** The edge's limits; default: those of `npm run serve:nginx` with no `PORTAL_EDGE_…` set. */
  edge?: EdgeConfig;
  /** Another API than the sandbox (a test's own server); the sandbox still starts. */
  apiOrigin?: string;
  /** Collectors (`host:port`) for /portal/telemetry; default none. */
  collectors?: readonly string[];
  /** Shorter waits, for a test that waits for one to pass. */
  timeouts?: Partial<Timeouts>;
}

/**
 * The build on Debian's nginx with the configuration of deploy/nginx/ (the one
 * `npm run serve:nginx` writes), its API proxied to a fresh sandbox on another port.
 */
export async function startNginxPortal(options: NginxPortalOptions = {}): Promise<NginxPortal> {
  const executable = nginxPath();
  if (!executable) throw new Error('nginx not found: run `node scripts/ensure-nginx.mjs`.');
  const served = serverConfig(options.variables ?? {});
  // The API behind the edge applies the deployment's redirect allow-list too (rule 8).
  const sandbox = buildSandbox({
    rateLimit: BROWSER_TEST_RATE_LIMITS,
    redirectAllowList: served.config.redirectAllowList,
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const { port: apiPort } = sandbox.server.address() as AddressInfo;

  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
  const port = await freePort();
  const brotliModule = brotliStaticModule();
  let prepared;
  try {
    prepared = prepareNginx({
      dist: DIST,
      apiOrigin: options.apiOrigin ?? `http://127.0.0.1:${String(apiPort)}`,
      served,
      ...(options.edge === undefined ? {} : { edge: options.edge }),
      ...(options.collectors === undefined ? {} : { collectors: options.collectors }),
      ...(options.timeouts === undefined ? {} : { timeouts: options.timeouts }),
      listen: `127.0.0.1:${String(port)}`,
      prefix,
      workers: 1,
      accessLog: join(prefix, 'access.log'),
      ...(brotliModule === undefined ? {} : { brotliModule }),
    });
    testNginx(executable, prepared);
  } catch (error) {
    // A configuration nginx refuses leaves nothing behind.
    rmSync(prefix, { recursive: true, force: true });
    await sandbox.close();
    throw error;
  }
  const nginx = spawn(executable, prepared.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${String(port)}`;
  const stopped = new Promise<void>((done) =>
    nginx.once('exit', () => {
      done();
    }),
  );
  const close = async () => {
    nginx.kill('SIGQUIT');
    await stopped;
    rmSync(prefix, { recursive: true, force: true });
    await sandbox.close();
  };
  try {
    await healthy(origin, nginx, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    origin,
    portalUrl: (path) => `${origin}/portal${path}`,
    sandbox,
    brotli: brotliModule !== undefined,
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8'),
    prefix,
    port,
    close,
  };
}
