import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type Chromium } from './support/chromium.ts';

/**
 * Issue 39: `npm run build` while `npm start` ran rewrote the dependencies the dev server had
 * optimised (node_modules/.vite/deps), and the open portal then met a second React (MUI's
 * Accordion: "Cannot read properties of null (reading 'useContext')") until a restart. Here the
 * dev server of `npm start` runs, a page is open, and a build runs beside it as in a second
 * terminal.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DEPS = join(ROOT, 'node_modules/.vite/deps');
const BUILD_TIMEOUT = 300_000;

/** Every file of the dev server's optimised dependencies, by its content's digest. */
function depsSnapshot(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(DEPS)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(DEPS, file)))
          .digest('hex'),
      ]),
  );
}

async function until(check: () => boolean, what: string, deadline = 120_000) {
  const end = Date.now() + deadline;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

let server: ViteDevServer;
let browser: Chromium;
let page: Page;
let origin = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await createServer({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  origin = new URL(server.resolvedUrls?.local[0] ?? '').origin;
  browser = await launchChromium();
  page = await browser.context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${origin}/portal/cadastro`);
  await page.getByRole('heading', { name: 'Faça seu cadastro!' }).waitFor({ timeout: 120_000 });
  // The optimiser has written what the page asked for once its metadata names the files.
  await until(() => existsSync(join(DEPS, '_metadata.json')), 'the optimised deps');
}, BUILD_TIMEOUT);

afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('a build beside a running dev server', () => {
  it(
    'leaves the dev server’s dependencies as they were, and its open page keeps working',
    async () => {
      const before = depsSnapshot();
      const outDir = mkdtempSync(join(tmpdir(), 'portal-build-beside-dev-'));
      try {
        await promisify(execFile)(
          process.execPath,
          [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'].concat([
            '--outDir',
            outDir,
            '--emptyOutDir',
          ]),
          { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
        );
        expect(existsSync(join(outDir, 'index.html'))).toBe(true);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
      expect(depsSnapshot()).toEqual(before);

      // A page loaded before the build now loads code it had not (the help centre's accordion).
      await page.evaluate(() => {
        history.pushState(null, '', '/portal/central-de-ajuda');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { expanded: false }).first().click();
      await page.getByRole('button', { expanded: true }).first().waitFor();
      expect(pageErrors).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});
