import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCentre } from '../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../content/pages/terms-of-use.ts';
import { fill } from '../../content/fill.ts';
import { DESKTOP, launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import { screenshot } from './support/screenshots.ts';

const PAGES = [
  { path: '/central-de-ajuda', content: helpCentre, name: 'help-centre' },
  { path: '/termos-de-uso', content: termsOfUse, name: 'terms' },
  { path: '/politica-de-privacidade', content: privacyPolicy, name: 'privacy' },
];

let server: PortalServer;
let browser: Chromium;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium();
  await browser.keepSiteWarm(server.origin);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe.each([
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
])('the static pages on a $size', ({ size, viewport }) => {
  it.each(PAGES)(
    '$path has its title, one h1, no sideways scrolling and short lines',
    async ({ path, content, name }) => {
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(server.portalUrl(path));
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent()).toBe(fill(content.heading));
      expect(await page.title()).toBe(fill(content.title));
      expect(await page.locator('h1').count()).toBe(1);
      const layout = await page.evaluate(() => {
        const paragraph = document.querySelector('article p');
        const font = paragraph ? parseFloat(getComputedStyle(paragraph).fontSize) : 0;
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          // Characters per line, roughly: the column's width over half the font size.
          charsPerLine: paragraph ? paragraph.getBoundingClientRect().width / (font * 0.5) : 0,
        };
      });
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.charsPerLine).toBeGreaterThan(20);
      expect(layout.charsPerLine).toBeLessThanOrEqual(140);
      await screenshot(page, 'pages', `${name}-${size}`);
      await page.close();
    },
  );
});
