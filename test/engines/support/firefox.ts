import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { firefoxPath } from '../../../scripts/engine-paths.mjs';
import { PHONE } from '../../browser/support/chromium.ts';
import { clickPoint, type ClickPoint } from './click-point.ts';
import { pressUntilHit } from './press.ts';
import type { EngineDriver } from './scripted-page.ts';

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi: no geckodriver (Debian has
 * none, and npm's downloads one). Playwright's Firefox needs its own patched build; its channel
 * for a stock Firefox fails on ESR 153 (decision 047). One browser, one tab, per test file.
 */
export async function launchFirefox(): Promise<EngineDriver> {
  const executablePath = firefoxPath();
  if (!executablePath)
    throw new Error('Firefox not found: run `node scripts/ensure-browsers.mjs`.');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: PHONE,
    extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR' },
  });
  // The tab Firefox starts with never has the focus (document.hasFocus() is false, no focus
  // event fires): the app's focus handling (toasts stepping aside while a field is filled,
  // messages after a field is left) would go untested. A tab opened by the driver has it.
  const first = await browser.pages();
  const page = await browser.newPage();
  for (const tab of first) await tab.close();
  await page.setViewport(PHONE);
  const run = async <R>(expression: string) => (await page.evaluate(expression)) as R;
  return {
    engine: 'firefox',
    run,
    async inject(source) {
      await page.evaluate(source);
    },
    async clickElement(expression) {
      // puppeteer-core clicks an element where it is when it is in view, over whatever covers
      // it; WebDriver's click scrolls it into view and refuses a covered one: this does the
      // latter (clickPoint), with the press checked in the page (press.ts).
      await pressUntilHit('firefox', run, expression, async () => {
        const point = (await page.evaluate(
          `(${clickPoint.toString()})(${expression})`,
        )) as ClickPoint;
        if ('covered' in point) return point.covered;
        await page.mouse.click(point.x, point.y);
        return undefined;
      });
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
