import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { DIST, policyFor, servePortal } from './fakes/portal-builds.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { CALLS, FAULTS, type Fault } from './support/faults/fault-kinds.ts';
import { installFaultSwitch, type FaultSwitch } from './support/faults/fault-switch.ts';
import { button, fillAnswer, fillCpf, fillFinish, fillNonClient } from './support/faults/forms.ts';
import { createFaultMatrix } from './support/faults/matrix.ts';
import { buildProductionWithEnv } from './support/faults/production-build.ts';
import {
  alertTexts,
  expectStayedWithMessage,
  formValues,
  type FormValues,
} from './support/faults/step-checks.ts';
import { headingShown } from './support/register-steps.ts';

/**
 * Every call of the register screen against every way a network fails (issue 9): the customer
 * stays on the step with its catalogue message (spec sections 4.7, 7 and 8), keeps what they
 * typed, is no longer shown as busy, and the same button, once the network is back, goes on.
 * The consent is the exception the spec and decision 008 make: its failure is reported without
 * personal data and the registration completes, with nothing shown to the customer.
 */

/** The API and consent limits of the second build; the default build waits 15 s and 3 s. */
const API_TIMEOUT_MS = 1_000;
const CONSENT_TIMEOUT_MS = 600;
const TIMEOUT_ENV = {
  VITE_API_TIMEOUT_MS: String(API_TIMEOUT_MS),
  VITE_CONSENT_TIMEOUT_MS: String(CONSENT_TIMEOUT_MS),
};

const CUSTOMER = scenario('success');
const CONTACT = {
  cellphone: '11987654321',
  email: 'falhas@exemplo.invalid',
  password: 'Senha@2024',
};
/** Not a customer in the sandbox: the digital sign-up succeeds with it. */
const NON_CLIENT = {
  ...CONTACT,
  name: 'Ana Paula Souza',
  birthDate: '15031990',
  cpf: '52998224725',
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
        '(spec section 7, decision 008); ✓ = activation step reached, nothing shown.',
      question: 'the question is fetched by the CPF step, so its failure stays there.',
    })}`,
  );
  await browser.close();
});

/** Serves `staticDir` with its sandbox and opens the page that walks it. */
function useTarget(build: () => Promise<{ staticDir: string; env: Record<string, string> }>) {
  let target: Target | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { staticDir, env } = await build();
    const portal = await servePortal(staticDir, policyFor(env));
    const page = await browser.context.newPage();
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
    await button(page, options.submit).click();
    await headingShown(page, options.next);
  });
}

/** One customer's way through: token, answer, register and resend each fail once, then go on. */
async function customerCallsFail(target: Target, fault: Fault): Promise<void> {
  const { page, faults } = target;
  await openRegister(target);
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

/**
 * The question is fetched by the CPF step, so its failure keeps the CPF step. The same walk goes
 * on to register with a failing consent, which must not cost the registration.
 */
async function questionAndConsentFail(target: Target, fault: Fault): Promise<void> {
  const { page, faults } = target;
  target.resetSandbox();
  await openRegister(target);
  await fillCpf(page, CUSTOMER.cpf);
  await failThenRetry(target, {
    call: 'question',
    fault,
    heading: texts.cpf.heading,
    submit: texts.cpf.submit,
    notices: ['step.failed'],
    typed: { cpf: '000.000.001-91' },
    next: texts.question.heading,
  });

  await fillAnswer(page, CUSTOMER.answer);
  await button(page, texts.question.submit).click();
  await headingShown(page, texts.finish.heading);
  await fillFinish(page, CONTACT);
  target.warnings.length = 0;
  faults.arm('consent', fault);
  await button(page, texts.finish.submit).click();
  await matrix.check('consent', fault, async () => {
    await headingShown(page, texts.activation.heading);
    expect(faults.armed('consent')).toBe(false);
    expect(await alertTexts(page)).toEqual([]);
    expect(target.emails()).toEqual([expect.objectContaining({ address: CONTACT.email })]);
    // The test answered the consent: the sandbox's recorder never saw it.
    expect(target.consents()).toEqual([]);
    const reports = target.warnings.filter((text) => text.startsWith('Consent not recorded'));
    const expected = CONSENT_REPORTS[fault];
    expect(reports).toEqual(expected === undefined ? [] : [expected]);
    for (const personal of [CONTACT.email, CONTACT.cellphone, CUSTOMER.cpf, '98765-4321']) {
      expect(target.warnings.join('\n')).not.toContain(personal);
    }
  });
}

/** The digital sign-up (where the default variant sends a CPF that is not a customer's). */
async function nonClientFails(target: Target, fault: Fault): Promise<void> {
  await target.page.goto(target.portalUrl('/cadastro-refi-digital'));
  await headingShown(target.page, texts.nonClient.signUpHeading);
  await fillNonClient(target.page, NON_CLIENT);
  await failThenRetry(target, {
    call: 'nonClient',
    fault,
    heading: texts.nonClient.signUpHeading,
    submit: texts.finish.submit,
    notices: ['register.failed', 'register.contactSupport'],
    typed: {
      name: NON_CLIENT.name,
      cpf: '529.982.247-25',
      birthDate: '15/03/1990',
      cellphone: '(11) 98765-4321',
      email: CONTACT.email,
      confirmEmail: CONTACT.email,
      password: CONTACT.password,
      confirmPassword: CONTACT.password,
      acceptTermsAndConditions: true,
      acceptWhatsapp: false,
    },
    next: texts.activation.heading,
  });
}

function walksFor(target: () => Target, fault: Fault): void {
  it(`keeps each customer step when its call fails: ${fault}`, () =>
    customerCallsFail(target(), fault));
  it(`keeps the CPF step when the question fails, registers when the consent fails: ${fault}`, () =>
    questionAndConsentFail(target(), fault));
  it(`keeps the digital sign-up when it fails: ${fault}`, () => nonClientFails(target(), fault));
}

describe(`a build whose calls time out after ${API_TIMEOUT_MS} ms (consent ${CONSENT_TIMEOUT_MS} ms)`, () => {
  let remove: (() => void) | undefined;
  const target = useTarget(async () => {
    const build = await buildProductionWithEnv(TIMEOUT_ENV);
    remove = build.remove;
    return { staticDir: build.outDir, env: TIMEOUT_ENV };
  });
  afterAll(() => {
    remove?.();
  });
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
