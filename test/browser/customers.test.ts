import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { guidance } from '../../content/guidance.ts';
import { texts } from '../../content/texts.ts';
import { validation } from '../../content/validation.ts';
import { API_PATHS } from '../../machines/index.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { alertShown, CONTACT, expectAccessible, toasts } from './support/a11y/screens.ts';
import { layoutProblems, toastProblems } from './support/layout.ts';
import { headingShown, submitAnswer, submitCpf, type Answer } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';

/**
 * Issue 27, tried as customers use the portal on a phone (360×740): a press lands where it was
 * made though the field just left shows its message; toasts never cover the step; the CPF is not
 * typed twice; a blocked question cannot send; a typo in the e-mail is offered its fix; the
 * password rules show while typing; an answer of the wrong shape is the step's failure.
 */

const session = useRegistrationSession();
const LONG_TEST = 150_000;
const SUCCESS = scenario('success');

function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

function termsCheckbox(page: Page): Locator {
  return page.getByRole('checkbox', { name: texts.finish.termsBefore.trim(), exact: false });
}

/** Fills each labelled field with its value, in order. */
async function fillFields(
  page: Page,
  entries: readonly (readonly [string, string])[],
): Promise<void> {
  for (const [label, value] of entries) await field(page, label).fill(value);
}

function open(path: string): Promise<unknown> {
  return session.page.goto(session.server.portalUrl(path));
}

/** Two frames: React has drawn what the last event changed. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            done();
          });
        });
      }),
  );
}

/**
 * Leaves `from` by pressing `to` with the mouse, as a customer taps the next control: between the
 * press and the release nothing under the pointer moves. Returns where `to` was at the press and
 * at the release.
 */
async function pressNext(page: Page, to: Locator): Promise<{ before: number; during: number }> {
  await to.scrollIntoViewIfNeeded();
  const box = await to.boundingBox();
  if (!box) throw new Error('The control to press is not on screen.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await twoFrames(page);
  const during = (await to.boundingBox())?.y ?? Number.NaN;
  await page.mouse.up();
  return { before: box.y, during };
}

/**
 * Every field of a form, in order, left with an invalid value by pressing the next control: the
 * next control stays still while pressed, and the field's message shows after the release.
 */
async function everyPressLands(
  page: Page,
  steps: readonly { label: string; value: string }[],
  last: Locator,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const input = field(page, step.label);
    await input.fill(step.value);
    const nextStep = steps[index + 1];
    const next = nextStep ? field(page, nextStep.label) : last;
    const { before, during } = await pressNext(page, next);
    expect(during, `pressing what follows ${step.label}`).toBe(before);
    await expect
      .poll(() => input.getAttribute('aria-invalid'), { message: `${step.label} flagged` })
      .toBe('true');
  }
}

/** The question after one wrong answer, by default a wrong year; returns its error toast. */
async function afterWrongAnswer(
  page: Page,
  wrong: Answer = { ...SUCCESS.answer, birthdayYear: '1999' },
): Promise<Locator> {
  await open('/cadastro');
  await submitCpf(page, SUCCESS.cpf);
  await headingShown(page, texts.question.heading);
  await submitAnswer(page, wrong);
  const toast = toasts(page).filter({ hasText: fill(messages['answer.incorrect']) });
  await toast.waitFor();
  return toast;
}

async function reachFinish(page: Page): Promise<void> {
  await open('/cadastro');
  await submitCpf(page, SUCCESS.cpf);
  await headingShown(page, texts.question.heading);
  await submitAnswer(page, SUCCESS.answer);
  await headingShown(page, texts.finish.heading);
}

