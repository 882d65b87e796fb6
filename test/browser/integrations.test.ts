import { cspViolationsIn, recordCspViolations } from './support/csp-violations.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { API_PATHS } from '../../machines/shared/api.ts';
import { CONSENT_PATH } from '../../sandbox/routes/consent.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { SANDBOX_CONSENT_AUTHORIZATION } from '../../portal-config/env.ts';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { FAKE_PATHS, startFakeProviders, type FakeProviders } from './fakes/fake-providers.ts';
import { DIST, servePortal, type ServedPortal } from './fakes/portal-builds.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import {
  headingShown,
  submitAnswer,
  submitCpf,
  submitFinish,
  submitNonClient,
} from '../../qa/customer-steps.ts';
import { CONTACT, NON_CLIENT } from './support/sample-forms.ts';

/**
 * Every integration in Chromium, twice, with the one build (`dist/`): handed no configuration
 * (the offline sandbox adapters), then a deployment configured against local fakes of the third
 * parties (test/browser/fakes/), each served under the Content-Security-Policy that
 * `portal-config/csp.ts` derives from its configuration.
 */

const CUSTOMER = scenario('success');
const FINGERPRINT = /^[0-9a-f]{32}$/;
/** Text only the FingerprintJS chunk carries (the name of one of its sources). */
const FINGERPRINT_MARKER = 'audioBaseLatency';
/** Text only the session-recording loader chunk carries. */
const RECORDING_MARKER = 'data-session-recording';
const CUSTOMER_RECORD = {
  formInfo: {
    formPropertyId: 11,
    primarySubjectIdentifiers: { phone: CONTACT.cellphone, email: CONTACT.email },
  },
  consents: [{ propertyId: 32, purpose: 'termsAcceptance', granted: true, policyVersion: 1 }],
  fingerprint: expect.stringMatching(FINGERPRINT) as unknown,
};

const DIGITAL_RECORD = {
  formInfo: {
    formPropertyId: 10,
    primarySubjectIdentifiers: { phone: CONTACT.cellphone, email: CONTACT.email },
    fields: {
      name: NON_CLIENT.name,
      email: CONTACT.email,
      cpf: NON_CLIENT.cpf,
      birthDate: '1990-03-15',
      cellphone: CONTACT.cellphone,
      whatsappContact: false,
      terms: true,
    },
  },
  consents: [
    { propertyId: 30, purpose: 'termsAcceptance', granted: true, policyVersion: 1 },
    { propertyId: 31, purpose: 'whatsappContact', granted: false, policyVersion: 1 },
  ],
  fingerprint: expect.stringMatching(FINGERPRINT) as unknown,
};

/** What a page did: its requests in order, its warnings, its CSP violations, its scripts. */
interface Watch {
  requests: Request[];
  /** When each request left, by the test's clock. */
  sentAt: Map<Request, number>;
  warnings: string[];
  scripts: Map<string, string>;
  violations(): Promise<string[]>;
  posts(pathEnd: string): Request[];
}

function watch(page: Page): Watch {
  const requests: Request[] = [];
  const sentAt = new Map<Request, number>();
  const warnings: string[] = [];
  const cspMessages: string[] = [];
  const scripts = new Map<string, string>();
  page.on('request', (request) => {
    requests.push(request);
    sentAt.set(request, Date.now());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.text().includes('Content Security Policy')) cspMessages.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (body) => scripts.set(response.url(), body),
      () => undefined,
    );
  });
  return {
    requests,
    sentAt,
    warnings,
    scripts,
    violations: async () => [...cspMessages, ...(await cspViolationsIn(page))],
    posts: (pathEnd) =>
      requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(pathEnd)),
  };
}

