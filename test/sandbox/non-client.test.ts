import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../machines/shared/api.ts';
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