describe('nothing moves under a finger (item 1) and the layout holds at 360 px (item 10)', () => {
  it(
    "'Para finalizar...': each field left by pressing the next; the terms' tap lands; checklist, suggestion, username",
    async () => {
      const { page } = session;
      await reachFinish(page);
      expect(await layoutProblems(page)).toEqual([]);
      await everyPressLands(
        page,
        [
          { label: texts.finish.cellphone, value: '119' },
          { label: texts.finish.email, value: 'ana@' },
          { label: texts.finish.confirmEmail, value: 'b@' },
          { label: texts.finish.password, value: 'abc' },
          { label: texts.finish.confirmPassword, value: 'abd' },
        ],
        termsCheckbox(page),
      );
      // The lost tap: the mismatch shows above the checkbox, and the box is ticked.
      expect(await termsCheckbox(page).isChecked()).toBe(true);
      await page.getByText(validation.passwordMismatch).waitFor();
      expect(await layoutProblems(page)).toEqual([]);

      // Item 6: the rules are ticked as the password is typed, announced politely.
      const checklist = page.locator('[aria-live="polite"]').filter({
        hasText: guidance.finish.passwordRules.heading,
      });
      const met = () => checklist.locator('li[data-met="true"]').count();
      await field(page, texts.finish.password).fill('');
      expect(await met()).toBe(0);
      await field(page, texts.finish.password).pressSequentially('a1');
      expect(await met()).toBe(2);
      await field(page, texts.finish.password).pressSequentially('!bcdefg');
      expect(await met()).toBe(4);
      // Item 7: password managers know whose password it is, and the rules.
      const password = field(page, texts.finish.password);
      expect(await password.getAttribute('autocomplete')).toBe('new-password');
      expect(await password.getAttribute('passwordrules')).toContain('minlength: 8');
      expect(await field(page, texts.finish.confirmPassword).getAttribute('autocomplete')).toBe(
        'new-password',
      );
      const username = page.locator('input[autocomplete="username"]');
      expect(await username.inputValue()).toBe(SUCCESS.cpf);
      // Not display: none (managers skip those), but shown in a 1 px clip: seen by nobody.
      expect(await username.isVisible()).toBe(true);
      expect(
        await username.evaluate(
          (input) => (input.parentElement?.getBoundingClientRect().width ?? 0) <= 1,
        ),
      ).toBe(true);

      // Item 5: a slip in the domain is offered its fix once the field is left; one tap takes it.
      await field(page, texts.finish.email).fill('joao@gamil.com');
      await field(page, texts.finish.confirmEmail).fill('joao@gamil.com');
      await field(page, texts.finish.email).focus();
      await field(page, texts.finish.email).blur();
      const suggestion = page.getByRole('button', {
        name: fill(guidance.finish.emailSuggestion, { email: 'joao@gmail.com' }),
      });
      await suggestion.waitFor();
      expect(
        await suggestion.evaluate((button) => button.closest('[aria-live="polite"]') !== null),
      ).toBe(true);
      await expectAccessible(page, 'finish: e-mail suggestion and password checklist');
      await suggestion.click();
      expect(await field(page, texts.finish.email).inputValue()).toBe('joao@gmail.com');
      expect(await field(page, texts.finish.confirmEmail).inputValue()).toBe('joao@gmail.com');
      expect(await suggestion.count()).toBe(0);
      // A real domain: no suggestion.
      await field(page, texts.finish.email).fill('joao@usp.br');
      await field(page, texts.finish.email).blur();
      await twoFrames(page);
      expect(await page.getByText('Você quis dizer').count()).toBe(0);
    },
    LONG_TEST,
  );

  it(
    'the non-customer form: each field left by pressing the next; the CPF typed before is there',
    async () => {
      const { page } = session;
      const notFound = scenario('clientNotFound');
      await open('/cadastro');
      await submitCpf(page, notFound.cpf);
      await headingShown(page, texts.nonClient.signUpHeading);
      // Item 3: typed once, carried in memory (not in the address, not in storage).
      expect(await field(page, texts.nonClient.cpf).inputValue()).toBe('100.000.001-08');
      expect(page.url()).not.toContain(notFound.cpf);
      expect(await session.storedKeys()).toEqual(['client_id', 'redirect_uri']);
      // The toast brought from the register page does not cover the form.
      await toasts(page).first().waitFor();
      expect(await toastProblems(page)).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
      await everyPressLands(
        page,
        [
          { label: texts.nonClient.name, value: '' },
          { label: texts.finish.email, value: 'ana@' },
          { label: texts.finish.confirmEmail, value: 'b@' },
          { label: texts.nonClient.cpf, value: '123' },
          { label: texts.nonClient.birthDate, value: '31' },
          { label: texts.finish.cellphone, value: '119' },
          { label: texts.finish.password, value: 'abc' },
          { label: texts.finish.confirmPassword, value: 'abd' },
        ],
        termsCheckbox(page),
      );
      expect(await termsCheckbox(page).isChecked()).toBe(true);
      expect(await layoutProblems(page)).toEqual([]);
    },
    LONG_TEST,
  );

  it(
    'the question: day and year apart, left by pressing the next; the blocks first access: the terms tap lands',
    async () => {
      const { page } = session;
      await open('/cadastro');
      await submitCpf(page, SUCCESS.cpf);
      await headingShown(page, texts.question.heading);
      expect(await layoutProblems(page)).toEqual([]);
      await everyPressLands(
        page,
        [
          { label: texts.question.birthdayDay, value: '' },
          { label: texts.question.birthdayYear, value: '19' },
        ],
        page.getByRole('button', { name: texts.question.submit }),
      );

      await open('/?client_id=blocks');
      await headingShown(page, fill(texts.cpf.heading));
      await everyPressLands(page, [{ label: texts.cpf.label, value: '123' }], termsCheckbox(page));
      expect(await termsCheckbox(page).isChecked()).toBe(true);
      expect(await layoutProblems(page)).toEqual([]);
    },
    LONG_TEST,
  );
});

