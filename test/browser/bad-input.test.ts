import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { CALLS } from './support/faults/fault-kinds.ts';
import { countCalls } from './support/faults/fault-switch.ts';
import { button, fillAnswer, fillCpf, fillFinish, fillNonClient } from './support/faults/forms.ts';
import { formValues, type FormValues } from './support/faults/step-checks.ts';
import { headingShown } from '../../qa/customer-steps.ts';
import { useRegistrationSession } from './support/session.ts';
import { CONTACT, NON_CLIENT } from './support/sample-forms.ts';

/**
 * Input the portal must refuse (issue 13, items 7 and 8), as a customer meets it in Chromium: the
 * message under the field, the step and everything typed still there, and no call made.
 */

const CUSTOMER = scenario('success');

const REQUIRED = 'Preencha o campo (Celular).';
const NOT_A_MOBILE = 'Preencha corretamente o campo (Celular).';

const BAD_CELLPHONES = [
  { typed: '119', shown: '(11) 9', message: REQUIRED },
  // DDD 20 is not an area code Anatel has allocated.
  { typed: '20987654321', shown: '(20) 98765-4321', message: NOT_A_MOBILE },
  // A mobile number starts with 9 after the area code.
  { typed: '11887654321', shown: '(11) 88765-4321', message: NOT_A_MOBILE },
];

const session = useRegistrationSession();
let calls: ReturnType<typeof countCalls>;

beforeEach(async () => {
  // The sandbox Brotli-compresses each asset on its first request: seconds on a busy machine.
  await session.page.setExtraHTTPHeaders({ 'accept-encoding': 'identity' });
  calls = countCalls(session.page);
});

/**
 * The text the field labelled `label` is described by: its error message, once there is one.
 * Asked without waiting for the field, so a form that went on to the next step fails at once.
 */
async function fieldMessage(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.count()) === 0) return `no field '${label}' on the page`;
  return field.evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    return id === null ? null : (document.getElementById(id)?.textContent ?? null);
  });
}

/** Every call of the portal (API and consent) the page has made since the last reset. */
function callsMade(): Partial<Record<(typeof CALLS)[number], number>> {
  const made: Partial<Record<(typeof CALLS)[number], number>> = {};
  for (const call of CALLS) if (calls.count(call) !== 0) made[call] = calls.count(call);
  return made;
}

async function reachFinish(page: Page): Promise<void> {
  await page.goto(session.server.portalUrl('/cadastro'));
  await headingShown(page, texts.cpf.heading);
  await fillCpf(page, CUSTOMER.cpf);
  await button(page, texts.cpf.submit).click();
  await headingShown(page, texts.question.heading);
  await fillAnswer(page, CUSTOMER.answer);
  await button(page, texts.question.submit).click();
  await headingShown(page, texts.finish.heading);
}

/**
 * Sends the filled form and expects it refused: `message` under the field labelled `label`,
 * the same step and values, and nothing sent.
 */
async function expectRefused(
  page: Page,
  { label, message, heading }: { label: string; message: string; heading: string },
): Promise<FormValues> {
  const typed = await formValues(page);
  calls.reset();
  await button(page, texts.finish.submit).click();
  await expect.poll(() => fieldMessage(page, label), { timeout: 10_000 }).toBe(message);
  await expect(page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).resolves.toBe(
    'true',
  );
  await headingShown(page, heading);
  expect(await formValues(page)).toEqual(typed);
  expect(callsMade()).toEqual({});
  return typed;
}

describe('the finish step (default variant)', () => {
  it.each(BAD_CELLPHONES)(
    'refuses the cellphone $shown: $message',
    async ({ typed, shown, message }) => {
      const { page } = session;
      await reachFinish(page);
      await fillFinish(page, { ...CONTACT, cellphone: typed });
      const values = await expectRefused(page, {
        label: texts.finish.cellphone,
        message,
        heading: texts.finish.heading,
      });
      // The mask shows the digits typed, with blanks where more are due.
      expect(String(values['cellphone']).replace(/[ -]+$/, '')).toBe(shown);
    },
  );

  it("refuses the e-mail 'a@b..c': 'Endereço de e-mail inválido.'", async () => {
    const { page } = session;
    await reachFinish(page);
    await fillFinish(page, { ...CONTACT, email: 'a@b..c' });
    const values = await expectRefused(page, {
      label: texts.finish.email,
      message: 'Endereço de e-mail inválido.',
      heading: texts.finish.heading,
    });
    expect(values['email']).toBe('a@b..c');
  });
});

describe('the digital non-customer form', () => {
  it.each(BAD_CELLPHONES)(
    'refuses the cellphone $shown: $message',
    async ({ typed, shown, message }) => {
      const { page } = session;
      await page.goto(session.server.portalUrl('/cadastro-refi-digital'));
      await headingShown(page, texts.nonClient.signUpHeading);
      await fillNonClient(page, { ...NON_CLIENT, cellphone: typed });
      const values = await expectRefused(page, {
        label: texts.finish.cellphone,
        message,
        heading: texts.nonClient.signUpHeading,
      });
      // The mask shows the digits typed, with blanks where more are due.
      expect(String(values['cellphone']).replace(/[ -]+$/, '')).toBe(shown);
    },
  );
});
