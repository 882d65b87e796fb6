import type { Page } from 'playwright-core';
import { texts } from '../../../../content/texts.ts';

/**
 * What a customer does on each step, for paths that come back to a form: a walk types a second
 * CPF, or submits the finish form again after EMAIL_ALREADY_IN_USE, so every field's value is
 * replaced (`register-steps.ts` fills empty forms). Playwright's `fill` focuses the field, selects
 * what it holds and inserts the text as typed input: no clipboard event, so the confirmations
 * (which block paste) take it, and the masked fields format it as they format keystrokes. Typing
 * key by key, which the view tests cover, would double the suite's time.
 */
async function enter(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
}

function termsCheckbox(page: Page) {
  return page.getByRole('checkbox', { name: texts.finish.termsBefore.trim(), exact: false });
}

async function click(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

export interface CpfStep {
  cpf: string;
  acceptTerms: boolean;
  button: string;
}

export async function enterCpf(page: Page, { cpf, acceptTerms, button }: CpfStep) {
  await enter(page, texts.cpf.label, cpf);
  if (acceptTerms) await termsCheckbox(page).check();
  await click(page, button);
}

export interface AnswerStep {
  mothersFirstName: string;
  birthdayDay: string;
  birthdayYear: string;
}

export async function answerQuestion(page: Page, answer: AnswerStep): Promise<void> {
  await page.getByRole('radio', { name: answer.mothersFirstName, exact: true }).check();
  await enter(page, texts.question.birthdayDay, answer.birthdayDay);
  await enter(page, texts.question.birthdayYear, answer.birthdayYear);
  await click(page, texts.question.submit);
}

export interface ContactStep {
  cellphone: string;
  email: string;
  password: string;
  nickname?: string;
}

async function enterContact(page: Page, form: ContactStep): Promise<void> {
  if (form.nickname !== undefined) await enter(page, texts.finish.nickname, form.nickname);
  await enter(page, texts.finish.cellphone, form.cellphone);
  await enter(page, texts.finish.email, form.email);
  await enter(page, texts.finish.confirmEmail, form.email);
  await enter(page, texts.finish.password, form.password);
  await enter(page, texts.finish.confirmPassword, form.password);
  await termsCheckbox(page).check();
}

export async function finish(page: Page, form: ContactStep): Promise<void> {
  await enterContact(page, form);
  await click(page, texts.finish.submit);
}

export interface NonClientStep extends ContactStep {
  name: string;
  /** DD/MM/YYYY digits, e.g. '15031990'. */
  birthDate: string;
  /** Typed unless the form shows the CPF given at first access (blocks). */
  cpf?: string;
  acceptWhatsapp: boolean;
}

export async function signUp(page: Page, form: NonClientStep): Promise<void> {
  await enter(page, texts.nonClient.name, form.name);
  if (form.cpf !== undefined) await enter(page, texts.nonClient.cpf, form.cpf);
  await enter(page, texts.nonClient.birthDate, form.birthDate);
  await page
    .getByRole('checkbox', { name: texts.nonClient.whatsapp })
    .setChecked(form.acceptWhatsapp);
  await enterContact(page, form);
  await click(page, texts.finish.submit);
}
