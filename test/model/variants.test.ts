import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry.ts';
import type { TokenResponse } from '../../machines/shared/api.ts';
import type { RegistrationInput } from '../../machines/shared/registration.types.ts';
import { startMachine, type Driver } from '../support/paths/harness.ts';
import {
  CUSTOMER_CPF,
  TOKEN,
  customerForm,
  nonCustomerForm,
  reachCustomerForm,
  reachQuestion,
  submitCpf,
  tokenAnswers,
} from '../support/paths/journeys.ts';

/**
 * What each variant does differently (spec sections 3, 4 and 8), as a customer or QA would check
 * it. Expected values are written out: message ids (the Portuguese text is in the test name),
 * payloads field by field.
 */

const NOTHING_STORED: RegistrationInput = { clientId: '', redirectUri: '' };
const REFI_STORED: RegistrationInput = {
  clientId: 'refi-digital',
  redirectUri: 'https://refi.example.com.br/retorno',
};

describe('default variant', () => {
  it("CPF not found: shows 'Cliente não encontrado.' and goes to the digital sign-up (issue 13.4)", async () => {
    const driver = startMachine(MACHINES.default, NOTHING_STORED);
    const emitted: unknown[] = [];
    driver.actor.on('notice', (event) => emitted.push(event));
    await tokenAnswers(driver, { status: 'CLIENT_NOT_FOUND' });
    const snapshot = driver.actor.getSnapshot();
    expect(snapshot.value).toBe('signUpRedirect');
    expect(snapshot.hasTag('leavesPage')).toBe(true);
    expect(driver.goToDigitalSignUp).toHaveBeenCalledTimes(1);
    expect(driver.shown()).toEqual([{ id: 'client.notFound', severity: 'error' }]);
    // The toasts hear of it, as the card that would show it is about to go.
    expect(emitted).toEqual([
      {
        type: 'notice',
        notice: { id: 'client.notFound', severity: 'error', seq: 1 },
        startsBatch: true,
      },
    ]);
  });

  it("insufficient data: one warning 'Cliente não encontrado ou dados insuficientes.', no support hint", async () => {
    const driver = startMachine(MACHINES.default, NOTHING_STORED);
    await tokenAnswers(driver, { status: 'INSUFFICIENT_CLIENT_DATA' });
    expect(driver.actor.getSnapshot().value).toEqual({ cpf: 'editing' });
    expect(driver.shown()).toEqual([{ id: 'client.insufficientData', severity: 'warning' }]);
    expect(driver.goToDigitalSignUp).not.toHaveBeenCalled();
  });
});

describe('refi variant', () => {
  it("CPF not found: shows 'Cliente não encontrado.' and goes to the digital sign-up", async () => {
    const driver = startMachine(MACHINES.refi, REFI_STORED);
    await tokenAnswers(driver, { status: 'CLIENT_NOT_FOUND' });
    const snapshot = driver.actor.getSnapshot();
    expect(snapshot.value).toBe('signUpRedirect');
    expect(driver.shown()).toEqual([{ id: 'client.notFound', severity: 'error' }]);
    expect(driver.goToDigitalSignUp).toHaveBeenCalledTimes(1);
    // The message is already there when the app navigates, so the app can carry it along.
    const [args] = driver.goToDigitalSignUp.mock.calls[0] ?? [];
    expect(args?.context.notices.map(({ id }) => id)).toEqual(['client.notFound']);
  });

  it('insufficient data: two warnings, the second with the support contacts', async () => {
    const driver = startMachine(MACHINES.refi, REFI_STORED);
    const batches: boolean[] = [];
    driver.actor.on('notice', ({ startsBatch }) => batches.push(startsBatch));
    await tokenAnswers(driver, { status: 'INSUFFICIENT_CLIENT_DATA' });
    // One batch of two toasts: the support hint joins the first warning.
    expect(batches).toEqual([true, false]);
    expect(driver.actor.getSnapshot().value).toEqual({ cpf: 'editing' });
    expect(driver.shown()).toEqual([
      { id: 'client.insufficientData', severity: 'warning' },
      { id: 'client.insufficientDataSupport', severity: 'warning' },
    ]);
    expect(driver.goToDigitalSignUp).not.toHaveBeenCalled();
  });

  it('a new CPF clears both warnings', async () => {
    const driver = startMachine(MACHINES.refi, REFI_STORED);
    await tokenAnswers(driver, { status: 'INSUFFICIENT_CLIENT_DATA' });
    await submitCpf(driver);
    expect(driver.shown()).toEqual([]);
  });

  it("already registered: 'Esse CPF já possui cadastro no Portal ...'", async () => {
    const driver = startMachine(MACHINES.refi, REFI_STORED);
    await tokenAnswers(driver, {
      status: 'INVALID_CLIENT_STATUS',
      messages: ['Client status: REGISTERED'],
    });
    expect(driver.shown()).toEqual([{ id: 'client.registered', severity: 'error' }]);
  });
});