/** Waits for the message on the card, then checks the toasts and the layout around it. */
async function messageBesideTheStep(page: Page, text: string): Promise<void> {
  await alertShown(page, text);
  await toasts(page).first().waitFor();
  expect(await toastProblems(page), text).toEqual([]);
  expect(await layoutProblems(page), text).toEqual([]);
  // After a failure the focus is on the message, never on the page's body (item 4).
  expect(await page.evaluate(() => document.activeElement !== document.body), text).toBe(true);
}

describe('toasts never cover the step (item 2)', () => {
  it(
    'every message of the CPF step, the question and the activation step, at 360×740',
    async () => {
      const { page } = session;
      await open('/cadastro');
      for (const [name, id] of [
        ['incorrectCaptcha', 'captcha.failed'],
        ['insufficientData', 'client.insufficientData'],
        ['registered', 'client.registered'],
        ['blocked', 'client.blocked'],
        ['tokenFailure', 'step.failed'],
      ] as const) {
        await submitCpf(page, scenario(name).cpf);
        await messageBesideTheStep(page, fill(messages[id]));
      }
      // The refi variant's two warnings at once.
      await open('/?client_id=refi-digital');
      await submitCpf(page, scenario('insufficientData').cpf);
      await messageBesideTheStep(page, fill(messages['client.insufficientDataSupport']));
      // The question: a wrong answer, then the third, which blocks (item 4).
      await open('/cadastro');
      await submitCpf(page, SUCCESS.cpf);
      await headingShown(page, texts.question.heading);
      const wrong = { ...SUCCESS.answer, birthdayYear: '1999' };
      await submitAnswer(page, wrong);
      await messageBesideTheStep(page, fill(messages['answer.incorrect']));
      await submitAnswer(page, wrong);
      await messageBesideTheStep(page, fill(messages['answer.incorrect']));
      await submitAnswer(page, wrong);
      await messageBesideTheStep(page, fill(messages['access.blocked']));
      expect(await page.getByRole('button', { name: texts.question.submit }).count()).toBe(0);
      await page.getByText(guidance.question.blocked).waitFor();
      await expectAccessible(page, 'question: blocked');
    },
    LONG_TEST,
  );

  it(
    'a failed resend, and an error toast closed by the next step',
    async () => {
      const { page } = session;
      const resendFailure = scenario('resendFailure');
      await open('/cadastro');
      await submitCpf(page, resendFailure.cpf);
      await headingShown(page, texts.question.heading);
      // A wrong answer's error toast belongs to the question: the next step closes it.
      await submitAnswer(page, { ...resendFailure.answer, birthdayYear: '1999' });
      await messageBesideTheStep(page, fill(messages['answer.incorrect']));
      await submitAnswer(page, resendFailure.answer);
      await headingShown(page, texts.finish.heading);
      await expect.poll(() => toasts(page).count()).toBe(0);
      await fillFields(page, [
        [texts.finish.cellphone, CONTACT.cellphone],
        [texts.finish.email, CONTACT.email],
        [texts.finish.confirmEmail, CONTACT.email],
        [texts.finish.password, CONTACT.password],
        [texts.finish.confirmPassword, CONTACT.password],
      ]);
      await termsCheckbox(page).check();
      await page.getByRole('button', { name: texts.finish.submit }).click();
      await headingShown(page, texts.activation.heading);
      expect(await layoutProblems(page)).toEqual([]);
      await page.getByRole('button', { name: texts.activation.resend }).click();
      await messageBesideTheStep(page, fill(messages['resend.failed']));
    },
    LONG_TEST,
  );

  it(
    "'Cliente não encontrado.' stays on the sign-up form and goes with its activation step (the stale error)",
    async () => {
      const { page } = session;
      const notFound = scenario('clientNotFound');
      await open('/cadastro');
      await submitCpf(page, notFound.cpf);
      await headingShown(page, texts.nonClient.signUpHeading);
      await toasts(page).filter({ hasText: messages['client.notFound'] }).waitFor();
      await fillFields(page, [
        [texts.nonClient.name, 'Ana Paula Souza'],
        [texts.finish.email, CONTACT.email],
        [texts.finish.confirmEmail, CONTACT.email],
        [texts.nonClient.birthDate, '15031990'],
        [texts.finish.cellphone, CONTACT.cellphone],
        [texts.finish.password, CONTACT.password],
        [texts.finish.confirmPassword, CONTACT.password],
      ]);
      await termsCheckbox(page).check();
      await page.getByRole('button', { name: texts.finish.submit }).click();
      await headingShown(page, texts.activation.heading);
      await expect.poll(() => toasts(page).count()).toBe(0);
      expect(await page.getByText(messages['client.notFound']).count()).toBe(0);
    },
    LONG_TEST,
  );
});

