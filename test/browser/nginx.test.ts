import { cspViolationsIn, recordCspViolations } from './support/csp-violations.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../content/company.ts';
import { texts } from '../../content/texts.ts';
import { API_PATHS } from '../../machines/shared/api.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { DIST, startNginxPortal, type NginxPortal } from './support/nginx/nginx-portal.ts';
import { headingShown, registerToActivation } from '../../qa/customer-steps.ts';
import { CONTACT } from './support/sample-forms.ts';

/**
 * The build on real nginx (deploy/nginx/), the sandbox behind it as the company's API: what
 * production serves, header by header, and a customer registering through it under the strict
 * policy (issue 16, docs/deploy.md).
 */

/** Every answer of the portal's origin carries these (the issue's list, with their values). */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Every powerful feature off (issue 28: wider than camera, microphone, geolocation, payment).
  'permissions-policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The same policy the preview and the tests' server send (portal-config/csp.ts), per nonce. */
function offlinePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "connect-src 'self'",
    "frame-src 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types default portal-start',
    'report-uri /portal/telemetry/csp',
    'report-to csp',
  ].join('; ');
}

/** Every route of every table, the legacy ones, the pages, and unknown paths (spec 1). */
const ROUTES = [
  '/',
  '/cadastro',
  '/register',
  '/cadastro-refi',
  '/cadastro-refi-digital',
  '/cadastro-blocks',
  '/cadastro-meu-financiamento',
  '/termos-de-uso',
  '/terms-of-use',
  '/politica-de-privacidade',
  '/privacy-policy',
  '/central-de-ajuda',
  '/nao-existe/em/lugar-nenhum',
];

const PORTAL_CHUNK = readdirSync(join(DIST, 'assets')).find((name) => /^portal-.*\.js$/.test(name));

let portal: NginxPortal;
beforeAll(async () => {
  portal = await startNginxPortal();
});
afterAll(async () => {
  await portal.close();
});

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), name).toBe(value);
  }
}

describe('the portal on nginx', () => {
  it.each(ROUTES)(
    'answers %s with the page, a fresh nonce, its policy and every header',
    async (route) => {
      const [first, second] = await Promise.all(
        [1, 2].map(() => fetch(portal.portalUrl(`${route}?client_id=blocks`))),
      );
      for (const response of [first, second]) {
        if (!response) throw new Error('No response.');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expectSecurityHeaders(response);
        const nonce = /'nonce-([^']+)'/.exec(
          response.headers.get('content-security-policy') ?? '',
        )?.[1];
        expect(nonce).toMatch(/^[0-9a-f]{32}$/);
        expect(response.headers.get('content-security-policy')).toBe(offlinePolicy(nonce ?? ''));
        expect(response.headers.get('reporting-endpoints')).toBe('csp="/portal/telemetry/csp"');
        const html = await response.text();
        expect(html).not.toContain('CSP_NONCE_PLACEHOLDER');
        expect(html).toContain(`<meta property="csp-nonce" nonce="${String(nonce)}">`);
        // Every script of the page carries the nonce; the deployment's config.js is asked for by
        // the page (by a tag of its own, or from the drawn page's inline script once it has
        // painted, which gives it the nonce).
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(html).toMatch(/src="\/portal\/config\.js"|src:(?:s\()?"\/portal\/config\.js"/);
        expect(scripts.filter((tag) => !tag.includes(`nonce="${String(nonce)}"`))).toEqual([]);
      }
      const nonces = [first, second].map(
        (response) =>
          /'nonce-([^']+)'/.exec(response?.headers.get('content-security-policy') ?? '')?.[1],
      );
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );

  it('keeps hashed assets a year and sends them precompressed as the client accepts', async () => {
    const url = portal.portalUrl(`/assets/${String(PORTAL_CHUNK)}`);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expectSecurityHeaders(plain);
    const original = await plain.text();

    const none = await fetch(url, { headers: { 'accept-encoding': '' } });
    expect(none.headers.get('content-encoding')).toBeNull();

    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(await gzip.text()).toBe(original);

    const brotli = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe(portal.brotli ? 'br' : 'gzip');
    expect(await brotli.text()).toBe(original);
    // Sent as built: the precompressed file's own length, not a chunked re-compression.
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(original.length / 3);
  });

  it('answers a missing file 404, and exposes nothing of the sandbox', async () => {
    expect((await fetch(portal.portalUrl('/assets/missing.js'))).status).toBe(404);
    for (const path of ['/sandbox/', '/sandbox/api/emails', '/sandbox/api/consents']) {
      const response = await fetch(portal.origin + path);
      expect(response.status, path).toBe(404);
      expectSecurityHeaders(response);
    }
    expect((await fetch(`${portal.origin}/sandbox/api/reset`, { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('hands the page this deployment’s configuration, never cached', async () => {
    const response = await fetch(portal.portalUrl('/config.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('window.__PORTAL_CONFIG__ = Object.freeze({});');
  });

  it('proxies /api/ and /usuario/api/ to the API, its answers never stored', async () => {
    const response = await fetch(portal.origin + API_PATHS.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        document: scenario('success').cpf,
        recaptchaResponse: 'sandbox-captcha-ok',
        clientId: '',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    expect(await response.json()).toMatchObject({ status: 'SUCCESS' });
    const nonClient = await fetch(portal.origin + API_PATHS.nonClient, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // The sandbox's own refusal, through /usuario/api/.
    expect(nonClient.status).toBe(400);
  });

  it('takes the browsers’ violation reports at the policy’s report path', async () => {
    const report = await fetch(`${portal.origin}/portal/telemetry/csp`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src-elem' } }),
    });
    expect(report.status).toBe(204);
    expectSecurityHeaders(report);
    expect((await fetch(`${portal.origin}/portal/telemetry/csp`)).status).toBe(405);
  });

  it('answers the load balancer’s health check', async () => {
    const response = await fetch(`${portal.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok\n');
  });
});

describe('a customer registering in Chromium through nginx', () => {
  let browser: Chromium;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium(PHONE);
    await recordCspViolations(browser.context);
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    portal.sandbox.sandbox.reset();
    page = await browser.context.newPage();
    page.on('console', (message) => {
      // A policy the browser cannot read (an unknown Permissions-Policy feature) shows here too.
      if (/Content Security Policy|Permissions-Policy|Permissions Policy/.test(message.text()))
        violations.push(message.text());
    });
  });
  afterEach(async () => {
    await page.close();
  });

  it('goes from the CPF to a re-sent e-mail with 0 CSP violations, every call through nginx', async () => {
    const customer = scenario('success');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.origin);
    });
    await page.goto(portal.portalUrl('/'));
    await headingShown(page, texts.cpf.heading);
    await registerToActivation(page, customer, CONTACT);
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();

    expect(portal.sandbox.sandbox.emails()).toEqual([
      expect.objectContaining({ address: CONTACT.email, resendCount: 1 }),
    ]);
    expect(new Set(apiCalls)).toEqual(new Set([portal.origin]));
    expect([...violations, ...(await cspViolationsIn(page))]).toEqual([]);
  });

  it('sends unknown paths to the company’s 404 page', async () => {
    await browser.context.route(`${new URL(company.notFoundUrl).origin}/**`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<title>404</title>' }),
    );
    await page.goto(portal.portalUrl('/nao-existe'));
    await page.waitForURL(company.notFoundUrl);
  });
});
