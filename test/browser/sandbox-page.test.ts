import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../sandbox/scenarios.ts';
import { startSandbox, walkTo, type RunningSandbox } from '../sandbox/support.ts';
import { expectAccessible } from './support/a11y/screens.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';

/**
 * The sandbox's page as QA and developers open it on a phone: the e-mails "sent", the consents
 * and the scenarios, none making the page wider than the screen.
 */

let sandbox: RunningSandbox;
let browser: Chromium;
beforeAll(async () => {
  sandbox = await startSandbox();
  browser = await launchChromium(PHONE);
});
afterAll(async () => {
  await browser.close();
  await sandbox.close();
});

describe('the sandbox page at 360×740', () => {
  it('keeps to the screen: each wide table scrolls in its own named region', async () => {
    await walkTo(sandbox, scenario('success'), 'register');
    const page = await browser.context.newPage();
    await page.goto(`${sandbox.origin}/sandbox/`);
    await page.getByRole('cell', { name: /@/ }).first().waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    for (const name of ['E-mails de ativação enviados', 'Cenários']) {
      const region = page.getByRole('region', { name });
      const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow, `${name} is wider than the phone and scrolls`).toBeGreaterThan(0);
    }
    await expectAccessible(page, 'sandbox page');
    await page.close();
  });
});
