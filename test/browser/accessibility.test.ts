import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { BRANDS } from '../../content/brands/index.ts';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { helpCentre } from '../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../content/pages/terms-of-use.ts';
import { texts } from '../../content/texts.ts';
import { validation } from '../../content/validation.ts';
import { EMAIL_IN_USE, scenario } from '../../sandbox/scenarios.ts';
import { scanScreen } from './support/a11y/axe-scan.ts';
import {
  alertShown,
  CONTACT,
  expectAccessible,
  press,
  retype,
  scanCustomerSteps,
  toasts,
} from './support/a11y/screens.ts';
import { headingShown, submitAnswer, submitCpf, submitNonClient } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';

/**
 * axe (WCAG 2.2 AA and best practices) on every screen of every variant, reached through the
 * sandbox, each at a phone and a desktop size (issue 8). Screens are reached in sequence within one
 * registration where the flow allows it, so the file stays short.
 */

const session = useRegistrationSession();
const NON_CLIENT = { ...CONTACT, name: 'Ana Paula Souza', birthDate: '15031990' };
/** Not a customer in the sandbox: the digital sign-up succeeds with it. */
const NEW_CPF = '52998224725';
const LONG_TEST = 150_000;

function open(path: string): Promise<unknown> {
  return session.page.goto(session.server.portalUrl(path));
}

/** The CPF step empty, then with the error of an empty submit. */
async function scanCpfStep(
  page: Page,
  variant: string,
  heading: string,
  submit: string,
): Promise<void> {
  await headingShown(page, heading);
  await expectAccessible(page, `${variant}: CPF`);
  await press(page, submit);
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await expectAccessible(page, `${variant}: CPF, validation errors`);
}

/**
 * The third wrong answer revokes the token: the question step stays, with the blocked-access
 * message (spec 4.3). Wrong answers count per CPF across tokens (docs/api/openapi.yaml, rule 5),
 * and the scan of the customer steps before gave one: the sandbox starts again.
 */
async function scanBlocked(variant: string, clientId: string, button?: string): Promise<void> {
  const { page } = session;
  await session.server.reset();
  const customer = scenario('success');
  const wrongName = customer.motherNames.find((name) => name !== customer.answer.mothersFirstName);
  if (wrongName === undefined) throw new Error('The success scenario offers a single name.');
  await open(`/?client_id=${clientId}`);
  await submitCpf(page, customer.cpf, {
    ...(button === undefined ? {} : { acceptTerms: true, button }),
  });
  await headingShown(page, texts.question.heading);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await submitAnswer(page, { ...customer.answer, mothersFirstName: wrongName });
    if (attempt < 3) await alertShown(page, messages['answer.incorrect']);
  }
  await alertShown(page, fill(messages['access.blocked']));
  await headingShown(page, texts.question.heading);
  await expectAccessible(page, `${variant}: question, access blocked (TOKEN_ERROR)`);
}

describe('the scan', () => {
  it('reports a violation when a screen has one, at both sizes, and again after a step', async () => {
    const { page } = session;
    await open('/?client_id=');
    // Changed once the app is attached: a page changed before, React would draw again.
    await untilInteractive(page);
    // The CPF field without its label: a field with no name (WCAG 4.1.2, axe's `label`).
    await page
      .locator('label[for]')
      .first()
      .evaluate((label) => {
        label.remove();
      });
    const report = await scanScreen(page, 'CPF without its label');
    expect(report).toContain('CPF without its label (phone,');
    expect(report).toContain('CPF without its label (desktop,');
    expect(report).toMatch(/\] label: /);
    // axe, once in the page, is run again on what the page shows now.
    await page
      .locator('input')
      .first()
      .evaluate((input) => {
        input.setAttribute('aria-label', 'CPF');
      });
    expect(await scanScreen(page, 'CPF named again')).toBe('');
  });
});

