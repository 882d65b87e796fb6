import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { MACHINES } from '../../../machines/registry.ts';

/**
 * Every effect of a registration machine is supplied where the app is composed
 * (`machine.provide()`). One that was forgotten must fail at its first use and say which one, so
 * a wiring mistake shows in the first test that reaches it instead of passing quietly.
 */

const NOTHING_STORED = { clientId: '', redirectUri: '' };
const VALID_CPF = '52998224725';

async function failureOf(logic: AnyActorLogic): Promise<unknown> {
  const actor = createActor(logic, { input: {} });
  const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
  actor.start();
  return failed;
}

describe('a registration machine run without its effects', () => {
  it.each([
    'captcha',
    'requestToken',
    'fetchQuestion',
    'submitAnswer',
    'register',
    'resendEmail',
    'registerNonClient',
  ] as const)('fails the %s call, naming it', async (name) => {
    const logic = MACHINES.default.implementations.actors[name] as AnyActorLogic;
    const error = await failureOf(logic);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(`^The actor '${name}' must be supplied with machine\\.provide\\(\\)\\.$`),
    );
  });

  it('stops at the navigation to the digital sign-up, naming it', () => {
    const navigate = MACHINES.default.implementations.actions.goToDigitalSignUp as () => void;
    expect(navigate).toThrow(
      /^The action 'goToDigitalSignUp' must be supplied with machine\.provide\(\)\.$/,
    );
  });

  it('stops at the resend, whose e-mail rule is the forms’ own, naming it', async () => {
    const actor = createActor(
      MACHINES.digital.provide({
        actors: {
          registerNonClient: fromPromise(() => Promise.resolve({ status: 'SUCCESS' })),
        },
      }),
      { input: NOTHING_STORED },
    );
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({
      type: 'nonClient.submit',
      name: 'Ana Maria',
      email: 'ana@exemplo.com',
      cellphone: '11987654321',
      birthDate: '07/03/1985',
      document: VALID_CPF,
      password: 'abcd123@',
      acceptTermsAndConditions: true,
      acceptSendMessage: false,
    });
    await waitFor(actor, (state) => state.matches('activation'));
    actor.send({ type: 'resend.request' });
    const snapshot = await waitFor(actor, (state) => state.status === 'error');
    expect((snapshot.error as Error).message).toMatch(
      /\nThe guard 'isEmailValid' must be supplied with machine\.provide\(\)\.$/,
    );
  });
});
