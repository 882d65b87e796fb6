import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  After,
  AfterAll,
  Before,
  BeforeStep,
  Status,
  World,
  setDefaultTimeout,
  setWorldConstructor,
} from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { texts } from '../../content/texts.ts';
import { RUN_HEADER } from '../../sandbox/runs.ts';
import { PHONE } from '../viewports.ts';
import { caseIdOf } from './case-id.ts';
import { CHROMIUM_FLAGS, testBrowserPath } from '../../scripts/chromium-path.mjs';

/**
 * The world of `npm run qa:cucumber`: one Debian Chromium per worker (the project's browser
 * driver, playwright-core), a page per scenario, and the portal at `baseUrl` (a world parameter:
 * `npm start`, the preview, or any deployment that has the sandbox's scenarios). Every request of
 * the run carries its own sandbox run id, so runs sharing one sandbox keep apart.
 */

export interface QaParameters {
  /** The portal's origin, e.g. http://127.0.0.1:5173. */
  baseUrl: string;
  /** A running Chromium to connect to (the test suite's); else one is launched. */
  chromiumEndpoint?: string;
  /** Where a failed scenario's screenshot and page text are saved (beside the reports). */
  failuresDir: string;
}

/**
 * This worker's sandbox run (`X-Sandbox-Run`, sandbox/runs.ts): the sandbox keeps its tokens,
 * counts, rate limits and e-mails apart from every other run's, and the reset of “que o sandbox
 * está limpo” clears this run only. Each worker of `--parallel` loads this module on its own, so
 * each has its own run.
 */
export const SANDBOX_RUN = `qa-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
export const RUN_HEADERS: Readonly<Record<string, string>> = { [RUN_HEADER]: SANDBOX_RUN };

/** How long a customer action waits for its control (a field, a button) before failing. */
export const ACTION_MS = 5_000;

/** A scenario waits this long for the portal at most; a settled step takes well under a second. */
export const STEP_TIMEOUT_MS = 30_000;
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
      throw new Error('Chromium não encontrado: rode `node scripts/ensure-chromium.mjs`.');
    }
    return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
  })();
  const running = browser;
  context ??= running.then((ready) =>
    ready.newContext({ viewport: PHONE, locale: 'pt-BR', extraHTTPHeaders: RUN_HEADERS }),
  );
  return context;
}

export class QaWorld extends World<QaParameters> {
  #page: Page | undefined;
  /** API requests sent and not yet answered (or failed). */
  #pending = 0;
  /** The step running, as the feature shows it, for the messages of a failed action. */
  step = '';

  get page(): Page {
    if (!this.#page) throw new Error('Não há página fora de um cenário.');
    return this.#page;
  }

  url(path: string): string {
    return new URL(path, this.parameters.baseUrl).href;
  }

  async open(): Promise<void> {
    const page = await (await theContext(this.parameters.chromiumEndpoint)).newPage();
    page.setDefaultTimeout(ACTION_MS);
    page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
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
    throw new Error(`O portal ficou ocupado por ${String(STEP_TIMEOUT_MS / 1000)} s.`);
  }

  /** What the page shows, for a failure's message: its headings and the card's messages. */
  async shown(): Promise<string> {
    const headings = (await this.page.getByRole('heading', { level: 1 }).allTextContents()).map(
      (text) => `“${text.trim()}”`,
    );
    const alerts = (await this.page.locator('[role=alert]').allTextContents())
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => `“${text}”`);
    return [
      `etapa ${headings.join(', ') || '(nenhum título)'}`,
      `mensagens ${alerts.join(', ') || '(nenhuma)'}`,
    ].join('; ');
  }

  /**
   * A failed scenario's evidence: a screenshot and the page's visible text, attached to the
   * report (JUnit, HTML, JSON, messages) and saved in `failuresDir` as `<case id>.png` / `.txt`.
   */
  async keepEvidence(name: string): Promise<void> {
    if (!this.#page || this.#page.isClosed()) return;
    const png = await this.page.screenshot({ fullPage: true });
    const text = await this.page.locator('body').innerText();
    mkdirSync(this.parameters.failuresDir, { recursive: true });
    const base = join(this.parameters.failuresDir, name.replace(/[^\w.-]+/g, '_'));
    writeFileSync(`${base}.png`, png);
    writeFileSync(`${base}.txt`, text);
    this.attach(png, { mediaType: 'image/png', fileName: `${name}.png` });
    this.attach(`Texto da página (${this.page.url()}):\n${text}`, 'text/plain');
    this.log(`Captura e texto da página salvos em ${base}.png e ${base}.txt`);
  }
}

setWorldConstructor(QaWorld);

Before(async function (this: QaWorld) {
  await this.open();
});

BeforeStep(function (this: QaWorld, { pickleStep }) {
  this.step = pickleStep.text;
});

After(async function (this: QaWorld, { pickle, result }) {
  try {
    if (result?.status === Status.FAILED) await this.keepEvidence(caseIdOf(pickle));
  } finally {
    await this.close();
  }
});

AfterAll(async () => {
  if (context) await (await context).close();
  if (browser) await (await browser).close();
});
