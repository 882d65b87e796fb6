import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, TOKEN_HEADER } from '../../machines/shared/api.ts';
import { isSandboxUrl, sandboxPlugin } from '../../sandbox/vite-plugin.ts';
import {
  configScriptPlugin,
  devRedirectAllowList,
} from '../../scripts/dev/config-script-plugin.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies } from './support.ts';

const success = scenario('success');
const INDEX = '<!doctype html><html><head><title>Portal</title></head><body></body></html>';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-vite-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'index.html'), INDEX);
  writeFileSync(join(folder, 'dist', 'index.html'), INDEX);
  // Read by the plugin when the server starts, like the PORTAL_… variables of the environment.
  writeFileSync(
    join(folder, '.env'),
    'PORTAL_API_TIMEOUT_MS=9000\nPORTAL_REDIRECT_URI_ALLOWLIST=blocks@https://blocks.exemplo.invalid/\n',
  );
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function originOf(server: ViteDevServer | PreviewServer): string {
  const { port } = server.httpServer?.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Token then question: a POST body and a header both have to reach the sandbox intact. */
async function expectApiThrough(origin: string): Promise<void> {
  const tokenResponse = await fetch(origin + API_PATHS.token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bodies.token(success.cpf)),
  });
  expect(tokenResponse.status).toBe(200);
  const token = (await tokenResponse.json()) as { status: string; token: string };
  expect(token.status).toBe('SUCCESS');

  const question = await fetch(origin + API_PATHS.question, {
    headers: { [TOKEN_HEADER]: token.token },
  });
  expect(((await question.json()) as { status: string }).status).toBe('SUCCESS');

  const invalid = await fetch(origin + API_PATHS.token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document: success.cpf }),
  });
  expect(invalid.status).toBe(400);

  const page = await fetch(`${origin}/sandbox/`);
  expect(await page.text()).toContain('Sandbox da API de cadastro');
}

describe('the sandbox and config.js plugins in a Vite dev server', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({
      root: folder,
      configFile: false,
      base: '/portal/',
      logLevel: 'silent',
      // As vite.config.ts wires them for `npm start`.
      plugins: [configScriptPlugin(), sandboxPlugin({ redirectAllowList: devRedirectAllowList })],
      server: { port: 0, host: '127.0.0.1', strictPort: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
  });
  afterAll(() => server.close());

  it('answers the API with POST bodies intact', async () => {
    await expectApiThrough(originOf(server));
  });

  it('hands the page the configuration of its env files, as nginx does', async () => {
    const response = await fetch(`${originOf(server)}/portal/config.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('"PORTAL_API_TIMEOUT_MS": "9000"');
  });

  it('applies the redirect allow-list of its env files to the activation e-mail', async () => {
    const origin = originOf(server);
    const signUp = async (redirectUri: string, document: string) => {
      const response = await fetch(origin + API_PATHS.nonClient, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bodies.nonClient(document, { clientId: 'blocks', redirectUri })),
      });
      expect(((await response.json()) as { status: string }).status).toBe('SUCCESS');
    };
    await signUp('https://blocks.exemplo.invalid/fim', '52998224725');
    await signUp('https://evil.exemplo.invalid/', '11144477735');
    const emails = (await (await fetch(`${origin}/sandbox/api/emails`)).json()) as {
      redirectUri: string;
    }[];
    expect(emails.map((email) => email.redirectUri)).toEqual([
      'https://blocks.exemplo.invalid/fim',
      '',
    ]);
  });

  it('does not start with a bad value, naming it', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'sandbox-vite-bad-'));
    writeFileSync(join(bad, 'index.html'), INDEX);
    writeFileSync(join(bad, '.env'), 'PORTAL_API_TIMEOUT_MS=soon\n');
    try {
      await expect(
        createServer({
          root: bad,
          configFile: false,
          logLevel: 'silent',
          plugins: [configScriptPlugin(), sandboxPlugin()],
          server: { port: 0, host: '127.0.0.1', ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        }),
      ).rejects.toThrow(/PORTAL_API_TIMEOUT_MS must be a whole number/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it('leaves the portal to Vite', async () => {
    const response = await fetch(`${originOf(server)}/portal/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Portal</title>');
  });
});

describe('the sandbox and config.js plugins in a Vite preview server', () => {
  let server: PreviewServer;
  beforeAll(async () => {
    server = await preview({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      plugins: [configScriptPlugin(), sandboxPlugin()],
      preview: { port: 0, host: '127.0.0.1', strictPort: true },
    });
  });
  afterAll(() => server.close());

  it('answers the API with POST bodies intact', async () => {
    await expectApiThrough(originOf(server));
  });
});

describe('isSandboxUrl', () => {
  it.each([
    ['/api/client-register/token', true],
    ['/api/user/resend-email?x=1', true],
    ['/usuario/api/non-client', true],
    ['/sandbox', true],
    ['/sandbox/', true],
    ['/sandbox/api/emails', true],
    ['/sandboxes', false],
    ['/portal/api/x', false],
    ['/src/api/client.ts', false],
    ['/portal/', false],
  ])('%s → %s', (url, expected) => {
    expect(isSandboxUrl(url)).toBe(expected);
  });
});
