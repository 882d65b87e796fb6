import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { validation } from '../../content/validation.ts';
import { EMAIL_IN_USE, scenario } from '../../sandbox/scenarios.ts';
import { readAnnouncement, retypeFocused, tabTo, type FocusStop } from './support/a11y/keyboard.ts';
import { CONTACT, toasts } from './support/a11y/screens.ts';
import { headingFocused, headingShown } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';

/**
 * Registration with the keyboard alone (issue 8): Tab, typing, Space on checkboxes, the arrow keys
 * in the radio group, Enter on buttons; no click, no fill. Every Tab stop must show where the
 * focus is, every step change puts the focus on the new step's heading, and every validation and
 * server error is announced.
 */

const session = useRegistrationSession();
const LONG_TEST = 120_000;
/** Not a customer in the sandbox: the digital sign-up succeeds with it. */
const NEW_CPF = '52998224725';

/**
 * Tab stops seen without a focus indicator, reported at the end of each test with whether the app
 * had said it was ready when the stop was read, and what the page logged as an error, so that a
 * stop seen once says where it came from.
 */
let unseenFocus: (FocusStop & { appReady: unknown; headingFocus: string[] })[] = [];
let pageErrors: string[] = [];

beforeEach(async () => {
  pageErrors = [];
  session.page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  session.page.on('pageerror', (error) => pageErrors.push(error.message));
  // Every heading the page focuses, with where the focus was and the code that moved it: a Tab
  // stop read on a heading then says which mount took the focus (issue 15, docs/testing.md).
  await session.page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __headingFocus: string[] }).__headingFocus = log;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its element
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      if (/^H[1-6]$/.test(this.tagName)) {
        const from = document.activeElement;
        log.push(
          `${this.textContent} at ${performance.now().toFixed(0)} ms, ready ${String(window.__portalReady)}, ` +
            `from ${from ? `${from.tagName} "${from.textContent.slice(0, 30)}"` : 'none'}, ` +
            (new Error().stack?.split('\n').slice(2, 8).join(' < ') ?? ''),
        );
      }
      focus.call(this, options);
    };
  });
});

function field(label: string): Locator {
  return session.page.getByLabel(label, { exact: true });
}

function button(name: string): Locator {
  return session.page.getByRole('button', { name, exact: true });
}

async function tab(target: Locator): Promise<void> {
  const unseen = await tabTo(session.page, target);
  if (unseen.length === 0) return;
  const { appReady, headingFocus } = await session.page.evaluate(() => ({
    appReady: window.__portalReady,
    headingFocus: (window as unknown as { __headingFocus?: string[] }).__headingFocus ?? [],
  }));
  unseenFocus.push(...unseen.map((stop) => ({ ...stop, appReady, headingFocus })));
}

async function typeInto(label: string, text: string): Promise<void> {
  await tab(field(label));
  await retypeFocused(session.page, text);
}

async function press(name: string): Promise<void> {
  await tab(button(name));
  await session.page.keyboard.press('Enter');
}

async function check(checkbox: Locator): Promise<void> {
  await tab(checkbox);
  await session.page.keyboard.press('Space');
  expect(await checkbox.isChecked()).toBe(true);
}

function termsCheckbox(): Locator {
  return session.page.getByRole('checkbox', { name: texts.finish.termsBefore.trim() });
}

async function expectHeadingFocused(heading: string): Promise<void> {
  expect(await headingFocused(session.page, heading), `focus on the heading '${heading}'`).toBe(
    true,
  );
}

/** An empty submit: the errors are announced (the focused field's description, or a live region). */
async function expectValidationAnnounced(submit: string, message?: string): Promise<void> {
  await press(submit);
  await session.page.locator('[aria-invalid="true"]').first().waitFor();
  const announcement = await readAnnouncement(session.page);
  const heard = [
    ...(announcement.focusedInvalid ? [announcement.focusedDescription] : []),
    ...announcement.live,
  ].filter((text) => text !== '');
  expect(heard, 'validation errors announced').not.toEqual([]);
  if (message !== undefined) expect(heard.join(' | ')).toContain(message);
}

/** A server error is in a live region (role=alert) on the card. */
async function expectServerErrorAnnounced(message: string): Promise<void> {
  await session.page.getByRole('alert').filter({ hasText: message }).first().waitFor();
  expect((await readAnnouncement(session.page)).live.join(' | ')).toContain(message);
}

