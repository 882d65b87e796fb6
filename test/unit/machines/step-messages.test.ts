import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/registry.ts';
import type { TokenResponse } from '../../../machines/shared/api.ts';
import { startMachine } from '../../support/paths/harness.ts';
import {
  CUSTOMER_CPF,
  customerForm,
  reachCustomerForm,
  reachQuestion,
  submitCpf,
  tokenAnswers,
} from '../../support/paths/journeys.ts';

/**
 * What a customer sees on a step around its messages (spec sections 4 and 8): nothing before the
 * first call, the generic 'Ocorreu um erro. Tente novamente mais tarde.' for an answer the spec
 * does not name, and no old message left on screen once they try again.
 */

const STORED = { clientId: '', redirectUri: 'https://exemplo.com.br/retorno' };

describe('a registration that has just started', () => {
  it('holds nothing but the stored client id and redirect uri, and shows no message', () => {
    const driver = startMachine(MACHINES.default, STORED);
    expect(driver.actor.getSnapshot().context).toEqual({
      clientId: '',
      redirectUri: 'https://exemplo.com.br/retorno',
      cpf: '',
      recaptchaResponse: '',
      token: undefined,
      motherNames: [],
      email: '',
      notices: [],
      noticeSeq: 0,
    });
    expect(driver.shown()).toEqual([]);
  });
});

describe('answers the spec does not name', () => {
  it("a token answer without a status: 'Ocorreu um erro. Tente novamente mais tarde.' on the CPF step", async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await tokenAnswers(driver, { token: 'token-1' } as unknown as TokenResponse);
    expect(driver.actor.getSnapshot().value).toEqual({ cpf: 'editing' });
    expect(driver.shown()).toEqual([{ id: 'step.failed', severity: 'error' }]);
  });

  it('a question answered SUCCESS without names: the question step opens with no names to choose', async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await tokenAnswers(driver, { status: 'SUCCESS', token: 'token-1' });
    await driver.answer('fetchQuestion', { status: 'SUCCESS' });
    const snapshot = driver.actor.getSnapshot();
    expect(snapshot.value).toEqual({ question: 'editing' });
    expect(snapshot.context.motherNames).toEqual([]);
    expect(driver.shown()).toEqual([]);
  });
});

describe('trying again clears the message of the last try', () => {
  it("the CPF step: 'Erro no CAPTCHA. Tente novamente.' goes when the CPF is sent again", async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await tokenAnswers(driver, { status: 'INCORRECT_CAPTCHA_RESPONSE' });
    expect(driver.shown()).toEqual([{ id: 'captcha.failed', severity: 'error' }]);
    await driver.send({ type: 'cpf.submit', cpf: CUSTOMER_CPF });
    expect(driver.shown()).toEqual([]);
  });

  it("the question step: 'Dados incorretos.' goes when the answer is sent again", async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await reachQuestion(driver);
    const answer = {
      type: 'answer.submit',
      birthdayDay: '7',
      birthdayYear: '1980',
      mothersFirstName: 'ANA',
    } as const;
    await driver.send(answer);
    await driver.answer('submitAnswer', { status: 'INCORRECT_ANSWER' });
    expect(driver.shown()).toEqual([{ id: 'answer.incorrect', severity: 'error' }]);
    await driver.send(answer);
    expect(driver.actor.getSnapshot().value).toEqual({ question: 'submittingAnswer' });
    expect(driver.shown()).toEqual([]);
  });

  it('the finish step: the e-mail-in-use message goes when the form is sent again', async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await reachCustomerForm(driver);
    await driver.send(customerForm());
    await driver.answer('register', { status: 'EMAIL_ALREADY_IN_USE' });
    expect(driver.shown()).toEqual([{ id: 'register.emailInUse', severity: 'error' }]);
    await driver.send(customerForm({ email: 'ana.outra@example.com.br' }));
    expect(driver.actor.getSnapshot().value).toEqual({ finish: 'registering' });
    expect(driver.shown()).toEqual([]);
  });

  it('the activation step: the resend failure goes when the customer asks again', async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await reachCustomerForm(driver);
    await driver.send(customerForm());
    await driver.answer('register', { status: 'SUCCESS' });
    await driver.send({ type: 'resend.request' });
    await driver.answer('resendCaptcha', 'captcha-response-2');
    await driver.answer('resendEmail', { status: 'SOMETHING_ELSE' });
    expect(driver.shown()).toEqual([{ id: 'resend.failed', severity: 'error' }]);
    await driver.send({ type: 'resend.request' });
    expect(driver.actor.getSnapshot().value).toEqual({ activation: 'verifyingCaptcha' });
    expect(driver.shown()).toEqual([]);
  });

  it('keeps the CPF typed for the resend', async () => {
    const driver = startMachine(MACHINES.default, STORED);
    await submitCpf(driver);
    expect(driver.actor.getSnapshot().context.cpf).toBe(CUSTOMER_CPF);
  });
});