const FIRST_ACCESS_VARIANTS = [
  {
    variant: 'blocks',
    machine: MACHINES.blocks,
    stored: { clientId: 'blocks', redirectUri: 'https://blocks.example.com.br/retorno' },
  },
  {
    variant: 'meu-financiamento',
    machine: MACHINES['meu-financiamento'],
    stored: {
      clientId: 'meu-financiamento',
      redirectUri: 'https://meufinanciamento.example.com.br/retorno',
    },
  },
];

for (const { variant, machine, stored } of FIRST_ACCESS_VARIANTS) {
  describe(`${variant} variant`, () => {
    async function reachNonCustomerForm(input: RegistrationInput = stored) {
      const driver = startMachine(machine, input);
      await tokenAnswers(driver, { status: 'CLIENT_NOT_FOUND' });
      return driver;
    }

    it('CPF not found: straight to password creation as a non-customer, no navigation', async () => {
      const driver = await reachNonCustomerForm();
      expect(driver.actor.getSnapshot().value).toEqual({ nonClientPassword: 'editing' });
      expect(driver.shown()).toEqual([{ id: 'client.notFound', severity: 'info' }]);
      expect(driver.goToDigitalSignUp).not.toHaveBeenCalled();
    });

    it.each(['Client status: REGISTERED', 'Situação do cliente: registered'])(
      "already registered (%j): 'CPF já cadastrado no sistema.'",
      async (message) => {
        const driver = startMachine(machine, stored);
        await tokenAnswers(driver, { status: 'INVALID_CLIENT_STATUS', messages: [message] });
        expect(driver.actor.getSnapshot().value).toEqual({ firstAccess: 'editing' });
        expect(driver.shown()).toEqual([{ id: 'client.registeredBlocks', severity: 'error' }]);
      },
    );

    it("customer form, USER_ALREADY_EXISTS as status or 409 body: 'CPF já cadastrado no sistema.'", async () => {
      const driver = startMachine(machine, stored);
      await reachCustomerForm(driver);
      await driver.send(customerForm({ nickname: 'Aninha' }));
      await driver.answer('register', { status: 'USER_ALREADY_EXISTS' });
      expect(driver.actor.getSnapshot().value).toEqual({ createPassword: 'editing' });
      expect(driver.shown()).toEqual([{ id: 'client.registeredBlocks', severity: 'error' }]);

      await driver.send(customerForm({ nickname: 'Aninha' }));
      await driver.fail('register', {
        kind: 'http',
        httpStatus: 409,
        status: 'USER_ALREADY_EXISTS',
        spanId: 'span-409',
      });
      expect(driver.shown()).toEqual([
        { id: 'client.registeredBlocks', severity: 'error', spanId: 'span-409' },
      ]);
    });

    it("non-customer form, USER_ALREADY_EXISTS as status or 409 body: 'CPF já cadastrado no sistema.'", async () => {
      const driver = await reachNonCustomerForm();
      await driver.send(nonCustomerForm({ nickname: 'Paulinha' }));
      await driver.answer('registerNonClient', { status: 'USER_ALREADY_EXISTS' });
      expect(driver.actor.getSnapshot().value).toEqual({ nonClientPassword: 'editing' });
      expect(driver.shown()).toEqual([{ id: 'client.registeredBlocks', severity: 'error' }]);

      await driver.send(nonCustomerForm({ nickname: 'Paulinha' }));
      await driver.fail('registerNonClient', {
        kind: 'http',
        httpStatus: 409,
        status: 'USER_ALREADY_EXISTS',
      });
      expect(driver.shown()).toEqual([{ id: 'client.registeredBlocks', severity: 'error' }]);
    });

    it('the customer register payload carries the nickname', async () => {
      const driver = startMachine(machine, stored);
      await reachCustomerForm(driver);
      await driver.send(customerForm({ nickname: 'Aninha' }));
      expect(driver.fakes.pending('register').map(({ input }) => input)).toStrictEqual([
        {
          token: TOKEN,
          payload: {
            acceptNotifications: true,
            acceptTermsAndConditions: true,
            cellphone: '11987654321',
            email: 'ana.souza@example.com.br',
            password: 'Senha@123',
            redirectUri: stored.redirectUri,
            clientId: stored.clientId,
            nickname: 'Aninha',
          },
        },
      ]);
    });

    it.each([true, false])(
      'the non-customer payload: name trimmed, birth date as a timestamp, consent %s as given, nickname',
      async (acceptSendMessage) => {
        const driver = await reachNonCustomerForm();
        await driver.send(nonCustomerForm({ acceptSendMessage, nickname: 'Paulinha' }));
        expect(driver.fakes.pending('registerNonClient').map(({ input }) => input)).toStrictEqual([
          {
            payload: {
              name: 'Ana Paula Souza',
              email: 'ana.paula@example.com.br',
              cellphone: '11912345678',
              birthDate: 637_459_200_000, // 15/03/1990 at 00:00 UTC
              document: '11144477735',
              password: 'Senha@456',
              redirectUri: stored.redirectUri,
              clientId: stored.clientId,
              acceptSendMessage,
              nickname: 'Paulinha',
            },
          },
        ]);
      },
    );

    it("the non-customer payload sends 'refi-digital' when no client id is stored", async () => {
      const driver = await reachNonCustomerForm(NOTHING_STORED);
      await driver.send(nonCustomerForm({ birthDate: '29/02/2000', nickname: 'Paulinha' }));
      const [call] = driver.fakes.pending('registerNonClient');
      expect(call?.input).toMatchObject({
        payload: { clientId: 'refi-digital', redirectUri: '', birthDate: 951_782_400_000 },
      });
    });

    it('the non-customer activation step resends without a token, for the CPF of first access (issue 13.6)', async () => {
      const driver = await reachNonCustomerForm();
      await driver.send(nonCustomerForm({ nickname: 'Paulinha', document: CUSTOMER_CPF }));
      await driver.answer('registerNonClient', { status: 'SUCCESS' });
      expect(driver.actor.getSnapshot().value).toEqual({ activation: 'sent' });
      expect(driver.actor.getSnapshot().context.email).toBe('ana.paula@example.com.br');

      await driver.send({ type: 'resend.request' });
      expect(driver.fakes.pending('resendCaptcha').map(({ input }) => input)).toEqual([
        { action: 'resend' },
      ]);
      await driver.answer('resendCaptcha', 'captcha-resend');
      expect(driver.fakes.pending('resendEmail').map(({ input }) => input)).toStrictEqual([
        {
          token: undefined,
          payload: {
            document: CUSTOMER_CPF,
            redirectUri: stored.redirectUri,
            recaptchaResponse: 'captcha-resend',
            clientId: 'acerto',
          },
        },
      ]);
      await driver.answer('resendEmail', { status: 'SUCCESS' });
      expect(driver.actor.getSnapshot().hasTag('resent')).toBe(true);
    });

    it('the customer activation step does offer the resend', async () => {
      const driver = startMachine(machine, stored);
      await reachCustomerForm(driver);
      await driver.send(customerForm({ nickname: 'Aninha' }));
      await driver.answer('register', { status: 'SUCCESS' });
      expect(driver.actor.getSnapshot().value).toEqual({ activation: 'sent' });
      expect(driver.actor.getSnapshot().can({ type: 'resend.request' })).toBe(true);
    });
  });
}

