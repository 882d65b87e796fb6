import { cspViolationsIn, recordCspViolations } from './support/csp-violations.ts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import { headingShown, registerToActivation } from '../../qa/customer-steps.ts';
import { CONTACT } from './support/sample-forms.ts';

/**
 * The production build under the strict Content-Security-Policy its server sends
 * (sandbox/static.ts): a nonce per response, no 'unsafe-inline' or 'unsafe-eval'. A style or
 * script the policy refuses shows as a violation, and a nonce that does not reach Emotion would
 * leave MUI unstyled: both are checked.
 */

let server: PortalServer;
let browser: Chromium;
let page: Page;
let consoleViolations: string[];

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium(PHONE);
  await browser.keepSiteWarm(server.origin);
  // Every frame records its CSP violations where the test can read them.
  await recordCspViolations(browser.context);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  page = await browser.context.newPage();
  consoleViolations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleViolations.push(message.text());
  });
});
afterEach(async () => {
  await page.close();
});

async function violations(): Promise<string[]> {
  return [...consoleViolations, ...(await cspViolationsIn(page))];
}

/** Opens a portal path and returns the nonce its policy names. */
async function open(path: string): Promise<string> {
  const response = await page.goto(server.portalUrl(path));
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (nonce === undefined) throw new Error(`No nonce in the policy of ${path}: '${policy}'.`);
  return nonce;
}

/** The nonce of every <style> element in the page (the property: the attribute is hidden). */
function styleNonces(): Promise<{ emotion: string[]; goober: string[]; other: number }> {
  return page.evaluate(() => {
    const styles = [...document.querySelectorAll('style')];
    return {
      emotion: styles.filter((style) => style.hasAttribute('data-emotion')).map((s) => s.nonce),
      goober: styles.filter((style) => style.id === '_goober').map((style) => style.nonce),
      other: styles.filter((style) => !style.hasAttribute('data-emotion') && style.id !== '_goober')
        .length,
    };
  });
}

/** The computed look of an element next to a bare <button>'s, which the browser alone styles. */
function lookBesideBareButton(selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`Nothing matches ${target}.`);
    const bare = document.body.appendChild(document.createElement('button'));
    const look = (node: Element) => {
      const style = getComputedStyle(node);
      return {
        backgroundColor: style.backgroundColor,
        borderRadius: style.borderRadius,
        fontFamily: style.fontFamily,
        textTransform: style.textTransform,
      };
    };
    const result = { styled: look(element), bare: look(bare) };
    bare.remove();
    return result;
  }, selector);
}

describe('the Content-Security-Policy of the production build', () => {
  it('is strict, names a fresh nonce in every page response and puts it in the page', async () => {
    const responses = await Promise.all(
      ['/cadastro', '/cadastro', '/central-de-ajuda'].map((path) => fetch(server.portalUrl(path))),
    );
    const policies = responses.map((response) => response.headers.get('content-security-policy'));
    const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, policy] of policies.entries()) {
      expect(policy).toBe(
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${String(nonces[i])}' 'strict-dynamic'`,
          "connect-src 'self'",
          "frame-src 'none'",
          `style-src 'self' 'nonce-${String(nonces[i])}'`,
          "img-src 'self' data:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "require-trusted-types-for 'script'",
          'trusted-types default portal-start',
          // The preview serves plain http, where Chromium would send report-to's reports nowhere.
          'report-uri /portal/telemetry/csp',
        ].join('; '),
      );
      expect(policy).not.toMatch(/unsafe-/);
    }
    for (const [i, response] of responses.entries()) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const html = await response.text();
      expect(html).not.toContain('CSP_NONCE_PLACEHOLDER');
      expect(html).toContain(`<meta property="csp-nonce" nonce="${String(nonces[i])}">`);
    }
  });

  it('lets a customer register with no violation, MUI styled through nonced style tags', async () => {
    const customer = scenario('success');
    const nonce = await open('/cadastro');
    await headingShown(page, texts.cpf.heading);

    const submit = `button[type="submit"]`;
    const { styled, bare } = await lookBesideBareButton(submit);
    // A refused Emotion style would leave the browser's own look.
    expect(styled.backgroundColor).not.toBe(bare.backgroundColor);
    expect(styled.borderRadius).not.toBe(bare.borderRadius);
    expect(styled.fontFamily).not.toBe(bare.fontFamily);
    expect(styled.textTransform).toBe('uppercase');

    await registerToActivation(page, customer, CONTACT);
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();

    const styles = await styleNonces();
    expect(styles.emotion.length).toBeGreaterThan(0);
    expect(new Set(styles.emotion)).toEqual(new Set([nonce]));
    // notistack's goober sheet, once it exists, carries it too; no other inline <style>.
    expect(styles.goober.every((value) => value === nonce)).toBe(true);
    expect(styles.other).toBe(0);
    expect(await page.evaluate(() => window.__nonce__)).toBe(nonce);
    expect(await violations()).toEqual([]);
  });

  it('shows a static page with no violation', async () => {
    await open('/politica-de-privacidade');
    await page.getByRole('heading', { level: 1, name: fill(privacyPolicy.heading) }).waitFor();
    const { styled, bare } = await lookBesideBareButton('h1');
    expect(styled.fontFamily).not.toBe(bare.fontFamily);
    expect(await violations()).toEqual([]);
  });

  it('blocks an inline script injected into the page and a script URL of no policy, and reports both', async () => {
    // As a stored injection would arrive: in the page's own markup, without the nonce.
    await page.route(server.portalUrl('/cadastro'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.injected = true</script></head>',
      );
      await route.fulfill({ response, body: html });
    });
    const reported = server.cspViolations.length;
    await open('/cadastro');
    await headingShown(page, texts.cpf.heading);
    // A string into a script's src: only the portal's own script URLs pass its policy.
    const sink = await page.evaluate(() => {
      try {
        document.createElement('script').src = 'https://evil.exemplo.invalid/x.js';
        return 'assigned';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    });
    expect(sink).toBe('refused');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect((await violations()).join('\n')).toMatch(
      /script-src-elem[\s\S]*require-trusted-types-for|require-trusted-types-for[\s\S]*script-src-elem/,
    );
    // The server's endpoint receives both (the preview logs them; the collector will count).
    await expect
      .poll(
        () =>
          server.cspViolations
            .slice(reported)
            .map(({ directive }) => directive)
            .sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['require-trusted-types-for', 'script-src-elem']);
  });
});
