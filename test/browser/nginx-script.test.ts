import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { prepareNginx, testNginx } from '../../deploy/nginx/prepare.ts';
import { stdoutPipe } from '../../deploy/nginx/stdout-pipe.ts';
import { nginxPath } from '../../scripts/nginx-path.mjs';
import { serverConfig } from '../../portal-config/config-script.ts';
import { DIST, freePort, healthy } from './support/nginx/nginx-portal.ts';

const NGINX = nginxPath() ?? 'nginx';

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
      PORTAL_CONSENT_URL: '/\\evil.example/c',
      PORTAL_EDGE_RATE_TOKEN: 'lots',
      PORTAL_EDGE_TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.0/99',
      PORTAL_CAPTCHA: 'sandbox',
    });
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/PORTAL_API_TIMEOUT_MS must be a whole number/);
    expect(run.output()).toMatch(/PORTAL_CONSENT_URL must not contain '\\'/);
    expect(run.output()).toMatch(/PORTAL_EDGE_RATE_TOKEN must be a count per second or minute/);
    expect(run.output()).toMatch(/PORTAL_EDGE_TRUSTED_PROXIES .*'10\.0\.0\.0\/99'/);
  });

  it('refuses to start without a captcha site key unless the sandbox captcha is chosen', async () => {
    const run = serve(['--port', '1', '--api', 'https://api.exemplo.invalid']);
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(/PORTAL_CAPTCHA is not sandbox and PORTAL_RECAPTCHA_SITE_KEY/);
    // Nor without the redirect allow-list (issue 28): the activation e-mail must not link anywhere.
    expect(run.output()).toMatch(/PORTAL_REDIRECT_URI_ALLOWLIST must list each client/);
  });

  it('checks the written configuration with nginx -t, in nginx’s words', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const prepared = prepareNginx({
        dist: DIST,
        apiOrigin: 'http://127.0.0.1:9',
        served: serverConfig({}),
        listen: '127.0.0.1:1',
        prefix,
      });
      expect(() => {
        testNginx(NGINX, prepared);
      }).not.toThrow();
      appendFileSync(prepared.configFile, 'http { }\n');
      expect(() => {
        testNginx(NGINX, prepared);
      }).toThrow(/nginx -t refused .*nginx\.conf:\n.*"http" directive is duplicate/s);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('serves until SIGTERM, then stops nginx and removes its folder', async () => {
    const before = leftovers();
    const port = String(await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const run = serve(['--port', port, '--api', 'http://127.0.0.1:9'], {
      PORTAL_CAPTCHA: 'sandbox',
      PORTAL_REDIRECT_URI_ALLOWLIST: 'none',
    });
    // Up when the health check answers (nginx needs no API for it).
    await healthy(origin, run.child, run.output);
    // The API is down: nginx answers in the API's error shape.
    const down = await fetch(`${origin}/api/client-register/question`);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ status: 'BAD_GATEWAY' });

    // Chosen in so many words, and said at every start.
    expect(run.output()).toMatch(/PORTAL_CAPTCHA=sandbox: the sandbox captcha passes every/);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(leftovers()).toEqual(before);
  });

  it('logs every request on its output with --log', async () => {
    const port = String(await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const run = serve(['--port', port, '--api', 'http://127.0.0.1:9', '--log'], {
      PORTAL_CAPTCHA: 'sandbox',
      PORTAL_REDIRECT_URI_ALLOWLIST: 'none',
    });
    try {
      await healthy(origin, run.child, run.output);
      await fetch(`${origin}/portal/config.js?logged`);
      await until(
        () => run.output().includes('"GET /portal/config.js?logged HTTP/1.1" 200'),
        run.output,
      );
    } finally {
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    }
  });

  it('writes, with --out, the start script a container runs, which says the sandbox captcha', async () => {
    const out = mkdtempSync(join(tmpdir(), 'portal-nginx-test-out-'));
    const port = String(await freePort());
    try {
      const run = serve(['--port', port, '--api', 'http://127.0.0.1:9', '--out', out, '--log'], {
        PORTAL_CAPTCHA: 'sandbox',
        PORTAL_REDIRECT_URI_ALLOWLIST: 'none',
      });
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain(join(out, 'start.sh'));
      expect(run.output()).toMatch(SANDBOX_WARNING);

      // The container's start, as its entrypoint runs it: its output a pipe, as Docker's is.
      let said = '';
      const output = new PassThrough().on('data', (chunk: Buffer) => (said += chunk.toString()));
      const stdout = stdoutPipe(out, output);
      const container = spawn('sh', [join(out, 'start.sh')], {
        stdio: ['ignore', stdout.fd, 'pipe'],
      });
      container.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
      const stopped = new Promise((done) => container.once('exit', done));
      try {
        await healthy(`http://127.0.0.1:${port}`, container, () => said);
        expect(said).toMatch(SANDBOX_WARNING);
        // The access log goes to the container's output.
        await until(
          () => said.includes('"GET /healthz HTTP/1.1" 200'),
          () => said,
        );
      } finally {
        container.kill('SIGQUIT');
        await stopped;
        stdout.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

const SANDBOX_WARNING =
  /PORTAL_CAPTCHA=sandbox: the sandbox captcha passes every challenge; this server is not for customers/;

/** Resolves once `done()` holds; polls until a deadline. */
async function until(done: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Not seen within 15 s:\n${output()}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
}