describe('digital variant', () => {
  it.each<[string, (driver: Driver) => Promise<unknown>]>([
    [
      'an unknown status',
      (driver) =>
        driver.answer('registerNonClient', { status: 'UNEXPECTED_STATUS', spanId: 'span-1' }),
    ],
    [
      'a network failure',
      (driver) => driver.fail('registerNonClient', { kind: 'network', spanId: 'span-1' }),
    ],
    [
      'a timeout',
      (driver) => driver.fail('registerNonClient', { kind: 'timeout', spanId: 'span-1' }),
    ],
    [
      'an HTTP 500',
      (driver) =>
        driver.fail('registerNonClient', { kind: 'http', httpStatus: 500, spanId: 'span-1' }),
    ],
  ])(
    "%s: 'Não foi possível realizar o cadastro.' and the warning to call the relationship centre",
    async (_, outcome) => {
      const driver = startMachine(MACHINES.digital, NOTHING_STORED);
      await driver.send(nonCustomerForm());
      await outcome(driver);
      expect(driver.actor.getSnapshot().value).toEqual({ signUp: 'editing' });
      expect(driver.shown()).toEqual([
        { id: 'register.failed', severity: 'error', spanId: 'span-1' },
        { id: 'register.contactSupport', severity: 'warning' },
      ]);
    },
  );

  it("USER_ALREADY_EXISTS as status or 409 body: 'Esse CPF já possui cadastro no Portal ...'", async () => {
    const driver = startMachine(MACHINES.digital, NOTHING_STORED);
    await driver.send(nonCustomerForm());
    await driver.answer('registerNonClient', { status: 'USER_ALREADY_EXISTS' });
    expect(driver.shown()).toEqual([{ id: 'client.registered', severity: 'error' }]);

    await driver.send(nonCustomerForm());
    await driver.fail('registerNonClient', {
      kind: 'http',
      httpStatus: 409,
      status: 'USER_ALREADY_EXISTS',
      spanId: 'span-409',
    });
    expect(driver.shown()).toEqual([
      { id: 'client.registered', severity: 'error', spanId: 'span-409' },
    ]);
  });

  it("EMAIL_ALREADY_IN_USE: 'Não foi possível registrar o usuário pois o e-mail já está em uso.'", async () => {
    const driver = startMachine(MACHINES.digital, NOTHING_STORED);
    await driver.send(nonCustomerForm());
    await driver.answer('registerNonClient', { status: 'EMAIL_ALREADY_IN_USE' });
    expect(driver.actor.getSnapshot().value).toEqual({ signUp: 'editing' });
    expect(driver.shown()).toEqual([{ id: 'register.emailInUse', severity: 'error' }]);
  });

  it('sending the form again clears both messages and makes one new call', async () => {
    const driver = startMachine(MACHINES.digital, NOTHING_STORED);
    await driver.send(nonCustomerForm());
    await driver.fail('registerNonClient', { kind: 'network' });
    await driver.send(nonCustomerForm());
    await driver.send(nonCustomerForm());
    expect(driver.shown()).toEqual([]);
    expect(driver.fakes.calls).toHaveLength(2);
    expect(driver.fakes.pending('registerNonClient')).toHaveLength(1);
  });

  it.each<[string, string, RegistrationInput]>([
    ['nothing stored', 'refi-digital', NOTHING_STORED],
    [
      'pagbem stored',
      'pagbem',
      { clientId: 'pagbem', redirectUri: 'https://pagbem.example.com.br/retorno' },
    ],
  ])('with %s, the payload sends clientId %s and no nickname', async (_, clientId, stored) => {
    const driver = startMachine(MACHINES.digital, stored);
    await driver.send(nonCustomerForm({ acceptSendMessage: false }));
    expect(driver.fakes.pending('registerNonClient').map(({ input }) => input)).toStrictEqual([
      {
        payload: {
          name: 'Ana Paula Souza',
          email: 'ana.paula@example.com.br',
          cellphone: '11912345678',
          birthDate: 637_459_200_000, // 15/03/1990 at 00:00 UTC
          document: '11144477735',
          password: 'Senha@456',
          redirectUri: stored.redirectUri,
          clientId,
          acceptSendMessage: false,
        },
      },
    ]);
  });

  it('SUCCESS opens the activation step, whose resend goes without a token for the typed CPF (issue 13.6)', async () => {
    const driver = startMachine(MACHINES.digital, NOTHING_STORED);
    await driver.send(nonCustomerForm());
    await driver.answer('registerNonClient', { status: 'SUCCESS' });
    expect(driver.actor.getSnapshot().value).toEqual({ activation: 'sent' });

    await driver.send({ type: 'resend.request' });
    await driver.answer('resendCaptcha', 'captcha-resend');
    expect(driver.fakes.pending('resendEmail').map(({ input }) => input)).toStrictEqual([
      {
        token: undefined,
        payload: {
          document: '11144477735',
          redirectUri: '',
          recaptchaResponse: 'captcha-resend',
          clientId: 'acerto',
        },
      },
    ]);
    await driver.answer('resendEmail', { status: 'TOKEN_ERROR' });
    expect(driver.actor.getSnapshot().value).toEqual({ activation: 'sent' });
    expect(driver.shown()).toEqual([{ id: 'access.blocked', severity: 'error' }]);
  });
});

