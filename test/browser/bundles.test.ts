import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCentre } from '../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../content/pages/terms-of-use.ts';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { launchChromium, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/** Sentences only the static pages carry. */
const PAGE_TEXTS = [
  termsOfUse.updatedOn,
  helpCentre.themes[0]?.items[0]?.question ?? '',
  privacyPolicy.sections[1]?.heading ?? '',
];

let server: PortalServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

/** The scripts the browser loads while `action` runs, with their text. */
async function scriptsLoadedDuring(action: () => Promise<void>): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.text().then((body) => void scripts.set(response.url(), body)));
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  await Promise.all(pending);
  return scripts;
}

function containingPageText(scripts: Map<string, string>): string[] {
  return [...scripts]
    .filter(([, body]) => PAGE_TEXTS.some((text) => body.includes(text)))
    .map(([url]) => url);
}

describe('what the register screen loads', () => {
  it('has page texts to look for', () => {
    expect(PAGE_TEXTS.every((text) => text.length > 10)).toBe(true);
  });

  it('loads none of the static pages’ text with the register screen, and loads it for a page', async () => {
    const register = await scriptsLoadedDuring(async () => {
      await page.goto(server.portalUrl('/cadastro'));
      // The heading is in the prerendered HTML: wait for the app, which the scripts make.
      await untilInteractive(page);
    });
    expect(register.size).toBeGreaterThan(0);
    expect(containingPageText(register)).toEqual([]);

    // The same check sees the text once a page is opened, so it can fail.
    const help = await scriptsLoadedDuring(async () => {
      await page.goto(server.portalUrl('/central-de-ajuda'));
      // Drawn from HTML too: its code comes with the app.
      await untilInteractive(page);
    });
    expect(containingPageText(new Map([...register, ...help])).length).toBeGreaterThan(0);
  });
});