describe('axe finds no violation', () => {
  it(
    'on every screen of the default variant',
    async () => {
      const { page } = session;
      await open('/?client_id=');
      await scanCpfStep(page, 'default', texts.cpf.heading, texts.cpf.submit);
      await retype(page, texts.cpf.label, scenario('success').cpf);
      await press(page, texts.cpf.submit);
      await scanCustomerSteps(page, 'default');
      await scanBlocked('default', '');
    },
    LONG_TEST,
  );

  // Every refi brand from the registry but refi-digital, whose every screen is scanned below.
  it.each(
    Object.values(BRANDS)
      .filter((brand) => brand.routeTable === 'refi' && brand.id !== 'refi-digital')
      .map((brand) => brand.id),
  )('on the first screen of the refi brand %s', async (clientId) => {
    await open(`/?client_id=${clientId}`);
    await headingShown(session.page, texts.cpf.heading);
    await expectAccessible(session.page, `${clientId}: CPF`);
  });

  it(
    'on every screen of the refi variant (refi-digital), its terms dialog and its sign-up',
    async () => {
      const { page } = session;
      await open('/?client_id=refi-digital');
      await scanCpfStep(page, 'refi', texts.cpf.heading, texts.cpf.submit);
      await retype(page, texts.cpf.label, scenario('success').cpf);
      await press(page, texts.cpf.submit);
      await scanCustomerSteps(page, 'refi', { requiredMessage: validation.allFieldsRequired });
      await scanBlocked('refi', 'refi-digital');

      // The terms in a dialog over the finish step, with the success CPF unblocked again.
      await session.server.reset();
      await open('/?client_id=refi-digital');
      await submitCpf(page, scenario('success').cpf);
      await headingShown(page, texts.question.heading);
      await submitAnswer(page, scenario('success').answer);
      await headingShown(page, texts.finish.heading);
      await page.getByRole('button', { name: texts.finish.termsLink }).click();
      await page.getByRole('dialog').getByRole('heading', { level: 3 }).first().waitFor();
      await expectAccessible(page, 'refi: terms dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // CLIENT_NOT_FOUND leads to the digital sign-up, with the toast that says so.
      await open('/?client_id=refi-digital');
      await submitCpf(page, scenario('clientNotFound').cpf);
      await headingShown(page, texts.nonClient.signUpHeading);
      await toasts(page).filter({ hasText: messages['client.notFound'] }).waitFor();
      await expectAccessible(page, 'refi: digital sign-up with the not-found toast');
    },
    LONG_TEST,
  );

  it(
    'on every screen of the digital sign-up',
    async () => {
      const { page } = session;
      await open('/?client_id=');
      // The app keeps the visit's client once it runs: the next page is that client's.
      await untilInteractive(session.page);
      await open('/cadastro-refi-digital');
      await headingShown(page, texts.nonClient.signUpHeading);
      await expectAccessible(page, 'digital: sign-up');
      await press(page, texts.finish.submit);
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await expectAccessible(page, 'digital: sign-up, validation errors');
      await submitNonClient(page, { ...NON_CLIENT, email: EMAIL_IN_USE, cpf: NEW_CPF });
      await alertShown(page, fill(messages['register.emailInUse']));
      await expectAccessible(page, 'digital: sign-up, e-mail already in use');
      await retype(page, texts.finish.email, CONTACT.email);
      await retype(page, texts.finish.confirmEmail, CONTACT.email);
      await press(page, texts.finish.submit);
      await headingShown(page, texts.activation.heading);
      await expectAccessible(page, 'digital: activation sent');
    },
    LONG_TEST,
  );

  describe.each([
    { clientId: 'blocks', heading: texts.cpf.heading },
    { clientId: 'meu-financiamento', heading: fill(texts.cpf.headingMeuFinanciamento) },
  ])('in the first-access flow of $clientId', ({ clientId, heading }) => {
    it(
      'on every customer screen',
      async () => {
        const { page } = session;
        await open(`/?client_id=${clientId}`);
        await scanCpfStep(page, clientId, heading, texts.cpf.start);
        await retype(page, texts.cpf.label, scenario('success').cpf);
        await page.getByRole('checkbox').check();
        await press(page, texts.cpf.start);
        await scanCustomerSteps(page, clientId, { nickname: 'Aninha' });
        await scanBlocked(clientId, clientId, texts.cpf.start);
      },
      LONG_TEST,
    );

    it(
      "on the non-customer's password creation",
      async () => {
        const { page } = session;
        await open(`/?client_id=${clientId}`);
        await submitCpf(page, scenario('clientNotFound').cpf, {
          acceptTerms: true,
          button: texts.cpf.start,
        });
        await headingShown(page, texts.finish.heading);
        await expectAccessible(page, `${clientId}: non-customer password`);
        await press(page, texts.finish.submit);
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, `${clientId}: non-customer password, validation errors`);
        await submitNonClient(page, { ...NON_CLIENT, nickname: 'Aninha' });
        await headingShown(page, texts.activation.heading);
        await expectAccessible(page, `${clientId}: non-customer activation sent`);
      },
      LONG_TEST,
    );
  });

  // One brand per route table: the refi brands differ only in colours and logo, which their first
  // screen already shows (links, buttons, the bar).
  describe.each(['', 'refi-digital', 'blocks', 'meu-financiamento'])(
    'on the static pages of client_id "%s"',
    (clientId) => {
      it('the help centre with a question open, the terms and the privacy policy', async () => {
        const { page } = session;
        await open(`/?client_id=${clientId}`);
        // The app keeps the visit's client once it runs; the static pages are then its brand's.
        await untilInteractive(page);
        await open('/central-de-ajuda');
        await headingShown(page, fill(helpCentre.heading));
        const question = page.getByRole('button', { expanded: false }).first();
        await question.click();
        await page.getByRole('button', { expanded: true }).first().waitFor();
        await expectAccessible(page, `${clientId || 'default'}: help centre, a question open`);
        await open('/termos-de-uso');
        await headingShown(page, fill(termsOfUse.heading));
        await expectAccessible(page, `${clientId || 'default'}: terms of use`);
        await open('/politica-de-privacidade');
        await headingShown(page, fill(privacyPolicy.heading));
        await expectAccessible(page, `${clientId || 'default'}: privacy policy`);
        expect(await page.locator('h1').count()).toBe(1);
      });
    },
  );
});
