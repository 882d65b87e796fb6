import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fill } from '../../../../content/fill.ts';
import { messages } from '../../../../content/messages.ts';
import { texts } from '../../../../content/texts.ts';
import { EMAIL_IN_USE, scenario } from '../../../../sandbox/scenarios.ts';
import { headingShown, submitAnswer, submitFinish } from '../../../../qa/customer-steps.ts';
import { scanScreen } from './axe-scan.ts';

export const CONTACT = {
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
};

/**
 * Waits until every finite animation and transition on the page has ended (a fading dialog, a
 * sliding toast, an opening accordion), so axe reads final colours and sizes. Spinners and other
 * endless animations are left alone.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Scans the screen as it is at both sizes; a violation fails the test but not the walk. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  expect.soft(await scanScreen(page, screen), `axe violations on ${screen}`).toBe('');
}

/** The toasts on screen (notistack's items), to check that a screen was scanned with one. */
export function toasts(page: Page) {
  return page.locator('.notistack-SnackbarContainer .notistack-Snackbar');
}

export async function alertShown(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

export async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Clears a field and types into it, as someone correcting a value would. */
export async function retype(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(text);
}

/**
 * From the question of the success scenario to the re-sent e-mail, scanning on the way: a wrong
 * answer (its alert and toast), the finish step's validation errors, the e-mail already in use,
 * the activation step and the resent note.
 */
export async function scanCustomerSteps(
  page: Page,
  variant: string,
  options: { nickname?: string; requiredMessage?: string } = {},
): Promise<void> {
  const customer = scenario('success');
  const wrongName = customer.motherNames.find((name) => name !== customer.answer.mothersFirstName);
  if (wrongName === undefined) throw new Error('The success scenario offers a single name.');
  await headingShown(page, texts.question.heading);
  await expectAccessible(page, `${variant}: question`);
  await submitAnswer(page, { ...customer.answer, mothersFirstName: wrongName });
  await alertShown(page, messages['answer.incorrect']);
  await toasts(page).filter({ hasText: messages['answer.incorrect'] }).waitFor();
  await expectAccessible(page, `${variant}: question, wrong answer and its toast`);

  await submitAnswer(page, customer.answer);
  await headingShown(page, texts.finish.heading);
  await expectAccessible(page, `${variant}: finish`);
  await press(page, texts.finish.submit);
  if (options.requiredMessage === undefined) {
    await page.locator('[aria-invalid="true"]').first().waitFor();
  } else {
    await page.getByText(options.requiredMessage).first().waitFor();
  }
  await expectAccessible(page, `${variant}: finish, validation errors`);

  await submitFinish(page, {
    ...CONTACT,
    email: EMAIL_IN_USE,
    ...(options.nickname === undefined ? {} : { nickname: options.nickname }),
  });
  await alertShown(page, fill(messages['register.emailInUse']));
  await expectAccessible(page, `${variant}: finish, e-mail already in use`);

  await retype(page, texts.finish.email, CONTACT.email);
  await retype(page, texts.finish.confirmEmail, CONTACT.email);
  await press(page, texts.finish.submit);
  await headingShown(page, texts.activation.heading);
  await expectAccessible(page, `${variant}: activation sent`);
  await press(page, texts.activation.resend);
  await page.getByText(texts.activation.resent).waitFor();
  await expectAccessible(page, `${variant}: activation resent`);
}