describe('the page holds still when the next step closes a toast (item 1)', () => {
  it(
    "the terms box at the page's end stays where it was drawn while the question's error toast leaves",
    async () => {
      const { page } = session;
      await afterWrongAnswer(page);
      await submitAnswer(page, SUCCESS.answer);
      await headingShown(page, texts.finish.heading);
      // A customer scrolls to the end of the new step to tick the box, while the toast leaves.
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      const drawn = (await termsCheckbox(page).boundingBox())?.y;
      await expect.poll(() => toasts(page).count()).toBe(0);
      await twoFrames(page);
      expect((await termsCheckbox(page).boundingBox())?.y).toBe(drawn);
    },
    LONG_TEST,
  );
});

describe("a toast never lies over the step's button (item 2)", () => {
  it(
    "after a wrong mother's name, the right one picked and PROSSEGUIR tapped where it shows: the answer is sent",
    async () => {
      const { page } = session;
      const wrongName = SUCCESS.motherNames.find(
        (name) => name !== SUCCESS.answer.mothersFirstName,
      );
      await afterWrongAnswer(page, { ...SUCCESS.answer, mothersFirstName: wrongName ?? '' });
      await messageBesideTheStep(page, fill(messages['answer.incorrect']));
      // No typing: the error toast stays drawn, as it does until closed.
      await page.getByRole('radio', { name: SUCCESS.answer.mothersFirstName, exact: true }).check();
      const submit = await page
        .getByRole('button', { name: texts.question.submit, exact: true })
        .boundingBox();
      if (!submit) throw new Error('PROSSEGUIR is on screen.');
      await page.mouse.click(submit.x + submit.width / 2, submit.y + submit.height / 2);
      await headingShown(page, texts.finish.heading);
    },
    LONG_TEST,
  );
});

describe('a toast stepped aside for the typing lets the tap through (item 2)', () => {
  it(
    'PROSSEGUIR pressed where the toast sits sends the answer (the toast comes back after the release)',
    async () => {
      const { page } = session;
      const toast = await afterWrongAnswer(page);
      await page.getByRole('radio', { name: SUCCESS.answer.mothersFirstName, exact: true }).check();
      await field(page, texts.question.birthdayDay).fill(SUCCESS.answer.birthdayDay);
      const year = field(page, texts.question.birthdayYear);
      await year.fill(SUCCESS.answer.birthdayYear);
      // The page scrolled so that the button lies under the toast, as on a short phone screen.
      const submit = page.getByRole('button', { name: texts.question.submit, exact: true });
      const toastBox = await toast.boundingBox();
      const buttonBox = await submit.boundingBox();
      if (!toastBox || !buttonBox) throw new Error('The toast and the button are on screen.');
      const toastMiddle = toastBox.y + toastBox.height / 2;
      await page.evaluate(
        (by) => {
          window.scrollBy(0, by);
        },
        buttonBox.y + buttonBox.height / 2 - toastMiddle,
      );
      const pressed = await submit.boundingBox();
      if (!pressed) throw new Error('The button is on screen.');
      const x = pressed.x + pressed.width / 2;
      const y = pressed.y + pressed.height / 2;
      expect(Math.abs(y - toastMiddle), 'the button lies under the toast').toBeLessThan(
        toastBox.height / 2,
      );
      await year.focus();

      await page.mouse.move(x, y);
      await page.mouse.down();
      await twoFrames(page);
      await page.mouse.up();
      await headingShown(page, texts.finish.heading);
    },
    LONG_TEST,
  );
});

describe('an answer of the wrong shape (item 9)', () => {
  it(
    "mother names that are a string: the CPF step's message, the CPF kept, no crash",
    async () => {
      const { page } = session;
      await page.route(`**${API_PATHS.question}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'SUCCESS', question: { motherNames: 'MARIA' } }),
        }),
      );
      await open('/cadastro');
      await submitCpf(page, SUCCESS.cpf);
      await alertShown(page, messages['step.failed']);
      expect(await field(page, texts.cpf.label).inputValue()).toBe('000.000.001-91');
      expect(await page.getByRole('heading', { name: fill(texts.cpf.heading) }).count()).toBe(1);
      expect(await page.getByText(texts.app.retry).count()).toBe(0);
    },
    LONG_TEST,
  );
});
