import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { DIST, servePortal } from './fakes/portal-builds.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { CALLS, FAULTS, type Fault } from './support/faults/fault-kinds.ts';
import { installFaultSwitch, type FaultSwitch } from './support/faults/fault-switch.ts';
import { button, fillAnswer, fillCpf, fillFinish, fillNonClient } from './support/faults/forms.ts';
import { createFaultMatrix } from './support/faults/matrix.ts';
import {
  alertTexts,
  expectStayedWithMessage,
  formValues,
  type FormValues,
} from './support/faults/step-checks.ts';
import { headingShown } from '../../qa/customer-steps.ts';
import { CONTACT as SAMPLE_CONTACT } from './support/sample-forms.ts';

/**
 * Every call of the register screen against every way a network fails (issue 9): the customer
 * stays on the step with its catalogue message (spec sections 4.7, 7 and 8), keeps what they
 * typed, is no longer shown as busy, and the same button, once the network is back, goes on.
 * The consent is the exception the spec and decision 008 make: its failure is reported without
 * personal data and the registration completes, with nothing shown to the customer.
 */

/**
 * The API and consent limits of the second deployment (the default waits 15 s and 3 s): short
 * enough to wait out once per call, long enough for the sandbox's normal answers on a busy
 * machine, where a spurious timeout would fail the retry.
 */
const API_TIMEOUT_MS = 1_500;
const CONSENT_TIMEOUT_MS = 1_500;
const TIMEOUT_ENV = {
  PORTAL_API_TIMEOUT_MS: String(API_TIMEOUT_MS),
  PORTAL_CONSENT_TIMEOUT_MS: String(CONSENT_TIMEOUT_MS),
};

const CUSTOMER = scenario('success');
const CONTACT = { ...SAMPLE_CONTACT, email: 'falhas@exemplo.invalid' };
/** Not a customer: the default variant sends this CPF to the digital sign-up, which takes it. */
const NOT_FOUND = scenario('clientNotFound');
const NON_CLIENT = {
  ...CONTACT,
  email: 'falhas-digital@exemplo.invalid',
  name: 'Ana Paula Souza',
  birthDate: '15031990',
  cpf: NOT_FOUND.cpf,
};

/** What the consent adapter reports for each fault (docs/decisions/008-integrations.md). */
const CONSENT_REPORTS: Record<Fault, string | undefined> = {
  timeout: 'Consent not recorded (form customer): timeout.',
  http500: 'Consent not recorded (form customer): http 500.',
  http502Html: 'Consent not recorded (form customer): http 502.',
  // The provider's answer is not shown (spec section 7): any 2xx counts as recorded.
  malformedJson: undefined,
  connectionReset: 'Consent not recorded (form customer): network.',
  offline: 'Consent not recorded (form customer): network.',
  http4xx: 'Consent not recorded (form customer): http 400.',
};

const matrix = createFaultMatrix();

/** A build served with its sandbox, and the one page that walks it. */
interface Target {
  page: Page;
  faults: FaultSwitch;
  portalUrl(path: string): string;
  resetSandbox(): void;
  emails(): { address: string }[];
  consents(): unknown[];
  /** The page's console warnings since the last reset. */
  warnings: string[];
}

let browser: Chromium;

beforeAll(async () => {
  browser = await launchChromium(PHONE);
});

afterAll(async () => {
  console.log(
    `Fault matrix (call × fault):\n${matrix.table({
      consent:
        'a failed consent is reported without personal data and the registration completes ' +
        '(spec section 7, decision 008): ✓ = activation step reached, nothing shown. ' +
        'Injected on the register retry, whose register call the sandbox answers.',
      question: 'the question is fetched by the CPF step, so its failure stays there.',
    })}\nFaults: timeout = held past the client's limit (${API_TIMEOUT_MS} ms deployment); ` +
      `http500 = JSON { status: INTERNAL_ERROR, span id }; http502Html = a gateway's HTML page; ` +
      `malformedJson = HTTP 200 with a cut JSON body; connectionReset / offline = ` +
      `route.abort('connectionreset' / 'internetdisconnected'); ` +
      `http4xx = HTTP 400 JSON { status: BAD_REQUEST, errors, span id }.`,
  );
  await browser.close();
});

