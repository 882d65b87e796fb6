import type { Page } from 'playwright-core';
import { texts } from '../../../../content/texts.ts';
import type { Answer, FinishForm, NonClientForm } from '../../../../qa/customer-steps.ts';

/**
 * The forms of the register screen filled in without sending them, so a test can look at what
 * was typed before and after a failed call. Each field is filled in one input event (as
 * autofill does), not key by key: the masks and the e-mail confirmation take it the same way
 * (the confirmation blocks paste and drop, not input), and a walk through every form stays
 * fast enough to repeat for every fault.
 */

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(text);
}

export function termsCheckbox(page: Page) {
  return page.getByRole('checkbox', { name: texts.finish.termsBefore.trim(), exact: false });
}

export function button(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

export async function fillCpf(page: Page, cpf: string): Promise<void> {
  await typeInto(page, texts.cpf.label, cpf);
}

export async function fillAnswer(page: Page, answer: Answer): Promise<void> {
  await page.getByRole('radio', { name: answer.mothersFirstName, exact: true }).check();
  await page.getByLabel(texts.question.birthdayDay).fill(answer.birthdayDay);
  await page.getByLabel(texts.question.birthdayYear).fill(answer.birthdayYear);
}

async function fillContactAndPassword(page: Page, form: FinishForm): Promise<void> {
  await typeInto(page, texts.finish.cellphone, form.cellphone);
  await page.getByLabel(texts.finish.email, { exact: true }).fill(form.email);
  await typeInto(page, texts.finish.confirmEmail, form.email);
  await page.getByLabel(texts.finish.password, { exact: true }).fill(form.password);
  await page.getByLabel(texts.finish.confirmPassword, { exact: true }).fill(form.password);
  await termsCheckbox(page).check();
}

export async function fillFinish(page: Page, form: FinishForm): Promise<void> {
  await fillContactAndPassword(page, form);
}

export async function fillNonClient(page: Page, form: NonClientForm): Promise<void> {
  await page.getByLabel(texts.nonClient.name, { exact: true }).fill(form.name);
  if (form.cpf !== undefined) await typeInto(page, texts.nonClient.cpf, form.cpf);
  await typeInto(page, texts.nonClient.birthDate, form.birthDate);
  await fillContactAndPassword(page, form);
}
