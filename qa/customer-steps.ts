import type { CustomerPage } from './customer-page.ts';
import { texts } from '../content/texts.ts';

/**
 * What a customer does on each step of the register screen, by label and role as they see it, in
 * any engine (customer-page.ts).
 */

export async function headingShown(page: CustomerPage, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

/** The new step's heading has the keyboard focus. */
export async function headingFocused(page: CustomerPage, name: string): Promise<boolean> {
  await headingShown(page, name);
  return page.evaluate((text) => document.activeElement?.textContent === text, name);
}

/**
 * Playwright's `fill` focuses the field, selects what it holds and inserts the text as typed
 * input: no clipboard event, so the confirmations (which block paste) take it, and the masked
 * fields format it as they format keystrokes. Typing key by key, which the view tests, bad-input
 * and prerender tests cover, costs a render of the form per key: a fifth of a registration's CPU.
 */
async function enter(page: CustomerPage, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
}

function termsCheckbox(page: CustomerPage) {
  return page.getByRole('checkbox', { name: texts.finish.termsBefore.trim(), exact: false });
}

/** The CPF step; in the blocks variants ('Começar') the terms are accepted first. */
export async function submitCpf(
  page: CustomerPage,
  cpf: string,
  options: { acceptTerms?: boolean; button?: string } = {},
): Promise<void> {
  const { acceptTerms = false, button = texts.cpf.submit } = options;
  await enter(page, texts.cpf.label, cpf);
  if (acceptTerms) await termsCheckbox(page).check();
  await page.getByRole('button', { name: button, exact: true }).click();
}

export interface Answer {
  mothersFirstName: string;
  birthdayDay: string;
  birthdayYear: string;
}

export async function submitAnswer(page: CustomerPage, answer: Answer): Promise<void> {
  await page.getByRole('radio', { name: answer.mothersFirstName, exact: true }).check();
  await enter(page, texts.question.birthdayDay, answer.birthdayDay);
  await enter(page, texts.question.birthdayYear, answer.birthdayYear);
  await page.getByRole('button', { name: texts.question.submit, exact: true }).click();
}

export interface FinishForm {
  cellphone: string;
  email: string;
  password: string;
  nickname?: string;
}

export async function fillContactAndPassword(page: CustomerPage, form: FinishForm): Promise<void> {
  await enter(page, texts.finish.cellphone, form.cellphone);
  await enter(page, texts.finish.email, form.email);
  await enter(page, texts.finish.confirmEmail, form.email);
  await enter(page, texts.finish.password, form.password);
  await enter(page, texts.finish.confirmPassword, form.password);
  if (form.nickname !== undefined) await enter(page, texts.finish.nickname, form.nickname);
  await termsCheckbox(page).check();
}

export async function submitFinish(page: CustomerPage, form: FinishForm): Promise<void> {
  await fillContactAndPassword(page, form);
  await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
}

export interface NonClientForm extends FinishForm {
  name: string;
  /** DD/MM/YYYY digits as typed, e.g. '15031990'. */
  birthDate: string;
  /** Typed unless the step already knows it (blocks). */
  cpf?: string;
  /** Left as the form starts unless given. */
  acceptWhatsapp?: boolean;
}

export async function submitNonClient(page: CustomerPage, form: NonClientForm): Promise<void> {
  await fillNonClient(page, form);
  await page.getByRole('button', { name: texts.finish.submit, exact: true }).click();
}

/** The non-customer form filled in, terms accepted, not yet sent. */
export async function fillNonClient(page: CustomerPage, form: NonClientForm): Promise<void> {
  await enter(page, texts.nonClient.name, form.name);
  if (form.cpf !== undefined) await enter(page, texts.nonClient.cpf, form.cpf);
  await enter(page, texts.nonClient.birthDate, form.birthDate);
  if (form.acceptWhatsapp !== undefined) {
    await page
      .getByRole('checkbox', { name: texts.nonClient.whatsapp })
      .setChecked(form.acceptWhatsapp);
  }
  await fillContactAndPassword(page, form);
}

/**
 * A customer from the CPF step to the activation step: the CPF, the right answer, the contact
 * and password form, each step's heading awaited.
 */
export async function registerToActivation(
  page: CustomerPage,
  customer: { cpf: string; answer: Answer },
  contact: FinishForm,
): Promise<void> {
  await submitCpf(page, customer.cpf);
  await headingShown(page, texts.question.heading);
  await submitAnswer(page, customer.answer);
  await headingShown(page, texts.finish.heading);
  await submitFinish(page, contact);
  await headingShown(page, texts.activation.heading);
}
