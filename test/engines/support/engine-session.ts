import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CustomerPage } from '../../../qa/customer-page.ts';
import { BLANK_PATH, startEngineServer, type EngineServer } from './engine-server.ts';
import { launchFirefox } from './firefox.ts';
import { scriptedPage, type EngineDriver, type EngineName } from './scripted-page.ts';
import { launchWebKit } from './webkit.ts';

const SHOTS = resolve(import.meta.dirname, '../../../test-results/screenshots');

const LAUNCH: Record<EngineName, () => Promise<EngineDriver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** A test file's portal, sandbox and browser in one engine, at the phone's size (360×740). */
export interface EngineSession {
  readonly engine: EngineName;
  readonly page: CustomerPage;
  readonly driver: EngineDriver;
  readonly server: EngineServer;
}

const safe = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(0, 120);

/**
 * Registers the file's hooks: one browser for the file (its start is seconds of a busy core), a
 * fresh visit per test (sandbox reset, the origin's storage cleared), and after each test no CSP
 * violation reported. A failing test leaves a screenshot under
 * test-results/screenshots/<engine>/, named after it, and its engine is in its name.
 */
export function useEngineSession(engine: EngineName): EngineSession {
  let server: EngineServer | undefined;
  let driver: EngineDriver | undefined;

  beforeAll(async () => {
    server = await startEngineServer();
    driver = await LAUNCH[engine]();
  }, 120_000);
  afterAll(async () => {
    await driver?.close();
    await server?.close();
  });
  beforeEach(async ({ task, onTestFailed }) => {
    const { server: portal, driver: browser } = session;
    await portal.releaseApi();
    await portal.reset();
    // A document of the origin that runs no script, to forget the last test's visit.
    await browser.goto(`${portal.origin}${BLANK_PATH}`);
    await browser.run('(localStorage.clear(), sessionStorage.clear(), true)');
    onTestFailed(async () => {
      const dir = resolve(SHOTS, engine);
      mkdirSync(dir, { recursive: true });
      const path = resolve(dir, `${safe(task.name)}.png`);
      await browser.screenshot(path);
      console.error(`${engine}: screenshot of the failure: ${path}`);
    });
  });
  afterEach(async () => {
    await session.server.releaseApi();
    expect(session.server.cspReports(), `${engine}: CSP violations reported`).toEqual([]);
  });

  const session: EngineSession = {
    engine,
    get page() {
      return scriptedPage(session.driver);
    },
    get driver() {
      if (!driver) throw new Error('No browser outside a test.');
      return driver;
    },
    get server() {
      if (!server) throw new Error('No server before beforeAll.');
      return server;
    },
  };
  return session;
}