function scriptsContaining(scripts: Map<string, string>, marker: string): string[] {
  return [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
}

function bodyOf(request: Request | undefined): Record<string, unknown> {
  return JSON.parse(request?.postData() ?? 'null') as Record<string, unknown>;
}

async function captchaErrorShown(page: Page): Promise<void> {
  await page.getByRole('alert').filter({ hasText: messages['captcha.failed'] }).first().waitFor();
}

/** Through the question to the activation step, for the scenario 'success'. */
async function registerCustomer(page: Page): Promise<void> {
  await submitAnswer(page, CUSTOMER.answer);
  await headingShown(page, texts.finish.heading);
  await submitFinish(page, CONTACT);
  await headingShown(page, texts.activation.heading);
}

let browser: Chromium;
let page: Page;
let seen: Watch;

beforeAll(async () => {
  browser = await launchChromium(PHONE);
  // Every frame records its CSP violations where the test can read them.
  await recordCspViolations(browser.context);
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  page = await browser.context.newPage();
  seen = watch(page);
});
afterEach(async () => {
  await page.close();
});

describe('with no configuration (dist/): the offline sandbox adapters', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await servePortal(DIST, {});
    await browser.keepSiteWarm(portal.origin);
  });
  afterAll(() => portal.close());
  beforeEach(() => {
    portal.app.sandbox.reset();
  });

  it('records the customer consent in the sandbox, then registers, all on the portal’s origin', async () => {
    await page.goto(portal.portalUrl('/cadastro'));
    // What the first screen loads: the app started, then the network quiet.
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    const firstScreen = new Map(seen.scripts);
    expect(firstScreen.size).toBeGreaterThan(0);
    expect(scriptsContaining(firstScreen, FINGERPRINT_MARKER)).toEqual([]);
    expect(scriptsContaining(firstScreen, RECORDING_MARKER)).toEqual([]);

    await submitCpf(page, CUSTOMER.cpf);
    await registerCustomer(page);

    expect(portal.app.sandbox.consents()).toEqual([
      {
        receivedAt: expect.any(String) as unknown,
        authorization: SANDBOX_CONSENT_AUTHORIZATION,
        record: CUSTOMER_RECORD,
      },
    ]);
    // The consent is sent, and answered, before the register call leaves.
    const [consent] = seen.posts(CONSENT_PATH);
    const [register] = seen.posts(API_PATHS.register);
    expect(seen.requests.indexOf(consent as Request)).toBeLessThan(
      seen.requests.indexOf(register as Request),
    );
    expect(scriptsContaining(seen.scripts, FINGERPRINT_MARKER)).toHaveLength(1);

    // Offline: nothing left the portal's origin, no recorder, no CSP violation.
    expect(seen.requests.filter((r) => !r.url().startsWith(portal.origin))).toEqual([]);
    expect(await page.locator('script[data-session-recording]').count()).toBe(0);
    expect(await seen.violations()).toEqual([]);
  });

  it('registers without a fingerprint when its chunk cannot load', async () => {
    await page.route(
      (url) => url.pathname.startsWith('/portal/assets/fp.'),
      (route) => route.abort(),
    );
    await page.goto(portal.portalUrl('/cadastro'));
    await submitCpf(page, CUSTOMER.cpf);
    await registerCustomer(page);
    expect(portal.app.sandbox.consents().map(({ record }) => record)).toStrictEqual([
      { formInfo: CUSTOMER_RECORD.formInfo, consents: CUSTOMER_RECORD.consents },
    ]);
    expect(portal.app.sandbox.emails()).toHaveLength(1);
  });

  it('records the digital form’s consent and sends the stored redirect URI as it is', async () => {
    await page.goto(
      portal.portalUrl(
        '/cadastro-refi-digital?redirect_uri=https%3A%2F%2Fapp.exemplo.invalid%2Fvoltar',
      ),
    );
    await headingShown(page, texts.nonClient.signUpHeading);
    await submitNonClient(page, NON_CLIENT);
    await headingShown(page, texts.activation.heading);

    expect(portal.app.sandbox.consents().map(({ record }) => record)).toEqual([DIGITAL_RECORD]);
    expect(bodyOf(seen.posts(API_PATHS.nonClient)[0])['redirectUri']).toBe(
      'https://app.exemplo.invalid/voltar',
    );
    expect(await seen.violations()).toEqual([]);
  });

  it('keeps the CPF step with the captcha message when the sandbox captcha is switched to fail', async () => {
    await page.goto(portal.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await page.evaluate(() => {
      window.sandboxCaptcha = 'fail';
    });
    await submitCpf(page, CUSTOMER.cpf);
    await captchaErrorShown(page);
    await headingShown(page, texts.cpf.heading);
    expect(seen.posts(API_PATHS.token)).toEqual([]);

    await page.evaluate(() => {
      delete window.sandboxCaptcha;
    });
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await headingShown(page, texts.question.heading);
    expect(seen.posts(API_PATHS.token)).toHaveLength(1);
  });
});

