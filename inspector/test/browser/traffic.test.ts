import Fastify from 'fastify';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectorTexts } from '../../src/texts.ts';
import { texts } from '../../../content/texts.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { staticPortal } from '../../../static-server/static-portal.ts';
import { serverConfig } from '../../../portal-config/config-script.ts';
import { METRICS_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import { scanScreen } from '../../../test/browser/support/a11y/axe-scan.ts';
import {
  DESKTOP,
  launchChromium,
  PHONE,
  type Chromium,
} from '../../../test/browser/support/chromium.ts';
import { listenOnOwnSite } from '../../../test/browser/support/own-site.ts';
import {
  startPortalServer,
  type PortalServer,
} from '../../../test/browser/support/portal-server.ts';
import { headingShown, registerToActivation } from '../../../qa/customer-steps.ts';
import { CONTACT } from '../../../test/browser/support/sample-forms.ts';
import { screenshot } from '../../../test/browser/support/screenshots.ts';
import { INSPECTOR_BASE } from '../../src/relay/dev-plugin.ts';

/**
 * The 'Tráfego real' mode against a portal with its collector, as `npm start` runs them: a
 * registration walked on the portal raises the counts the inspector shows on the chart and in
 * the funnel table. The inspector's host forwards the collector's metrics on its own origin (as
 * the dev server does), so the page's connect-src 'self' holds. Screenshots:
 * test-results/screenshots/inspector/.
 */

const DIST = resolve(import.meta.dirname, '../../dist');
const SEEN = { timeout: 45_000 };
const t = inspectorTexts;

let portal: PortalServer;
let origin = '';
let closeInspector: () => Promise<void>;
let browser: Chromium;

beforeAll(async () => {
  portal = await startPortalServer({ telemetry: true });
  const app = Fastify();
  app.get(METRICS_PATH, async (_request, reply) => {
    const response = await fetch(`${portal.origin}${METRICS_PATH}`);
    return reply.type('text/plain').send(await response.text());
  });
  staticPortal(app, DIST, serverConfig({}), { base: INSPECTOR_BASE });
  origin = await listenOnOwnSite(app);
  closeInspector = () => app.close();
  browser = await launchChromium(DESKTOP);
}, 120_000);
afterAll(async () => {
  await browser.close();
  await closeInspector();
  await portal.close();
});

const cell = (page: Page, step: string, column: string) =>
  page.locator(`[data-testid="funnel"] tr[data-step="${step}"] td[data-column="${column}"]`);

async function walkRegistration(page: Page): Promise<void> {
  const customer = scenario('success');
  await page.goto(portal.portalUrl('/?client_id=refi-digital'));
  await headingShown(page, texts.cpf.heading);
  await registerToActivation(page, customer, CONTACT);
}

describe("the inspector's real traffic", () => {
  it('shows a walked registration as counts on the chart and in the funnel table', async () => {
    const inspector = await browser.context.newPage();
    await inspector.goto(
      `${origin}${INSPECTOR_BASE}?machine=refi&colour=traffic&brand=refi-digital`,
    );
    await inspector.getByTestId('funnel').waitFor(SEEN);
    const enteredBefore = Number(await cell(inspector, 'activation', 'entered').innerText());

    const customer = await browser.context.newPage();
    await walkRegistration(customer);
    await customer.close();

    // Choosing another window reads the counts again (the collector has no window of its own).
    await inspector.getByLabel(t.traffic.window).selectOption('semana');
    await expect
      .poll(async () => Number(await cell(inspector, 'activation', 'entered').innerText()), SEEN)
      .toBe(enteredBefore + 1);
    expect(Number(await cell(inspector, 'cpf', 'entered').innerText())).toBeGreaterThanOrEqual(1);
    // Who reached the activation e-mail finished there: nobody counts as having left it.
    expect(await cell(inspector, 'activation', 'finished').innerText()).toBe(
      await cell(inspector, 'activation', 'entered').innerText(),
    );
    expect(await cell(inspector, 'activation', 'left').innerText()).toBe('0');
    // Statuses in words with their code beside them, never a code alone in brackets.
    const funnelText = await inspector.getByTestId('funnel').innerText();
    expect(funnelText).toContain('deu certo (SUCCESS)');
    const chartText = await inspector.getByTestId('chart').innerText();
    expect(chartText).not.toMatch(/\[(SUCCESS|CLIENT_NOT_FOUND|TOKEN_ERROR)/);
    expect(chartText).toContain('cliente não encontrado');
    // Calls and conditions in Portuguese, not by their code names.
    const shown = await inspector.getByTestId('funnel').innerText();
    expect(shown, shown).not.toMatch(/requestToken|hasToken/);
    await expect.poll(() => inspector.getByTestId('conversion').innerText()).toMatch(/%/);
    // On the chart: the transitions taken carry their count, what QA alone covers a dotted 0.
    await inspector.locator('[data-traffic]').first().waitFor(SEEN);
    const taken = await inspector
      .locator('[data-traffic]')
      .evaluateAll(
        (lines) => lines.filter((line) => line.getAttribute('data-traffic') !== '0').length,
      );
    expect(taken).toBeGreaterThanOrEqual(1);
    // The link keeps the window and the brand.
    const link = new URL(inspector.url());
    expect(link.searchParams.get('window')).toBe('semana');
    expect(link.searchParams.get('brand')).toBe('refi-digital');

    // The table reads whole: every cell inside the page's width, nothing scrolled out of view.
    const table = inspector.getByTestId('funnel');
    for (const [size, name] of [
      [DESKTOP, 'traffic-1280'],
      [PHONE, 'traffic-360'],
    ] as const) {
      await inspector.setViewportSize(size);
      await table.scrollIntoViewIfNeeded();
      const overflow = await table.evaluate((element) => {
        const width = document.documentElement.clientWidth;
        // On a phone the header row is there for screen readers only (clipped): the cells say it.
        const head = element.querySelector('thead');
        const headShown = head !== null && getComputedStyle(head).clipPath === 'none';
        const cells = [...element.querySelectorAll(headShown ? 'th, td' : 'tbody th, tbody td')];
        return cells
          .filter((c) => {
            const box = c.getBoundingClientRect();
            return box.left < 0 || box.right > width + 0.5 || c.scrollWidth > c.clientWidth + 1;
          })
          .map((c) => c.textContent);
      });
      expect(overflow, name).toEqual([]);
      await screenshot(inspector, 'inspector', name);
      await table.screenshot({ path: `test-results/screenshots/inspector/${name}-funnel.png` });
    }
    expect(await scanScreen(inspector, 'inspector traffic')).toBe('');
    await inspector.close();
  }, 180_000);
});
