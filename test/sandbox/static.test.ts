import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../deploy/precompress.ts';
import { API_PATHS } from '../../machines/shared/api.ts';
import { buildSandbox } from '../../sandbox/app.ts';
import { staticPortal } from '../../static-server/static-portal.ts';
import { serverConfig } from '../../portal-config/config-script.ts';
import { CSP_NONCE_PLACEHOLDER } from '../../portal-config/csp.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies, startSandbox, type RunningSandbox } from './support.ts';

/** As Vite writes it with `html.cspNonce`: the placeholder wherever the nonce goes. */
const INDEX = `<!doctype html><html lang="pt-BR"><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><title>Portal</title><script type="module" nonce="${CSP_NONCE_PLACEHOLDER}" src="/portal/assets/index-abc123.js"></script><div id="root"></div></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let folder: string;
let distDir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(folder, 'secret.txt'), 'not for the web');
  // A second build's worth: this asset comes with the copies the build step writes beside it.
  writeFileSync(join(dist, 'assets', 'portal-def456.js'), SCRIPT.replace('x', 'y'));
  precompress(join(dist, 'assets'));
  rmSync(join(dist, 'assets', 'index-abc123.js.br'));
  rmSync(join(dist, 'assets', 'index-abc123.js.gz'));
  distDir = dist;
  sandbox = await startSandbox({
    portal: (server) => {
      staticPortal(server, dist, serverConfig({}));
    },
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The body's bytes as they came, still compressed (fetch would decompress them). */
function rawBytes(path: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const url = new URL(sandbox.origin);
    const headers = { 'accept-encoding': acceptEncoding };
    const req = request({ host: url.hostname, port: url.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve(Buffer.concat(chunks));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request with the path sent exactly as written, which fetch would normalise. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(sandbox.origin);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static hosting of a built portal', () => {
  it('redirects / and /portal to /portal/', async () => {
    for (const path of ['/', '/portal']) {
      const response = await fetch(sandbox.origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/portal/');
    }
  });

  it('serves index.html at /portal/ with a fresh nonce and the policy naming it', async () => {
    const nonces: string[] = [];
    for (const path of ['/portal/', '/portal/cadastro']) {
      const response = await fetch(sandbox.origin + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      expect(await response.text()).toBe(INDEX.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('sends no policy with other files: only a page runs under one', async () => {
    const response = await fetch(`${sandbox.origin}/portal/assets/index-abc123.js`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  // The types nginx's mime.types gives them (production), as @fastify/send's table does.
  it.each([
    ['assets/index-abc123.js', 'application/javascript; charset=utf-8'],
    ['assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
  ])('serves %s as %s', async (file, type) => {
    const response = await fetch(`${sandbox.origin}/portal/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${sandbox.origin}/portal/assets/index-abc123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['br', 'gzip'])('compresses text with %s when the browser takes it', async (encoding) => {
    const response = await fetch(`${sandbox.origin}/portal/assets/index-abc123.js`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])('sends the build’s %s copy as it is, as nginx does', async (encoding, suffix) => {
    const file = join(distDir, 'assets', 'portal-def456.js');
    const sent = await rawBytes('/portal/assets/portal-def456.js', encoding);
    expect(sent.equals(readFileSync(`${file}${suffix}`))).toBe(true);
    const response = await fetch(`${sandbox.origin}/portal/assets/portal-def456.js`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.text()).toBe(SCRIPT.replace('x', 'y'));
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.2', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
  ])('honours the q-values of Accept-Encoding: %s gets %s', async (accepted, encoding) => {
    const response = await fetch(`${sandbox.origin}/portal/assets/index-abc123.js`, {
      headers: { 'accept-encoding': accepted },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('takes any encoding for *: one the client can read', async () => {
    const response = await fetch(`${sandbox.origin}/portal/assets/index-abc123.js`, {
      headers: { 'accept-encoding': '*' },
    });
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'));
    expect(await response.text()).toBe(SCRIPT);
  });

  it('hands the page its configuration in config.js, never cached', async () => {
    const response = await fetch(`${sandbox.origin}/portal/config.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Started with no variables: the offline defaults.
    expect(await response.text()).toContain('window.__PORTAL_CONFIG__ = Object.freeze({});');
  });

  it.each(['cadastro', 'cadastro-refi-digital', 'politica-de-privacidade/x', ''])(
    'answers index.html for the client-side route /portal/%s',
    async (route) => {
      const response = await fetch(`${sandbox.origin}/portal/${route}?client_id=blocks`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
      expect(await response.text()).toBe(INDEX.replaceAll(CSP_NONCE_PLACEHOLDER, nonce?.[1] ?? ''));
    },
  );

  it('answers 404 for a missing file with an extension', async () => {
    const response = await fetch(`${sandbox.origin}/portal/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { status: string }).status).toBe('NOT_FOUND');
  });

  it.each(['/portal/../secret.txt', '/portal/%2e%2e/secret.txt', '/portal/..%2fsecret.txt'])(
    'never serves a file outside the folder: %s',
    async (path) => {
      const { status, body } = await rawGet(path);
      // Refused by the router or by @fastify/static, never answered with a page or the file.
      expect([400, 403, 404]).toContain(status);
      expect(body).not.toContain('not for the web');
    },
  );

  it('still answers the API on the same origin', async () => {
    const answer = await sandbox.post(API_PATHS.token, bodies.token(scenario('success').cpf));
    expect(answer.body['status']).toBe('SUCCESS');
  });

  it('refuses a folder without index.html', () => {
    expect(() =>
      buildSandbox({
        portal: (server) => {
          staticPortal(server, join(folder, 'nothing'), serverConfig({}));
        },
      }),
    ).toThrow(/No index\.html/);
  });
});

describe('a build without a nonce (the bench’s reference app)', () => {
  const PLAIN =
    '<!doctype html><title>Referência</title><script type="module" src="/assets/main-1.js"></script>';

  it('is served at / as built, with no policy, when the policy is turned off', async () => {
    const dist = join(folder, 'reference');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), PLAIN);
    writeFileSync(join(dist, 'assets', 'main-1.js'), SCRIPT);
    const app = Fastify({ logger: false });
    staticPortal(app, dist, serverConfig({}), { base: '/', contentSecurityPolicy: false });
    try {
      for (const url of ['/', '/index.html', '/a-route']) {
        const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-security-policy'], url).toBeUndefined();
        expect(page.body, url).toBe(PLAIN);
      }
      const script = await app.inject({ url: '/assets/main-1.js' });
      expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(script.body).toBe(SCRIPT);
    } finally {
      await app.close();
    }
  });
});