describe('configured against local fakes: the real adapters', () => {
  let fakes: FakeProviders;
  let portal: ServedPortal;
  let env: Record<string, string>;

  beforeAll(async () => {
    fakes = await startFakeProviders();
    env = {
      PORTAL_RECAPTCHA_SITE_KEY: 'fake-site-key-1',
      PORTAL_RECAPTCHA_SCRIPT_URL: fakes.origin + FAKE_PATHS.recaptchaScript,
      PORTAL_RECAPTCHA_TIMEOUT_MS: '2000',
      PORTAL_CONSENT_URL: fakes.origin + FAKE_PATHS.consent,
      PORTAL_CONSENT_AUTHORIZATION: 'Bearer fake-provider-token',
      PORTAL_CONSENT_TIMEOUT_MS: '1500',
      PORTAL_SESSION_RECORDING_URL: fakes.origin + FAKE_PATHS.sessionRecorder,
      // The fake's own bytes' hash: the browser runs it only while they match.
      PORTAL_SESSION_RECORDING_INTEGRITY: `sha384-${createHash('sha384')
        .update(readFileSync(resolve(import.meta.dirname, 'fakes/session-recorder.js')))
        .digest('base64')}`,
      PORTAL_REDIRECT_URI_PATTERN: '^https://app\\.exemplo\\.invalid/(.*)$',
      PORTAL_REDIRECT_URI_REPLACEMENT: 'https://novo.exemplo.invalid/cadastro/$1',
    };
    portal = await servePortal(DIST, env);
    await browser.keepSiteWarm(portal.origin);
  });
  afterAll(async () => {
    await portal.close();
    await fakes.close();
  });
  beforeEach(() => {
    portal.app.sandbox.reset();
    fakes.reset();
  });

  async function setRecaptchaMode(mode: string): Promise<void> {
    await page.evaluate((value) => {
      (window as unknown as { fakeRecaptcha: { mode: string } }).fakeRecaptcha = { mode: value };
    }, mode);
  }

  it('runs reCAPTCHA before the token and resend calls and records the consent with the provider', async () => {
    await page.goto(portal.portalUrl('/cadastro'));
    // What the first screen loads: the app started, then the network quiet.
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    // No captcha script before a challenge is needed.
    expect(fakes.count(FAKE_PATHS.recaptchaScript)).toBe(0);

    await submitCpf(page, CUSTOMER.cpf);
    await registerCustomer(page);
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();

    const log = await page.evaluate(
      () => (window as unknown as { fakeRecaptchaLog: Record<string, unknown> }).fakeRecaptchaLog,
    );
    expect(log).toEqual({
      query: { render: 'explicit', hl: 'pt-BR' },
      renders: [{ sitekey: 'fake-site-key-1', size: 'invisible', badge: 'bottomright' }],
      resets: 2,
      executes: 2,
      tokens: ['sandbox-captcha-ok.fake-recaptcha.1', 'sandbox-captcha-ok.fake-recaptcha.2'],
    });
    expect(bodyOf(seen.posts(API_PATHS.token)[0])['recaptchaResponse']).toBe(
      'sandbox-captcha-ok.fake-recaptcha.1',
    );
    expect(bodyOf(seen.posts(API_PATHS.resend)[0])['recaptchaResponse']).toBe(
      'sandbox-captcha-ok.fake-recaptcha.2',
    );
    expect(fakes.count(FAKE_PATHS.recaptchaScript)).toBe(1);

    expect(fakes.consents).toEqual([
      { authorization: 'Bearer fake-provider-token', origin: portal.origin, body: CUSTOMER_RECORD },
    ]);
    expect(portal.app.sandbox.consents()).toEqual([]);

    expect(await seen.violations()).toEqual([]);
  });

  it.each([
    ['the script does not load', 'solve', true],
    ['no answer comes before the timeout', 'hang', false],
    ['the response expires', 'expire', false],
    ['the widget reports an error', 'error', false],
    ['the customer closes the challenge', 'close', false],
  ] as const)(
    'keeps the CPF step with the captcha message and sends no token call when %s',
    async (_name, mode, failScript) => {
      fakes.failRecaptchaScript = failScript;
      await page.goto(portal.portalUrl('/cadastro'));
      await headingShown(page, texts.cpf.heading);
      await setRecaptchaMode(mode);
      await submitCpf(page, CUSTOMER.cpf);
      await captchaErrorShown(page);
      await headingShown(page, texts.cpf.heading);
      expect(seen.posts(API_PATHS.token)).toEqual([]);

      // The next try works once the provider does.
      fakes.failRecaptchaScript = false;
      await setRecaptchaMode('solve');
      await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
      await headingShown(page, texts.question.heading);
      expect(seen.posts(API_PATHS.token)).toHaveLength(1);
      expect(await seen.violations()).toEqual([]);
    },
  );

  it('takes a challenge solved after it was shown, and does not mistake it for a closed one', async () => {
    await page.goto(portal.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await setRecaptchaMode('challenge-solve');
    await submitCpf(page, CUSTOMER.cpf);
    await headingShown(page, texts.question.heading);
    expect(await seen.violations()).toEqual([]);
  });

  it('keeps the activation step and sends no resend when the resend challenge is closed', async () => {
    await page.goto(portal.portalUrl('/cadastro'));
    await submitCpf(page, CUSTOMER.cpf);
    await registerCustomer(page);
    await setRecaptchaMode('close');
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await captchaErrorShown(page);
    await headingShown(page, texts.activation.heading);
    expect(seen.posts(API_PATHS.resend)).toEqual([]);
    expect(await page.getByRole('button', { name: texts.activation.resend }).count()).toBe(1);
  });

  it('rewrites the non-customer’s redirect URI and records the digital consent with the provider', async () => {
    await page.goto(
      portal.portalUrl(
        '/cadastro-refi-digital?redirect_uri=https%3A%2F%2Fapp.exemplo.invalid%2Fvoltar%3Fx%3D1',
      ),
    );
    await headingShown(page, texts.nonClient.signUpHeading);
    await submitNonClient(page, NON_CLIENT);
    await headingShown(page, texts.activation.heading);

    expect(bodyOf(seen.posts(API_PATHS.nonClient)[0])['redirectUri']).toBe(
      'https://novo.exemplo.invalid/cadastro/voltar?x=1',
    );
    expect(fakes.consents.map(({ body }) => body)).toEqual([DIGITAL_RECORD]);
    expect(await seen.violations()).toEqual([]);
  });

  it.each(['fail', 'hang'] as const)(
    'registers anyway when the consent provider answers %s, reporting it without personal data',
    async (mode) => {
      fakes.consentMode = mode;
      await page.goto(portal.portalUrl('/cadastro'));
      await submitCpf(page, CUSTOMER.cpf);
      await submitAnswer(page, CUSTOMER.answer);
      await headingShown(page, texts.finish.heading);
      // Taken before the form is even filled: the consent's budget starts after this.
      const beforeSubmit = Date.now();
      await submitFinish(page, CONTACT);
      await headingShown(page, texts.activation.heading);

      expect(portal.app.sandbox.emails()).toEqual([
        expect.objectContaining({ address: CONTACT.email }),
      ]);
      const reports = seen.warnings.filter((text) => text.startsWith('Consent not recorded'));
      expect(reports).toEqual([
        mode === 'fail'
          ? 'Consent not recorded (form customer): http 500.'
          : 'Consent not recorded (form customer): timeout.',
      ]);
      for (const personal of [CONTACT.email, CONTACT.cellphone, CUSTOMER.cpf]) {
        expect(seen.warnings.join('\n')).not.toContain(personal);
      }
      // The register call leaves after the consent call, never beside it.
      const [consent] = seen.posts(FAKE_PATHS.consent);
      const [register] = seen.posts(API_PATHS.register);
      expect(seen.requests.indexOf(consent as Request)).toBeLessThan(
        seen.requests.indexOf(register as Request),
      );
      // A hanging provider holds the registration for its whole budget (1500 ms here: the
      // fingerprint and the POST share it, so it is measured from before the submit), then
      // lets it go while the provider still has not answered.
      if (mode === 'hang') {
        const registerAt = seen.sentAt.get(register as Request) ?? NaN;
        expect(registerAt - beforeSubmit).toBeGreaterThanOrEqual(1_500);
      }
    },
  );

  it('loads no recorder on a static page opened directly', async () => {
    await page.goto(portal.portalUrl('/politica-de-privacidade'));
    // Once the app runs: the page's HTML alone would load no recorder either.
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    expect(fakes.count(FAKE_PATHS.sessionRecorder)).toBe(0);
    expect(scriptsContaining(seen.scripts, RECORDING_MARKER)).toEqual([]);
  });

  it('lets a recorder copying the page and the network see no CPF, answer, password or token', async () => {
    const tokens: string[] = [];
    page.on('request', (request) => {
      const token = request.headers()['x-register-token'];
      if (token) tokens.push(token);
    });
    await page.goto(portal.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    // Running, with its integrity value checked, before anything is typed.
    await expect
      .poll(() =>
        page.evaluate(() => (window as { fakeSessionRecorder?: number }).fakeSessionRecorder),
      )
      .toBe(1);
    await setRecaptchaMode('solve');
    await submitCpf(page, CUSTOMER.cpf);
    await headingShown(page, texts.question.heading);
    await registerCustomer(page);
    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();
    // The fake does copy what it is shown: the page's text, and a call made through window.fetch.
    await page.evaluate(() => fetch('/portal/config.js?seen-by-recorder'));
    const copy = (
      await page.evaluate(() => (window as { fakeRecording?: string[] }).fakeRecording ?? [])
    ).join('\n');
    expect(copy).toContain(texts.activation.heading);
    expect(copy).toContain('seen-by-recorder');

    expect(tokens.length).toBeGreaterThan(0);
    const digits = CUSTOMER.cpf.replace(/\D/g, '');
    for (const secret of [
      CUSTOMER.cpf,
      digits,
      digits.slice(0, 6),
      CUSTOMER.answer.mothersFirstName,
      CUSTOMER.answer.birthdayYear,
      CONTACT.password,
      ...new Set(tokens),
    ]) {
      expect(copy, secret).not.toContain(secret);
    }
    expect(await seen.violations()).toEqual([]);
  });

  it('loads the recorder once per page load when the register shell mounts', async () => {
    // StrictMode mounts the register screen twice; a static page and back mounts it again.
    await page.goto(portal.portalUrl('/cadastro'));
    // The heading is in the page's HTML: the recorder comes once the app has started, which a
    // loaded machine may take longer than the half second of quiet `networkidle` waits for.
    await expect.poll(() => fakes.count(FAKE_PATHS.sessionRecorder), { timeout: 30_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(fakes.count(FAKE_PATHS.sessionRecorder)).toBe(1);
    await page.getByRole('link', { name: texts.cpf.privacyLink }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await headingShown(page, texts.cpf.heading);
    await page.waitForLoadState('networkidle');
    expect(fakes.count(FAKE_PATHS.sessionRecorder)).toBe(1);
    expect(await page.locator('script[data-session-recording]').count()).toBe(1);
    // The loader came as its own chunk, after the first screen's JavaScript.
    expect(scriptsContaining(seen.scripts, RECORDING_MARKER)).toEqual([
      expect.stringMatching(/\/assets\/load-session-recording-[\w-]+\.js$/),
    ]);
    expect(
      await page.evaluate(
        () => (window as unknown as { fakeSessionRecorder: number }).fakeSessionRecorder,
      ),
    ).toBe(1);
    expect(await seen.violations()).toEqual([]);
  });
});