/** Serves `staticDir` with its sandbox and opens the page that walks it. */
function useTarget(build: () => Promise<{ staticDir: string; env: Record<string, string> }>) {
  let target: Target | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { staticDir, env } = await build();
    const portal = await servePortal(staticDir, env);
    const page = await browser.context.newPage();
    // The sandbox Brotli-compresses each asset on its first request: seconds per build on a busy
    // machine, for what this file does not test.
    await page.setExtraHTTPHeaders({ 'accept-encoding': 'identity' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    target = {
      page,
      faults: await installFaultSwitch(page),
      portalUrl: (path) => portal.portalUrl(path),
      resetSandbox: () => {
        portal.app.sandbox.reset();
      },
      emails: () => portal.app.sandbox.emails(),
      consents: () => portal.app.sandbox.consents(),
      warnings,
    };
    close = async () => {
      await page.close();
      await portal.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!target) throw new Error('No target outside a test.');
    return target;
  };
}

async function openRegister(target: Target): Promise<void> {
  await target.page.goto(target.portalUrl('/cadastro'));
  await headingShown(target.page, texts.cpf.heading);
}

/** Sends the form with `fault` armed, then checks the step kept everything and goes on. */
async function failThenRetry(
  target: Target,
  options: {
    call: 'token' | 'question' | 'answer' | 'register' | 'nonClient';
    fault: Fault;
    heading: string;
    submit: string;
    notices: Parameters<typeof expectStayedWithMessage>[1]['notices'];
    typed: FormValues;
    next: string;
    /** Arms what the retry meets on its way (the consent before register). */
    beforeRetry?: () => void;
  },
): Promise<void> {
  const { page, faults } = target;
  const values = await formValues(page);
  expect(values).toMatchObject(options.typed);
  const url = page.url();
  faults.arm(options.call, options.fault);
  await button(page, options.submit).click();
  await matrix.check(options.call, options.fault, async () => {
    await expectStayedWithMessage(page, {
      heading: options.heading,
      notices: options.notices,
      fault: options.fault,
      values,
      url,
    });
    expect(faults.armed(options.call)).toBe(false);
    if (options.fault === 'timeout') {
      // The client gave up at its own limit: not before, and not much later on a busy machine.
      expect(faults.heldFor.at(-1)).toBeGreaterThanOrEqual(API_TIMEOUT_MS * 0.9);
      expect(faults.heldFor.at(-1)).toBeLessThan(API_TIMEOUT_MS + 4_000);
    }
    options.beforeRetry?.();
    await button(page, options.submit).click();
    await headingShown(page, options.next);
  });
}

/**
 * One customer's way through: token, answer, register and resend each fail once, then go on. The
 * register retry meets the consent fault: the consent is posted before register, and its failure
 * must not cost the registration. (The first, failing, register had its consent recorded.)
 */
async function customerCallsFail(target: Target, fault: Fault): Promise<void> {
  const { page, faults } = target;
  let consentsBefore = 0;
  let emailsBefore = 0;
  await fillCpf(page, CUSTOMER.cpf);
  await failThenRetry(target, {
    call: 'token',
    fault,
    heading: texts.cpf.heading,
    submit: texts.cpf.submit,
    notices: ['step.failed'],
    typed: { cpf: '000.000.001-91' },
    next: texts.question.heading,
  });

  await fillAnswer(page, CUSTOMER.answer);
  await failThenRetry(target, {
    call: 'answer',
    fault,
    heading: texts.question.heading,
    submit: texts.question.submit,
    notices: ['step.failed'],
    typed: { 'mothersFirstName=Maria': true, birthdayDay: '15', birthdayYear: '1980' },
    next: texts.finish.heading,
  });

  await fillFinish(page, CONTACT);
  await failThenRetry(target, {
    call: 'register',
    fault,
    heading: texts.finish.heading,
    submit: texts.finish.submit,
    notices: ['register.failed'],
    // Spec section 5 clears the passwords only when they differ; a failed call clears nothing.
    typed: {
      cellphone: '(11) 98765-4321',
      email: CONTACT.email,
      confirmEmail: CONTACT.email,
      password: CONTACT.password,
      confirmPassword: CONTACT.password,
      acceptTermsAndConditions: true,
    },
    next: texts.activation.heading,
    beforeRetry: () => {
      target.warnings.length = 0;
      consentsBefore = target.consents().length;
      emailsBefore = target.emails().length;
      faults.arm('consent', fault);
    },
  });
  await matrix.check('consent', fault, async () => {
    expect(faults.armed('consent')).toBe(false);
    // Nothing is shown about it (spec section 7), and the customer is registered.
    expect(await alertTexts(page)).toEqual([]);
    expect(target.emails().slice(emailsBefore)).toEqual([
      expect.objectContaining({ address: CONTACT.email, document: CUSTOMER.cpf }),
    ]);
    // The test answered this consent: the sandbox's recorder never saw it.
    expect(target.consents()).toHaveLength(consentsBefore);
    const reports = target.warnings.filter((text) => text.startsWith('Consent not recorded'));
    const expected = CONSENT_REPORTS[fault];
    expect(reports).toEqual(expected === undefined ? [] : [expected]);
    for (const personal of [CONTACT.email, CONTACT.cellphone, CUSTOMER.cpf, '98765-4321']) {
      expect(target.warnings.join('\n')).not.toContain(personal);
    }
  });

  // The activation step has no form: what it shows is the address the link went to.
  const url = page.url();
  faults.arm('resend', fault);
  await button(page, texts.activation.resend).click();
  await matrix.check('resend', fault, async () => {
    await expectStayedWithMessage(page, {
      heading: texts.activation.heading,
      notices: ['resend.failed'],
      fault,
      values: {},
      url,
    });
    await page.getByText(CONTACT.email).first().waitFor();
    await button(page, texts.activation.resend).click();
    await page.getByText(texts.activation.resent).waitFor();
  });
}

/** The question is fetched by the CPF step, so its failure keeps the CPF step. */
async function questionFails(target: Target, fault: Fault): Promise<void> {
  await fillCpf(target.page, CUSTOMER.cpf);
  await failThenRetry(target, {
    call: 'question',
    fault,
    heading: texts.cpf.heading,
    submit: texts.cpf.submit,
    notices: ['step.failed'],
    typed: { cpf: '000.000.001-91' },
    next: texts.question.heading,
  });
}

/** The digital sign-up, reached as the default variant sends a CPF that is not a customer's. */
async function nonClientFails(target: Target, fault: Fault): Promise<void> {
  const { page } = target;
  await fillCpf(page, NOT_FOUND.cpf);
  await button(page, texts.cpf.submit).click();
  await page.waitForURL(/\/portal\/cadastro-refi-digital$/);
  await headingShown(page, texts.nonClient.signUpHeading);
  await fillNonClient(page, NON_CLIENT);
  await failThenRetry(target, {
    call: 'nonClient',
    fault,
    heading: texts.nonClient.signUpHeading,
    submit: texts.finish.submit,
    notices: ['register.failed', 'register.contactSupport'],
    typed: {
      name: NON_CLIENT.name,
      cpf: '100.000.001-08',
      birthDate: '15/03/1990',
      cellphone: '(11) 98765-4321',
      email: NON_CLIENT.email,
      confirmEmail: NON_CLIENT.email,
      password: CONTACT.password,
      confirmPassword: CONTACT.password,
      acceptTermsAndConditions: true,
      acceptWhatsapp: false,
    },
    next: texts.activation.heading,
  });
}

/**
 * Every call meets `fault` once, in one page load: the register screen is opened afresh by going
 * back to it (one actor per screen), so the fingerprint the consent waits for is computed once.
 */
function walksFor(target: () => Target, fault: Fault): void {
  it(`keeps every step and its typing when a call meets ${fault}, then goes on`, async () => {
    const { page } = target();
    target().resetSandbox();
    await openRegister(target());
    await nonClientFails(target(), fault);

    await page.goBack();
    await headingShown(page, texts.cpf.heading);
    await questionFails(target(), fault);

    await page.goForward();
    await headingShown(page, texts.nonClient.signUpHeading);
    await page.goBack();
    await headingShown(page, texts.cpf.heading);
    await customerCallsFail(target(), fault);
  });
}

describe(`a deployment whose calls time out after ${API_TIMEOUT_MS} ms (consent ${CONSENT_TIMEOUT_MS} ms)`, () => {
  const target = useTarget(() => Promise.resolve({ staticDir: DIST, env: TIMEOUT_ENV }));
  walksFor(target, 'timeout');
});

describe('the default build (dist/) against every fault but a timeout', () => {
  const target = useTarget(() => Promise.resolve({ staticDir: DIST, env: {} }));
  for (const fault of FAULTS.filter((candidate) => candidate !== 'timeout')) {
    walksFor(target, fault);
  }
});

describe('the matrix', () => {
  it('passed every call × fault case', () => {
    const missing = CALLS.flatMap((call) =>
      FAULTS.filter((fault) => matrix.result(call, fault) !== 'passed').map(
        (fault) => `${call}×${fault}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
