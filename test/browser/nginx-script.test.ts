import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/nginx/nginx-portal.ts';

/**
 * `npm run serve:nginx` itself: what an operator meets. A bad value never reaches a customer
 * (the server does not start), and Ctrl-C or SIGTERM stops nginx and leaves nothing behind.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** The script's temporary folders that exist now. */
function leftovers(): string[] {
  return readdirSync(tmpdir()).filter(
    (name) => name.startsWith('portal-nginx-') && !name.includes('test'),
  );
}

function serve(args: string[], env: Record<string, string> = {}) {
  // Node itself with tsx's loader, as the signal must reach the script (tsx's own launcher would
  // take it first and report it as its exit status).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-nginx.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      done(code);
    }),
  );
  return { child, exited, output: () => output };
}

describe('npm run serve:nginx', () => {
  it('refuses to start with a bad value, naming every bad variable', async () => {
    const run = serve(['--port', '1', '--api', 'http://127.0.0.1:9'], {
      PORTAL_API_TIMEOUT_MS: 'abc',
      PORTAL_CONSENT_URL: 'consent.invalid',
    });
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/PORTAL_API_TIMEOUT_MS must be a whole number/);
    expect(run.output()).toMatch(/PORTAL_CONSENT_URL must be an absolute URL/);
  });

  it('refuses an API origin with a path', async () => {
    const run = serve(['--port', '1', '--api', 'http://127.0.0.1:9/api']);
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/--api .*no path/);
  });

  it('serves until SIGTERM, then stops nginx and removes its folder', async () => {
    const before = leftovers();
    const port = String(await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const run = serve(['--port', port, '--api', 'http://127.0.0.1:9']);
    // Up when the health check answers (nginx needs no API for it).
    for (;;) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // Not yet.
      }
      if (run.child.exitCode !== null) throw new Error(run.output());
      await new Promise((done) => setTimeout(done, 100));
    }
    // The API is down: nginx answers in the API's error shape.
    const down = await fetch(`${origin}/api/client-register/question`);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ status: 'BAD_GATEWAY' });

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(leftovers()).toEqual(before);
  });
});
