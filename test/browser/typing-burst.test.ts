import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { headingShown, submitAnswer, submitCpf } from '../../qa/customer-steps.ts';
import { NON_CLIENT } from './support/sample-forms.ts';
import { useRegistrationSession } from './support/session.ts';

/**
 * Issue 39: a value typed (or autofilled) right after a field takes the focus is never lost. Every
 * field of every form is pressed and typed into at once, keys as fast as the browser takes them,
 * with no pause between the press and the first key nor between one field and the next; then
 * every field shows what was typed, formatted by its mask.
 */
const session = useRegistrationSession();
const SUCCESS = scenario('success');

/** A field's label, the keys typed, and what it must show afterwards. */
type Entry = readonly [label: string, keys: string, shown: string];

const EMAIL = 'ana.souza@exemplo.invalid';
const CONTACT_ENTRIES: readonly Entry[] = [
  [texts.finish.cellphone, NON_CLIENT.cellphone, '(11) 98765-4321'],
  [texts.finish.email, EMAIL, EMAIL],
  [texts.finish.confirmEmail, EMAIL, EMAIL],
  [texts.finish.password, NON_CLIENT.password, NON_CLIENT.password],
  [texts.finish.confirmPassword, NON_CLIENT.password, NON_CLIENT.password],
];
const NICKNAME: Entry = [texts.finish.nickname, 'Aninha', 'Aninha'];
const NAME: Entry = [texts.nonClient.name, NON_CLIENT.name, NON_CLIENT.name];
const BIRTH_DATE: Entry = [texts.nonClient.birthDate, NON_CLIENT.birthDate, '15/03/1990'];

/** Presses each field and types into it at once, all in one go; returns what each then shows. */
async function typeInBursts(page: Page, entries: readonly Entry[]): Promise<string[]> {
  for (const [label, keys] of entries) {
    const input = page.getByLabel(label, { exact: true });
    await input.scrollIntoViewIfNeeded();
    const box = await input.boundingBox();
    if (!box) throw new Error(`${label}: not on screen.`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(keys);
  }
  // What each field shows once the page has handled every key.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return Promise.all(
    entries.map(([label]) => page.getByLabel(label, { exact: true }).inputValue()),
  );
}

function shown(entries: readonly Entry[]): string[] {
  return entries.map(([, , value]) => value);
}

async function expectBurstsKept(page: Page, entries: readonly Entry[]): Promise<void> {
  expect(await typeInBursts(page, entries)).toEqual(shown(entries));
}

describe('typing in a burst right after pressing a field', () => {
  it('keeps every key on the customer’s CPF, question and finish forms', async () => {
    const { page, server } = session;
    await page.goto(server.portalUrl('/cadastro'));
    await headingShown(page, texts.cpf.heading);
    await expectBurstsKept(page, [[texts.cpf.label, SUCCESS.cpf, '000.000.001-91']]);
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await headingShown(page, texts.question.heading);
    await page.getByRole('radio', { name: SUCCESS.answer.mothersFirstName, exact: true }).check();
    await expectBurstsKept(page, [
      [texts.question.birthdayDay, SUCCESS.answer.birthdayDay, SUCCESS.answer.birthdayDay],
      [texts.question.birthdayYear, SUCCESS.answer.birthdayYear, SUCCESS.answer.birthdayYear],
    ]);
    await page.getByRole('button', { name: texts.question.submit, exact: true }).click();
    await headingShown(page, texts.finish.heading);
    await expectBurstsKept(page, CONTACT_ENTRIES);
  });

  it('keeps every key on the digital sign-up form', async () => {
    const { page, server } = session;
    await page.goto(server.portalUrl('/cadastro-refi-digital'));
    await headingShown(page, texts.nonClient.signUpHeading);
    await expectBurstsKept(page, [
      NAME,
      ...CONTACT_ENTRIES.slice(1, 3),
      [texts.nonClient.cpf, NON_CLIENT.cpf, '529.982.247-25'],
      BIRTH_DATE,
      CONTACT_ENTRIES[0] as Entry,
      ...CONTACT_ENTRIES.slice(3),
    ]);
  });

  it('keeps every key on the blocks finish form and non-customer form', async () => {
    const { page, server } = session;
    await page.goto(server.portalUrl('/?client_id=blocks'));
    await headingShown(page, texts.cpf.heading);
    await submitCpf(page, SUCCESS.cpf, { acceptTerms: true, button: texts.cpf.start });
    await headingShown(page, texts.question.heading);
    await submitAnswer(page, SUCCESS.answer);
    await headingShown(page, texts.finish.heading);
    await expectBurstsKept(page, [NICKNAME, ...CONTACT_ENTRIES]);

    await page.goto(server.portalUrl('/?client_id=blocks'));
    await headingShown(page, texts.cpf.heading);
    await submitCpf(page, NON_CLIENT.cpf, { acceptTerms: true, button: texts.cpf.start });
    await headingShown(page, texts.finish.heading);
    await page.getByLabel(texts.nonClient.name, { exact: true }).waitFor();
    await expectBurstsKept(page, [
      NAME,
      NICKNAME,
      ...CONTACT_ENTRIES.slice(1, 3),
      BIRTH_DATE,
      CONTACT_ENTRIES[0] as Entry,
      ...CONTACT_ENTRIES.slice(3),
    ]);
  });
});
