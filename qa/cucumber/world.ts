import {
  After,
  AfterAll,
  Before,
  World,
  setDefaultTimeout,
  setWorldConstructor,
} from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { texts } from '../../content/texts.ts';
import { PHONE } from '../viewports.ts';
import { CHROMIUM_FLAGS, testBrowserPath } from '../../scripts/chromium-path.mjs';

/**
 * The world of `npm run qa:cucumber`: one Debian Chromium for the whole run (the project's browser
 * driver, playwright-core), a fresh context per scenario, and the portal at `baseUrl` (a world
 * parameter: `npm start`, the preview, or any deployment that has the sandbox's scenarios).
 */

export interface QaParameters {
  /** The portal's origin, e.g. http://127.0.0.1:5173. */
  baseUrl: string;
  /** A running Chromium to connect to (the test suite's); else one is launched. */
  chromiumEndpoint?: string;
}

/** A scenario waits this long for the portal at most; a settled step takes well under a second. */
const STEP_TIMEOUT_MS = 30_000;
setDefaultTimeout(STEP_TIMEOUT_MS);

/** How long the portal must stay idle (no busy indicator, no API request) to count as settled. */
const QUIET_MS = 200;
const POLL_MS = 25;

const API_PATH = /^\/(api|usuario\/api)\//;

let browser: Promise<Browser> | undefined;
let context: Promise<BrowserContext> | undefined;

/**
 * The run's one browser context: its HTTP cache keeps the portal's scripts between scenarios (a
 * fresh context fetched and compiled them again for each); each scenario's page leaves no storage
 * behind (`close`), so a scenario starts as a first visit.
 */
function theContext(endpoint: string | undefined): Promise<BrowserContext> {
  browser ??= (async () => {
    if (endpoint) return chromium.connect(endpoint);
    const executablePath = testBrowserPath();
    if (!executablePath) {
      throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
    }
    return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
  })();
  const running = browser;
  context ??= running.then((ready) => ready.newContext({ viewport: PHONE, locale: 'pt-BR' }));
  return context;
}

export class QaWorld extends World<QaParameters> {
  #page: Page | undefined;
  /** API requests sent and not yet answered (or failed). */
  #pending = 0;

  get page(): Page {
    if (!this.#page) throw new Error('No page outside a scenario.');
    return this.#page;
  }

  url(path: string): string {
    return new URL(path, this.parameters.baseUrl).href;
  }

  async open(): Promise<void> {
    const page = await (await theContext(this.parameters.chromiumEndpoint)).newPage();
    const isApi = (url: string) => API_PATH.test(new URL(url).pathname);
    page.on('request', (request) => {
      if (isApi(request.url())) this.#pending += 1;
    });
    const done = (request: { url(): string }) => {
      if (isApi(request.url())) this.#pending -= 1;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    this.#page = page;
  }

  async close(): Promise<void> {
    const page = this.#page;
    if (!page) return;
    // What the portal stored (client_id, redirect_uri) must not reach the next scenario.
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.context().clearCookies();
    await page.close();
  }

  /**
   * Waits until the portal is idle: no busy indicator and no API request in flight for a
   * moment, so what the tester sees is the answer to what they did, not the wait for it.
   */
  async settle(): Promise<void> {
    const busy = this.page.getByRole('progressbar', { name: texts.app.busy });
    const until = Date.now() + STEP_TIMEOUT_MS;
    let quietSince: number | undefined;
    while (Date.now() < until) {
      const idle = this.#pending === 0 && (await busy.count()) === 0;
      if (!idle) quietSince = undefined;
      else if (quietSince === undefined) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await this.page.waitForTimeout(POLL_MS);
    }
    throw new Error(`The portal stayed busy for ${String(STEP_TIMEOUT_MS / 1000)} s.`);
  }
}

setWorldConstructor(QaWorld);

Before(async function (this: QaWorld) {
  await this.open();
});

After(async function (this: QaWorld) {
  await this.close();
});

AfterAll(async () => {
  if (context) await (await context).close();
  if (browser) await (await browser).close();
});
