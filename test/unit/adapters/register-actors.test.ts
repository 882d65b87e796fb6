import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  MACHINES,
  type ApiResponse,
  type CaptchaInput,
  type NonClientInput,
  type RegistrationMachine,
  type TokenInput,
  type TokenResponse,
} from '../../../machines/index.ts';
import type { ConsentRecorder, ConsentSubject } from '../../../src/adapters/consent/consent.ts';
import { createRedirectRewrite } from '../../../src/adapters/redirect/rewrite-redirect-uri.ts';
import type { RegistrationApi } from '../../../src/api/registration-api.ts';
import { provideRegistration } from '../../../src/app/provide-registration.ts';
import { parseEnv } from '../../../portal-config/env.ts';

/** What happened, in order: consents recorded and calls sent. */
type Log = (string | ConsentSubject)[];

function fakeApi(log: Log): RegistrationApi {
  const success = (name: string) =>
    vi.fn(() => {
      log.push(name);
      return Promise.resolve({ status: 'SUCCESS' });
    });
  return {
    requestToken: vi.fn(() => {
      log.push('token');
      return Promise.resolve({ status: 'SUCCESS', token: 't-1' });
    }),
    fetchQuestion: vi.fn(() => {
      log.push('question');
      return Promise.resolve({ status: 'SUCCESS', question: { motherNames: ['MARIA'] } });
    }),
    submitAnswer: success('answer'),
    register: success('register'),
    resendEmail: success('resend'),
    registerNonClient: success('nonClient'),
  };
}

function recorder(log: Log, outcome: 'recorded' | 'failed' = 'recorded'): ConsentRecorder {
  return {
    record: (subject) => {
      log.push(subject);
      return Promise.resolve(
        outcome === 'recorded'
          ? { recorded: true }
          : { recorded: false, failure: { form: subject.form, reason: 'timeout' } },
      );
    },
  };
}

const rewrite = createRedirectRewrite(
  parseEnv({
    PORTAL_REDIRECT_URI_PATTERN: '^https://app\\.exemplo\\.invalid/',
    PORTAL_REDIRECT_URI_REPLACEMENT: 'https://novo.exemplo.invalid/',
  }).redirectRewrite,
);

function start(machine: RegistrationMachine, log: Log, consent: ConsentRecorder) {
  const api = fakeApi(log);
  const navigation = {
    goToDigitalSignUp: vi.fn<(carried: { cpf: string }) => void>(),
    carriedCpf: () => undefined,
  };
  const logic = provideRegistration(machine, {
    api,
    captcha: { execute: () => Promise.resolve('sandbox-captcha-ok') },
    consent,
    rewriteRedirectUri: rewrite,
    navigation,
  });
  const actor = createActor(logic, {
    input: { clientId: '', redirectUri: 'https://app.exemplo.invalid/voltar' },
  }).start();
  return { actor, api, navigation };
}

const FINISH = {
  type: 'register.submit',
  cellphone: '11987654321',
  email: 'cliente@exemplo.invalid',
  password: 'Senha@2024',
  acceptTermsAndConditions: true,
} as const;

const NON_CLIENT = {
  type: 'nonClient.submit',
  name: ' Ana Paula Souza ',
  email: 'ana@exemplo.invalid',
  cellphone: '21912345678',
  birthDate: '15/03/1990',
  document: '52998224725',
  password: 'Senha@2024',
  acceptTermsAndConditions: true,
  acceptSendMessage: false,
} as const;