/** The customer variants: the CPF step, the question and the activation step they share. */
const CUSTOMER_VARIANTS = [
  { variant: 'default', machine: MACHINES.default, stored: NOTHING_STORED, cpfStep: 'cpf' },
  { variant: 'refi', machine: MACHINES.refi, stored: REFI_STORED, cpfStep: 'cpf' },
  {
    variant: 'blocks',
    machine: MACHINES.blocks,
    stored: { clientId: 'blocks', redirectUri: '' },
    cpfStep: 'firstAccess',
  },
] as const;

for (const { variant, machine, stored, cpfStep } of CUSTOMER_VARIANTS) {
  describe(`${variant} variant: the token answer (spec 4.2, issue 13.1)`, () => {
    it.each(['SUCCESS', 'REGISTRATION_ALLOWED', 'UNEXPECTED_STATUS'])(
      '%s with a token: keeps the token and fetches the question with it',
      async (status) => {
        const driver = startMachine(machine, stored);
        await tokenAnswers(driver, { status, token: 'token-new' });
        expect(driver.actor.getSnapshot().value).toEqual({ [cpfStep]: 'fetchingQuestion' });
        expect(driver.fakes.pending('fetchQuestion').map(({ input }) => input)).toEqual([
          { token: 'token-new' },
        ]);
        await driver.answer('fetchQuestion', {
          status: 'SUCCESS',
          question: { motherNames: ['MARIA'] },
        });
        expect(driver.actor.getSnapshot().value).toEqual({ question: 'editing' });
        expect(driver.shown()).toEqual([]);
      },
    );

    it.each<[string, TokenResponse]>([
      ['SUCCESS', { status: 'SUCCESS' }],
      ['SUCCESS with an empty token', { status: 'SUCCESS', token: '' }],
      ['an unlisted status', { status: 'UNEXPECTED_STATUS', spanId: 'span-7' }],
    ])(
      "%s without a token: stays on the CPF step with 'Ocorreu um erro. Tente novamente mais tarde.'",
      async (_, output) => {
        const driver = startMachine(machine, stored);
        await tokenAnswers(driver, output);
        expect(driver.actor.getSnapshot().value).toEqual({ [cpfStep]: 'editing' });
        expect(driver.notices().map(({ id, severity }) => ({ id, severity }))).toEqual([
          { id: 'step.failed', severity: 'error' },
        ]);
        expect(driver.fakes.pending('fetchQuestion')).toEqual([]);
      },
    );

    it('INVALID_CLIENT_STATUS with a client status the spec does not name: the generic message, even with a token', async () => {
      const driver = startMachine(machine, stored);
      await tokenAnswers(driver, {
        status: 'INVALID_CLIENT_STATUS',
        messages: ['Client status: ARCHIVED'],
        token: 'token-new',
      });
      expect(driver.actor.getSnapshot().value).toEqual({ [cpfStep]: 'editing' });
      expect(driver.shown()).toEqual([{ id: 'step.failed', severity: 'error' }]);
    });

    it("HTTP 429 is a failure like any other: 'Ocorreu um erro. Tente novamente mais tarde.' (issue 13.3)", async () => {
      const driver = startMachine(machine, stored);
      await submitCpf(driver);
      await driver.fail('requestToken', {
        kind: 'http',
        httpStatus: 429,
        status: 'TOO_MANY_REQUESTS',
        spanId: 'span-429',
      });
      expect(driver.actor.getSnapshot().value).toEqual({ [cpfStep]: 'editing' });
      expect(driver.shown()).toEqual([
        { id: 'step.failed', severity: 'error', spanId: 'span-429' },
      ]);
    });
  });

  describe(`${variant} variant: TOKEN_ERROR keeps the customer on the step (spec 4.3, 4.5, issue 13.2)`, () => {
    it('on the answer: the question step, blocked (issue 27: no answer goes again), with the blocked-access message', async () => {
      const driver = startMachine(machine, stored);
      await reachQuestion(driver);
      await driver.send({
        type: 'answer.submit',
        birthdayDay: '7',
        birthdayYear: '1980',
        mothersFirstName: 'ANA',
      });
      await driver.answer('submitAnswer', { status: 'TOKEN_ERROR', spanId: 'span-te' });
      const snapshot = driver.actor.getSnapshot();
      expect(snapshot.value).toEqual({ question: 'blocked' });
      expect(snapshot.hasTag('blocked')).toBe(true);
      expect(snapshot.status).toBe('active');
      expect(driver.shown()).toEqual([
        { id: 'access.blocked', severity: 'error', spanId: 'span-te' },
      ]);
      // The revoked token is not sent again, and the message stays.
      await driver.send({
        type: 'answer.submit',
        birthdayDay: '15',
        birthdayYear: '1980',
        mothersFirstName: 'MARIA',
      });
      expect(driver.fakes.pending('submitAnswer')).toEqual([]);
      expect(driver.actor.getSnapshot().value).toEqual({ question: 'blocked' });
      expect(driver.actor.getSnapshot().context.notices.map(({ id }) => id)).toEqual([
        'access.blocked',
      ]);
    });

    it('on the resend: the activation step, with the blocked-access message', async () => {
      const driver = startMachine(machine, stored);
      await reachCustomerForm(driver);
      await driver.send(customerForm());
      await driver.answer('register', { status: 'SUCCESS' });
      await driver.send({ type: 'resend.request' });
      await driver.answer('resendCaptcha', 'captcha-resend');
      expect(driver.fakes.pending('resendEmail').map(({ input }) => input)).toMatchObject([
        { token: TOKEN },
      ]);
      await driver.answer('resendEmail', { status: 'TOKEN_ERROR' });
      const snapshot = driver.actor.getSnapshot();
      expect(snapshot.value).toEqual({ activation: 'sent' });
      expect(snapshot.context.email).toBe('ana.souza@example.com.br');
      expect(driver.shown()).toEqual([{ id: 'access.blocked', severity: 'error' }]);
    });

    it("HTTP 429 on the resend: the step's generic 'Não foi possível enviar o e-mail, ...' (issue 13.3)", async () => {
      const driver = startMachine(machine, stored);
      await reachCustomerForm(driver);
      await driver.send(customerForm());
      await driver.answer('register', { status: 'SUCCESS' });
      await driver.send({ type: 'resend.request' });
      await driver.answer('resendCaptcha', 'captcha-resend');
      await driver.fail('resendEmail', { kind: 'http', httpStatus: 429 });
      expect(driver.actor.getSnapshot().value).toEqual({ activation: 'sent' });
      expect(driver.shown()).toEqual([{ id: 'resend.failed', severity: 'error' }]);
    });
  });
}
