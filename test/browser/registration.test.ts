import { describe, expect, it } from 'vitest';
import { fill } from '../../content/fill.ts';
import { messages } from '../../content/messages.ts';
import { texts } from '../../content/texts.ts';
import { EMAIL_IN_USE, scenario } from '../../sandbox/scenarios.ts';
import {
  headingFocused,
  headingShown,
  submitAnswer,
  submitCpf,
  submitFinish,
} from '../../qa/customer-steps.ts';
import { screenshot } from './support/screenshots.ts';
import { useRegistrationSession } from './support/session.ts';
import { untilInteractive } from '../../scripts/bench/first-paint.ts';
import { CONTACT } from './support/sample-forms.ts';

const session = useRegistrationSession();

describe('customer registration in Chromium against the sandbox API', () => {
  it('goes from the CPF to a re-sent activation e-mail', async () => {
    const customer = scenario('success');
    await session.page.goto(session.server.portalUrl('/'));
    await headingShown(session.page, texts.cpf.heading);
    // The app puts the route the table redirects to in the address once it runs.
    await untilInteractive(session.page);
    expect(new URL(session.page.url()).pathname).toBe('/portal/cadastro');
    await screenshot(session.page, 'happy-path', '1-cpf');

    await submitCpf(session.page, customer.cpf);
    expect(await headingFocused(session.page, texts.question.heading)).toBe(true);
    await screenshot(session.page, 'happy-path', '2-question');

    await submitAnswer(session.page, customer.answer);
    expect(await headingFocused(session.page, texts.finish.heading)).toBe(true);
    await screenshot(session.page, 'happy-path', '3-finish');

    await submitFinish(session.page, CONTACT);
    expect(await headingFocused(session.page, texts.activation.heading)).toBe(true);
    await session.page.getByText(CONTACT.email).first().waitFor();
    await screenshot(session.page, 'happy-path', '4-activation');

    await session.page.getByRole('button', { name: texts.activation.resend }).click();
    await session.page.getByText(texts.activation.resent).waitFor();
    await screenshot(session.page, 'happy-path', '5-resent');
    expect(await session.page.getByRole('button', { name: texts.activation.resend }).count()).toBe(
      0,
    );

    expect(await session.emailsSent()).toEqual([
      expect.objectContaining({ address: CONTACT.email, resendCount: 1 }),
    ]);
  });

  it('says a wrong answer is wrong, keeps the step, then accepts the right one', async () => {
    const customer = scenario('success');
    await session.page.goto(session.server.portalUrl('/cadastro'));
    await submitCpf(session.page, customer.cpf);
    await headingShown(session.page, texts.question.heading);

    const wrongName = customer.motherNames.find(
      (name) => name !== customer.answer.mothersFirstName,
    );
    if (wrongName === undefined) throw new Error('The success scenario offers a single name.');
    await submitAnswer(session.page, { ...customer.answer, mothersFirstName: wrongName });
    await session.page
      .getByRole('alert')
      .filter({ hasText: messages['answer.incorrect'] })
      .first()
      .waitFor();
    await screenshot(session.page, 'wrong-answer', '1-incorrect');
    expect(await session.page.getByLabel(texts.question.birthdayYear).inputValue()).toBe(
      customer.answer.birthdayYear,
    );

    await submitAnswer(session.page, customer.answer);
    expect(await headingFocused(session.page, texts.finish.heading)).toBe(true);
    await screenshot(session.page, 'wrong-answer', '2-finish');
  });

  it('keeps the finish step and what was typed when the e-mail is already in use', async () => {
    const customer = scenario('success');
    await session.page.goto(session.server.portalUrl('/cadastro'));
    await submitCpf(session.page, customer.cpf);
    await submitAnswer(session.page, customer.answer);
    await headingShown(session.page, texts.finish.heading);

    await submitFinish(session.page, { ...CONTACT, email: EMAIL_IN_USE });
    await session.page
      .getByRole('alert')
      .filter({ hasText: fill(messages['register.emailInUse']) })
      .first()
      .waitFor();
    await screenshot(session.page, 'email-in-use', '1-finish');
    await headingShown(session.page, texts.finish.heading);
    expect(await session.page.getByLabel(texts.finish.email, { exact: true }).inputValue()).toBe(
      EMAIL_IN_USE,
    );
    expect(await session.emailsSent()).toEqual([]);
  });
});