describe('the register actors', () => {
  it.each(['recorded', 'failed'] as const)(
    'record the customer’s consent, then register (consent %s)',
    async (outcome) => {
      const log: Log = [];
      const { actor, api } = start(MACHINES.default, log, recorder(log, outcome));
      actor.send({ type: 'cpf.submit', cpf: '00000000191' });
      await waitFor(actor, (s) => s.matches('question'));
      actor.send({
        type: 'answer.submit',
        mothersFirstName: 'MARIA',
        birthdayDay: '15',
        birthdayYear: '1980',
      });
      await waitFor(actor, (s) => s.matches('finish'));
      actor.send(FINISH);
      await waitFor(actor, (s) => s.matches('activation'));

      const payload = vi.mocked(api.register).mock.calls[0]?.[1];
      expect(log).toEqual([
        'token',
        'question',
        'answer',
        { form: 'customer', payload },
        'register',
      ]);
      // The customer's redirect URI is the stored one: only the non-customer's is rewritten.
      expect(payload?.redirectUri).toBe('https://app.exemplo.invalid/voltar');
    },
  );

  it.each(['recorded', 'failed'] as const)(
    'rewrite the non-customer’s redirect URI, record the consent, then sign up (consent %s)',
    async (outcome) => {
      const log: Log = [];
      const { actor, api } = start(MACHINES.digital, log, recorder(log, outcome));
      actor.send(NON_CLIENT);
      await waitFor(actor, (s) => s.matches('activation'));

      const payload = vi.mocked(api.registerNonClient).mock.calls[0]?.[0];
      expect(payload?.redirectUri).toBe('https://novo.exemplo.invalid/voltar');
      expect(log).toEqual([{ form: 'digital', payload }, 'nonClient']);
    },
  );

  it('resend the non-customer’s e-mail without a token, for the CPF typed in the form', async () => {
    const log: Log = [];
    const { actor, api } = start(MACHINES.digital, log, recorder(log));
    actor.send(NON_CLIENT);
    await waitFor(actor, (s) => s.matches('activation'));
    actor.send({ type: 'resend.request' });
    await waitFor(actor, (s) => s.hasTag('resent'));

    expect(vi.mocked(api.resendEmail).mock.calls).toEqual([
      [
        undefined,
        {
          document: '52998224725',
          redirectUri: 'https://app.exemplo.invalid/voltar',
          recaptchaResponse: 'sandbox-captcha-ok',
          clientId: 'acerto',
        },
      ],
    ]);
  });

  it('leave for the digital sign-up through the navigation service on CLIENT_NOT_FOUND', async () => {
    const log: Log = [];
    const { actor, api, navigation } = start(MACHINES.default, log, recorder(log));
    vi.mocked(api.requestToken).mockResolvedValueOnce({ status: 'CLIENT_NOT_FOUND' });
    actor.send({ type: 'cpf.submit', cpf: '52998224725' });
    await waitFor(actor, (s) => s.hasTag('leavesPage'));
    // Issue 27: the CPF goes along, so the sign-up form need not ask it again.
    expect(navigation.goToDigitalSignUp.mock.calls).toEqual([[{ cpf: '52998224725' }]]);
  });

  it('refuse the resend when the stored e-mail fails the forms’ e-mail rule', async () => {
    const log: Log = [];
    const { actor, api } = start(MACHINES.digital, log, recorder(log));
    actor.send({ ...NON_CLIENT, email: 'ana@' });
    await waitFor(actor, (s) => s.matches('activation'));
    actor.send({ type: 'resend.request' });
    expect(actor.getSnapshot().value).toEqual({ activation: 'sent' });
    expect(api.resendEmail).not.toHaveBeenCalled();
  });
});

describe('a machine run without its implementations', () => {
  it.each([
    ['the navigation (goToDigitalSignUp)', 'goToDigitalSignUp'],
    ['the e-mail rule (isEmailValid)', 'isEmailValid'],
  ])('fails loudly when %s is missing', async (_, name) => {
    const machine = name === 'goToDigitalSignUp' ? MACHINES.default : MACHINES.digital;
    const actor = createActor(
      machine.provide({
        actors: {
          captcha: fromPromise<string, CaptchaInput>(() => Promise.resolve('ok')),
          requestToken: fromPromise<TokenResponse, TokenInput>(() =>
            Promise.resolve({ status: 'CLIENT_NOT_FOUND' }),
          ),
          registerNonClient: fromPromise<ApiResponse, NonClientInput>(() =>
            Promise.resolve({ status: 'SUCCESS' }),
          ),
        },
      }),
      { input: { clientId: '', redirectUri: '' } },
    );
    const failure = new Promise<unknown>((resolve) => {
      actor.subscribe({ error: resolve });
    });
    actor.start();
    if (name === 'goToDigitalSignUp') actor.send({ type: 'cpf.submit', cpf: '52998224725' });
    else {
      actor.send(NON_CLIENT);
      await waitFor(actor, (s) => s.matches('activation'));
      actor.send({ type: 'resend.request' });
    }
    expect(String(await failure)).toContain(`'${name}' must be supplied`);
  });
});
