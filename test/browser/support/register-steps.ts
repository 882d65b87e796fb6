import type { Page } from 'playwright-core';
import { texts } from '../../../content/texts.ts';

/** What a customer does on each step of the register screen, by label and role as they see it. */

export async function headingShown(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

/** The new step's heading has the keyboard focus. */
export async function headingFocused(page: Page, name: string): Promise<boolean> {
  await headingShown(page, name);
  return page.evaluate((text) => document.activeElement?.textContent === text, name);
}

export async function submitCpf(page: Page, cpf: string): Promise<void> {
  const field = page.getByLabel(texts.cpf.label, { exact: true });
  await field.click();
  await field.pressSequentially(cpf);
  await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
}

export interface Answer {
  mothersFirstName: string;
  birthdayDay: string;
  birthdayYear: string;
}

export async function submitAnswer(page: Page, answer: Answer): Promise<void> {
  await page.getByRole('radio', { name: answer.mothersFirstName, exact: true }).check();
  await page.getByLabel(texts.question.birthdayDay).fill(answer.birthdayDay);
  await page.getByLabel(texts.question.birthdayYear).fill(answer.birthdayYear);
  await page.getByRole('button', { name: texts.question.submit, exact: true }).click();
}

export interface FinishForm {
  cellphone: string;
  email: string;
  password: string;
}

export async function submitFinish(page: Page, form: FinishForm): Promise<void> {
  const phone = page.getByLabel(texts.finish.cellphone);
  await phone.click();
  await phone.pressSequentially(form.cellphone);
  await page.getByLabel(texts.finish.email, { exact: true }).fill(form.email);
  // Typed, not filled: the confirm field blocks paste.
  await page.getByLabel(texts.finish.confirmEmail).pressSequentially(form.email);
  await page.getByLabel(texts.finish.password, { exact: true }).fill(form.password);
  await page.getByLabel(texts.finish.confirmPassword, { exact: true }).fill(form.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
}
