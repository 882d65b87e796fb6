import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { EMAIL_IN_USE, scenario } from '../../sandbox/scenarios.ts';
import { launchChromium, PHONE, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import {
  headingFocused,
  headingShown,
  submitAnswer,
  submitCpf,
  submitFinish,
} from './support/register-steps.ts';
import { screenshot } from './support/screenshots.ts';

const FORM = { cellphone: '11987654321', email: 'cliente@exemplo.invalid', password: 'Senha@2024' };

let server: PortalServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium(PHONE);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  await server.reset();
  page = await browser.context.newPage();
});
afterEach(async () => {
  await page.close();
});

async function emailsSent(): Promise<{ address: string; resendCount: number }[]> {
  const response = await fetch(`${server.origin}/sandbox/api/emails`);
  return (await response.json()) as { address: string; resendCount: number }[];
}

describe('customer registration in Chromium against the sandbox API', () => {
  it('goes from the CPF to a re-sent activation e-mail', async () => {
    const customer = scenario('success');
    await page.goto(server.portalUrl('/'));
    await headingShown(page, texts.cpf.heading);
    expect(new URL(page.url()).pathname).toBe('/portal/cadastro');
    await screenshot(page, 'happy-path', '1-cpf');

    await submitCpf(page, customer.cpf);
    expect(await headingFocused(page, texts.question.heading)).toBe(true);
    await screenshot(page, 'happy-path', '2-question');

    await submitAnswer(page, customer.answer);
    expect(await headingFocused(page, texts.finish.heading)).toBe(true);
    await screenshot(page, 'happy-path', '3-finish');

    await submitFinish(page, FORM);
    expect(await headingFocused(page, texts.activation.heading)).toBe(true);
    await page.getByText(FORM.email).first().waitFor();
    await screenshot(page, 'happy-path', '4-activation');

    await page.getByRole('button', { name: texts.activation.resend }).click();
    await page.getByText(texts.activation.resent).waitFor();
    await screenshot(page, 'happy-path', '5-resent');
    expect(await page.getByRole('button', { name: texts.activation.resend }).count()).toBe(0);

    expect(await emailsSent()).toEqual([
      expect.objectContaining({ address: FORM.email, resendCount: 1 }),
    ]);
  });

  it('says a wrong answer is wrong, keeps the step, then accepts the right one', async () => {
    const customer = scenario('success');
    await page.goto(server.portalUrl('/cadastro'));
    await submitCpf(page, customer.cpf);
    await headingShown(page, texts.question.heading);

    const wrongName = customer.motherNames.find(
      (name) => name !== customer.answer.mothersFirstName,
    );
    if (wrongName === undefined) throw new Error('The success scenario offers a single name.');
    await submitAnswer(page, { ...customer.answer, mothersFirstName: wrongName });
    await page
      .getByRole('alert')
      .filter({ hasText: messages['answer.incorrect'] })
      .first()
      .waitFor();
    await screenshot(page, 'wrong-answer', '1-incorrect');
    expect(await page.getByLabel(texts.question.birthdayYear).inputValue()).toBe(
      customer.answer.birthdayYear,
    );

    await submitAnswer(page, customer.answer);
    expect(await headingFocused(page, texts.finish.heading)).toBe(true);
    await screenshot(page, 'wrong-answer', '2-finish');
  });

  it('keeps the finish step and what was typed when the e-mail is already in use', async () => {
    const customer = scenario('success');
    await page.goto(server.portalUrl('/cadastro'));
    await submitCpf(page, customer.cpf);
    await submitAnswer(page, customer.answer);
    await headingShown(page, texts.finish.heading);

    await submitFinish(page, { ...FORM, email: EMAIL_IN_USE });
    await page
      .getByRole('alert')
      .filter({ hasText: fill(messages['register.emailInUse']) })
      .first()
      .waitFor();
    await screenshot(page, 'email-in-use', '1-finish');
    await headingShown(page, texts.finish.heading);
    expect(await page.getByLabel(texts.finish.email, { exact: true }).inputValue()).toBe(
      EMAIL_IN_USE,
    );
    expect(await emailsSent()).toEqual([]);
  });
});
