import { writeFile } from 'node:fs/promises';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { firefoxPath } from '../../../scripts/engine-paths.mjs';
import { PHONE } from '../../browser/support/chromium.ts';
import type { EngineDriver } from './scripted-page.ts';

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi: no geckodriver (Debian has
 * none, and npm's downloads one). Playwright's Firefox needs its own patched build; its channel
 * for a stock Firefox fails on ESR 153 (decision 047). One browser, one tab, per test file.
 */
export async function launchFirefox(): Promise<EngineDriver> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('Firefox not found: run `node scripts/ensure-engines.mjs`.');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: PHONE,
    extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR' },
  });
  const [page = await browser.newPage()] = await browser.pages();
  await page.setViewport(PHONE);
  return {
    engine: 'firefox',
    run: async <R>(expression: string) => (await page.evaluate(expression)) as R,
    async inject(source) {
      await page.evaluate(source);
    },
    async clickElement(expression) {
      const handle = await page.evaluateHandle(expression);
      try {
        const element = handle.asElement() as ElementHandle | null;
        if (!element) throw new Error(`Not an element: ${expression.slice(0, 80)}`);
        await element.click();
      } finally {
        await handle.dispose();
      }
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    async screenshot(path) {
      await writeFile(path, await page.screenshot({ fullPage: true }));
    },
    close: () => browser.close(),
  };
}