function expectFocusAlwaysVisible(): void {
  expect(
    unseenFocus,
    `Tab stops without a visible focus indicator (page errors: ${pageErrors.join(' | ') || 'none'})`,
  ).toEqual([]);
  unseenFocus = [];
}

async function open(path: string): Promise<void> {
  unseenFocus = [];
  await session.page.goto(session.server.portalUrl(path));
}

async function answerRight(): Promise<void> {
  const { answer, motherNames: names } = scenario('success');
  const [first] = names;
  if (first === undefined) throw new Error('The success scenario offers no name.');
  // Nothing is chosen yet: Tab lands on the first name, the arrow keys walk to the right one.
  await tab(session.page.getByRole('radio', { name: first, exact: true }));
  for (const name of names.slice(1, names.indexOf(answer.mothersFirstName) + 1)) {
    await session.page.keyboard.press('ArrowDown');
    expect(await session.page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
  }
  await typeInto(texts.question.birthdayDay, answer.birthdayDay);
  await typeInto(texts.question.birthdayYear, answer.birthdayYear);
  await press(texts.question.submit);
}

async function finishCustomer(options: { nickname?: boolean; requiredMessage?: string } = {}) {
  await expectHeadingFocused(texts.finish.heading);
  await expectValidationAnnounced(texts.finish.submit, options.requiredMessage);
  if (options.nickname === true) await typeInto(texts.finish.nickname, 'Aninha');
  await typeInto(texts.finish.cellphone, CONTACT.cellphone);
  await typeInto(texts.finish.email, CONTACT.email);
  await typeInto(texts.finish.confirmEmail, CONTACT.email);
  await typeInto(texts.finish.password, CONTACT.password);
  await typeInto(texts.finish.confirmPassword, CONTACT.password);
  await check(termsCheckbox());
  await press(texts.finish.submit);
  await expectHeadingFocused(texts.activation.heading);
}

describe('the focus check', () => {
  it('reports a stop whose control looks focused as it does at rest', async () => {
    await open('/?client_id=');
    await untilInteractive(session.page);
    const ok = button(texts.cpf.submit);
    // The button's look pinned, so its focus shows nothing.
    await ok.evaluate((element) => {
      const rest = getComputedStyle(element);
      const pinned = {
        outline: 'none',
        'box-shadow': 'none',
        'background-color': rest.backgroundColor,
        'border-color': rest.borderColor,
      };
      for (const [property, value] of Object.entries(pinned)) {
        element.style.setProperty(property, value, 'important');
      }
    });
    const unseen = await tabTo(session.page, ok);
    expect(unseen.map((stop) => stop.element)).toContain(`button "${texts.cpf.submit}"`);
  });
});

describe('registration with the keyboard only', () => {
  it(
    'default: a wrong answer and its toast, the e-mail in use, then the activation',
    async () => {
      const { page } = session;
      const customer = scenario('success');
      await open('/?client_id=');
      await headingShown(page, texts.cpf.heading);
      await expectValidationAnnounced(texts.cpf.submit);
      await typeInto(texts.cpf.label, customer.cpf);
      await press(texts.cpf.submit);
      await expectHeadingFocused(texts.question.heading);

      // Space on the first name chooses it and moves on to the birth day (a wrong answer).
      const [wrongName] = customer.motherNames;
      if (wrongName === undefined || wrongName === customer.answer.mothersFirstName) {
        throw new Error('The success scenario must offer a wrong name first.');
      }
      await tab(page.getByRole('radio', { name: wrongName, exact: true }));
      await page.keyboard.press('Space');
      expect(
        await field(texts.question.birthdayDay).evaluate((e) => e === document.activeElement),
      ).toBe(true);
      await page.keyboard.type(customer.answer.birthdayDay);
      await typeInto(texts.question.birthdayYear, customer.answer.birthdayYear);
      await press(texts.question.submit);
      await expectServerErrorAnnounced(messages['answer.incorrect']);

      // The toast: reached with Tab, closed with Enter on its named close button.
      const toast = toasts(page).filter({ hasText: messages['answer.incorrect'] });
      await toast.waitFor();
      const close = toast.getByRole('button', { name: texts.app.close, exact: true });
      await tab(close);
      await page.keyboard.press('Enter');
      await toast.waitFor({ state: 'detached' });

      await answerRight();
      await finishCustomerWithEmailInUse();
      expectFocusAlwaysVisible();
    },
    LONG_TEST,
  );

  /** The finish step, first with the e-mail in use (a server error), then with a free one. */
  async function finishCustomerWithEmailInUse(): Promise<void> {
    await expectHeadingFocused(texts.finish.heading);
    await expectValidationAnnounced(texts.finish.submit);
    await typeInto(texts.finish.cellphone, CONTACT.cellphone);
    await typeInto(texts.finish.email, EMAIL_IN_USE);
    await typeInto(texts.finish.confirmEmail, EMAIL_IN_USE);
    await typeInto(texts.finish.password, CONTACT.password);
    await typeInto(texts.finish.confirmPassword, CONTACT.password);
    await check(termsCheckbox());
    await press(texts.finish.submit);
    await expectServerErrorAnnounced(fill(messages['register.emailInUse']));
    await typeInto(texts.finish.email, CONTACT.email);
    await typeInto(texts.finish.confirmEmail, CONTACT.email);
    await press(texts.finish.submit);
    await expectHeadingFocused(texts.activation.heading);
  }

  it(
    'refi (refi-digital): the CPF, the question and the finish step',
    async () => {
      await open('/?client_id=refi-digital');
      await headingShown(session.page, texts.cpf.heading);
      await typeInto(texts.cpf.label, scenario('success').cpf);
      await press(texts.cpf.submit);
      await expectHeadingFocused(texts.question.heading);
      await answerRight();
      await finishCustomer({ requiredMessage: validation.allFieldsRequired });
      expectFocusAlwaysVisible();
    },
    LONG_TEST,
  );

  /**
   * The non-customer form, field by field in the order the form shows them (the digital form
   * asks for the CPF, the blocks one for a nickname), sent to the activation step.
   */
  async function signUpNonCustomer(form: { cpf?: string; nickname?: string }): Promise<void> {
    await typeInto(texts.nonClient.name, 'Ana Paula Souza');
    if (form.nickname !== undefined) await typeInto(texts.finish.nickname, form.nickname);
    await typeInto(texts.finish.email, CONTACT.email);
    await typeInto(texts.finish.confirmEmail, CONTACT.email);
    if (form.cpf !== undefined) await typeInto(texts.nonClient.cpf, form.cpf);
    await typeInto(texts.nonClient.birthDate, '15031990');
    await typeInto(texts.finish.cellphone, CONTACT.cellphone);
    await typeInto(texts.finish.password, CONTACT.password);
    await typeInto(texts.finish.confirmPassword, CONTACT.password);
    await check(termsCheckbox());
    await press(texts.finish.submit);
    await expectHeadingFocused(texts.activation.heading);
  }

  it(
    'the digital sign-up: one form',
    async () => {
      await open('/?client_id=');
      // The app keeps the visit's client once it runs: the next page is that client's.
      await untilInteractive(session.page);
      await open('/cadastro-refi-digital');
      await headingShown(session.page, texts.nonClient.signUpHeading);
      await expectValidationAnnounced(texts.finish.submit);
      await signUpNonCustomer({ cpf: NEW_CPF });
      expectFocusAlwaysVisible();
    },
    LONG_TEST,
  );

  describe.each([
    { clientId: 'blocks', heading: texts.cpf.heading },
    { clientId: 'meu-financiamento', heading: fill(texts.cpf.headingMeuFinanciamento) },
  ])('$clientId', ({ clientId, heading }) => {
    it(
      'a customer: first access with the terms, the question, the password',
      async () => {
        await open(`/?client_id=${clientId}`);
        await headingShown(session.page, heading);
        await expectValidationAnnounced(texts.cpf.start);
        await typeInto(texts.cpf.label, scenario('success').cpf);
        await check(termsCheckbox());
        await press(texts.cpf.start);
        await expectHeadingFocused(texts.question.heading);
        await answerRight();
        await finishCustomer({ nickname: true });
        expectFocusAlwaysVisible();
      },
      LONG_TEST,
    );
  });

  it(
    'blocks: a non-customer creates a password',
    async () => {
      await open('/?client_id=blocks');
      await headingShown(session.page, texts.cpf.heading);
      await typeInto(texts.cpf.label, scenario('clientNotFound').cpf);
      await check(termsCheckbox());
      await press(texts.cpf.start);
      await expectHeadingFocused(texts.finish.heading);
      await expectValidationAnnounced(texts.finish.submit);
      await signUpNonCustomer({ nickname: 'Aninha' });
      expectFocusAlwaysVisible();
    },
    LONG_TEST,
  );
});
