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

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text);
}

function termsCheckbox(page: Page) {
  return page.getByRole('checkbox', { name: texts.finish.termsBefore.trim(), exact: false });
}

/** The CPF step; in the blocks variants ('Começar') the terms are accepted first. */
export async function submitCpf(
  page: Page,
  cpf: string,
  options: { acceptTerms?: boolean; button?: string } = {},
): Promise<void> {
  const { acceptTerms = false, button = texts.cpf.submit } = options;
  await typeInto(page, texts.cpf.label, cpf);
  if (acceptTerms) await termsCheckbox(page).check();
  await page.getByRole('button', { name: button, exact: true }).click();
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
  nickname?: string;
}

async function fillContactAndPassword(page: Page, form: FinishForm): Promise<void> {
  await typeInto(page, texts.finish.cellphone, form.cellphone);
  await page.getByLabel(texts.finish.email, { exact: true }).fill(form.email);
  // Typed, not filled: the confirm field blocks paste.
  await typeInto(page, texts.finish.confirmEmail, form.email);
  await page.getByLabel(texts.finish.password, { exact: true }).fill(form.password);
  await page.getByLabel(texts.finish.confirmPassword, { exact: true }).fill(form.password);
  if (form.nickname !== undefined) {
    await page.getByLabel(texts.finish.nickname, { exact: true }).fill(form.nickname);
  }
  await termsCheckbox(page).check();
}

export async function submitFinish(page: Page, form: FinishForm): Promise<void> {
  await fillContactAndPassword(page, form);
  await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
}

export interface NonClientForm extends FinishForm {
  name: string;
  /** DD/MM/YYYY digits as typed, e.g. '15031990'. */
  birthDate: string;
  /** Typed unless the step already knows it (blocks). */
  cpf?: string;
}

export async function submitNonClient(page: Page, form: NonClientForm): Promise<void> {
  await page.getByLabel(texts.nonClient.name, { exact: true }).fill(form.name);
  if (form.cpf !== undefined) await typeInto(page, texts.nonClient.cpf, form.cpf);
  await typeInto(page, texts.nonClient.birthDate, form.birthDate);
  await fillContactAndPassword(page, form);
  await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
}
