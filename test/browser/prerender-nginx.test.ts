import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRANDS, brandText, type BrandId } from '../../content/brands/index.ts';
import { guidance } from '../../content/guidance.ts';
import { texts } from '../../content/texts.ts';
import { cspViolationsIn, recordCspViolations } from './support/csp-violations.ts';
import { PHONE } from './support/chromium.ts';
import { startNginxPortal, type NginxPortal } from './support/nginx/nginx-portal.ts';

/*
 * Issue 17 on the production server: nginx sends the page the build drew for the brand the
 * URL's client_id names (a `map` on $arg_client_id, deploy/nginx/), from the first byte, with the
 * response's nonce on every inline style and script. Checked with JavaScript off, so only the
 * HTML can draw what is seen.
 */

/** `#rrggbb` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

const WAIT = { timeout: 30_000 };

let portal: NginxPortal;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  portal = await startNginxPortal();
  browser = await chromium.connect(inject('chromiumEndpoint'));
  context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    javaScriptEnabled: false,
  });
  await recordCspViolations(context);
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await portal.close();
});

describe('nginx sends the brand’s drawn page from the first byte', () => {
  it.each([...(Object.keys(BRANDS) as BrandId[]), 'nobody-knows'])(
    '/portal/?client_id=%s',
    async (clientId) => {
      const brand = Object.hasOwn(BRANDS, clientId) ? BRANDS[clientId as BrandId] : BRANDS.default;
      const page = await context.newPage();
      const response = await page.goto(portal.portalUrl(`/?client_id=${clientId}`), {
        waitUntil: 'commit',
      });
      const nonce = /'nonce-([^']+)'/.exec(
        (await response?.headerValue('content-security-policy')) ?? '',
      )?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      expect(await page.title()).toBe(brandText(brand, 'title'));
      const banner = page.getByRole('banner');
      if (brand.navigation === 'none') {
        expect(await banner.count()).toBe(0);
      } else {
        const colour = await banner.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        expect(colour).toBe(rgb(brand.palette.primary));
      }
      // Every inline style and script carries this response's nonce.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('style, script:not([src])')].map((element) =>
          element instanceof HTMLElement ? element.nonce : '',
        ),
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(new Set(inline)).toEqual(new Set([nonce]));
      expect(await cspViolationsIn(page)).toEqual([]);
      await page.close();
    },
  );
});

describe('a form posted without JavaScript (issue 27)', () => {
  it('gets the page saying JavaScript is needed; the CPF is in no address and no log line', async () => {
    const page = await context.newPage();
    await page.goto(portal.portalUrl('/cadastro'), { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: texts.cpf.label }).fill('529.982.247-25');
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: guidance.noScript.heading }).waitFor(WAIT);
    expect(page.url()).toBe(portal.portalUrl('/cadastro'));
    expect(await cspViolationsIn(page)).toEqual([]);
    await page.close();
    const log = portal.accessLog();
    expect(log).toContain('"POST /portal/cadastro HTTP/1.1" 200');
    expect(log).not.toMatch(/529\.?982\.?247-?25/);
  });
});
