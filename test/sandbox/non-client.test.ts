import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../machines/shared/api.ts';
import { SANDBOX_CAPTCHA_FAIL } from '../../sandbox/captcha.ts';
import { EMAIL_IN_USE, SCENARIOS, isCustomer, scenario } from '../../sandbox/scenarios.ts';
import { anyString, bodies, startSandbox, type RunningSandbox } from './support.ts';

const NEW_PERSON = '52998224725';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.app.sandbox.reset();
});

describe('the non-client sign-up', () => {
  it('answers SUCCESS without a token and records the activation e-mail', async () => {
    const answer = await sandbox.post(
      API_PATHS.nonClient,
      bodies.nonClient('529.982.247-25', { email: 'nova@exemplo.invalid', clientId: 'blocks' }),
    );
    expect(answer).toEqual({ http: 200, body: { status: 'SUCCESS' } });
    expect(sandbox.app.sandbox.emails()).toEqual([
      {
        address: 'nova@exemplo.invalid',
        document: NEW_PERSON,
        clientId: 'blocks',
        redirectUri: 'https://app.exemplo.invalid/voltar',
        sentAt: anyString,
        resendCount: 0,
      },
    ]);
  });

  it('lets the CPF the token call did not find sign up', async () => {
    const answer = await sandbox.post(
      API_PATHS.nonClient,
      bodies.nonClient(scenario('clientNotFound').cpf),
    );
    expect(answer.body['status']).toBe('SUCCESS');
  });

  it(`answers EMAIL_ALREADY_IN_USE for ${EMAIL_IN_USE}`, async () => {
    const answer = await sandbox.post(
      API_PATHS.nonClient,
      bodies.nonClient(NEW_PERSON, { email: EMAIL_IN_USE }),
    );
    expect(answer).toEqual({ http: 200, body: { status: 'EMAIL_ALREADY_IN_USE' } });
    expect(sandbox.app.sandbox.emails()).toEqual([]);
  });

  const customers = SCENARIOS.filter(
    (entry) => isCustomer(entry) && entry.outcomes.nonClient === undefined,
  ).map((entry) => [entry.name, entry.cpf] as const);

  it.each(customers)('answers USER_ALREADY_EXISTS for the customer %s', async (_name, cpf) => {
    const answer = await sandbox.post(API_PATHS.nonClient, bodies.nonClient(cpf));
    expect(answer).toEqual({ http: 200, body: { status: 'USER_ALREADY_EXISTS' } });
  });

  it('knows every customer scenario except those the token call does not find', () => {
    const notFound = SCENARIOS.filter((entry) => !isCustomer(entry)).map(({ name }) => name);
    expect(notFound).toEqual(
      expect.arrayContaining(['clientNotFound', 'nonClientFailure', 'nonClientUnknownStatus']),
    );
    expect(notFound).not.toContain('success');
  });
});

describe('the resend of a non-customer, who has no token (spec 4.6)', () => {
  async function signedUp(cpf = NEW_PERSON): Promise<void> {
    const answer = await sandbox.post(API_PATHS.nonClient, bodies.nonClient(cpf));
    expect(answer.body['status']).toBe('SUCCESS');
  }

  it('resends without a token header for a CPF signed up through the non-customer form', async () => {
    await signedUp();
    // The portal sends the CPF as typed, formatted or not.
    const answer = await sandbox.post(API_PATHS.resend, bodies.resend('529.982.247-25'));
    expect(answer).toEqual({ http: 200, body: { status: 'SUCCESS' } });
    expect(sandbox.app.sandbox.emails()).toEqual([
      expect.objectContaining({ document: NEW_PERSON, resendCount: 1 }),
    ]);
  });

  it('checks the captcha first, as on every resend', async () => {
    await signedUp();
    const answer = await sandbox.post(
      API_PATHS.resend,
      bodies.resend(NEW_PERSON, { recaptchaResponse: SANDBOX_CAPTCHA_FAIL }),
    );
    expect(answer).toEqual({ http: 200, body: { status: 'INCORRECT_CAPTCHA_RESPONSE' } });
    expect(sandbox.app.sandbox.emails()).toEqual([
      expect.objectContaining({ document: NEW_PERSON, resendCount: 0 }),
    ]);
  });

  it('answers TOKEN_ERROR without a token for a CPF that never signed up, or a customer', async () => {
    expect(await sandbox.post(API_PATHS.resend, bodies.resend(NEW_PERSON))).toEqual({
      http: 200,
      body: { status: 'TOKEN_ERROR' },
    });
    await sandbox.post(API_PATHS.nonClient, bodies.nonClient(scenario('success').cpf));
    expect(
      (await sandbox.post(API_PATHS.resend, bodies.resend(scenario('success').cpf))).body,
    ).toEqual({ status: 'TOKEN_ERROR' });
  });

  it('forgets the sign-up on reset', async () => {
    await signedUp();
    sandbox.app.sandbox.reset();
    expect((await sandbox.post(API_PATHS.resend, bodies.resend(NEW_PERSON))).body).toEqual({
      status: 'TOKEN_ERROR',
    });
  });
});
