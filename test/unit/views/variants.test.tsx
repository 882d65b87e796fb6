// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createActor } from 'xstate';
import { MACHINES } from '../../../machines/index.ts';
import type {
  RegistrationActorRef,
  RegistrationStep,
} from '../../../src/registration/registration-actor.ts';
import {
  VALID_CPF,
  answerQuestion,
  createFakes,
  field,
  renderRegisterCard,
  submitFirstAccess,
  termsCheckbox,
} from './register-card-harness.tsx';

afterEach(cleanup);

const input = { clientId: '', redirectUri: '' };

describe('view binding', () => {
  it("takes an actor of every variant's machine", () => {
    expectTypeOf(createActor(MACHINES.default, { input })).toExtend<RegistrationActorRef>();
    expectTypeOf(createActor(MACHINES.refi, { input })).toExtend<RegistrationActorRef>();
    expectTypeOf(createActor(MACHINES.digital, { input })).toExtend<RegistrationActorRef>();
    expectTypeOf(createActor(MACHINES.blocks, { input })).toExtend<RegistrationActorRef>();
    expectTypeOf(
      createActor(MACHINES['meu-financiamento'], { input }),
    ).toExtend<RegistrationActorRef>();
    expectTypeOf(
      createActor(MACHINES.blocks.provide({}), { input }),
    ).toExtend<RegistrationActorRef>();
  });

  it('has a step for every top-level state of every machine, and no other', () => {
    expectTypeOf<RegistrationStep>().toEqualTypeOf<
      | 'cpf'
      | 'firstAccess'
      | 'question'
      | 'finish'
      | 'createPassword'
      | 'nonClientPassword'
      | 'signUp'
      | 'activation'
      | 'signUpRedirect'
    >();
    const states = new Set(
      Object.values(MACHINES).flatMap((machine) => Object.keys(machine.config.states ?? {})),
    );
    expect(states).toEqual(
      new Set([
        'cpf',
        'firstAccess',
        'question',
        'finish',
        'createPassword',
        'nonClientPassword',
        'signUp',
        'activation',
        'signUpRedirect',
      ]),
    );
  });
});

// Each test walks a real machine through several steps in happy-dom: give it room on a busy CI.
describe("each variant's first step", () => {
  it.each([
    ['default', 'Faça seu cadastro!', 'OK'],
    ['refi', 'Faça seu cadastro!', 'OK'],
    ['blocks', 'Faça seu cadastro!', 'Começar'],
    ['meu-financiamento', 'Financiamento Exemplo primeiro Acesso', 'Começar'],
  ] as const)('%s: heading %s, button %s', (machine, heading, button) => {
    renderRegisterCard(createFakes(), { machine });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: heading }));
    expect(screen.getByRole('textbox', { name: 'CPF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it('digital: the non-customer form, CPF included', () => {
    renderRegisterCard(createFakes(), { machine: 'digital' });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Faça seu cadastro!' }),
    );
    expect(field('Nome')).toBeTruthy();
    expect(field('CPF').readOnly).toBe(false);
  });

  it('default and refi ask for no terms before the CPF', () => {
    renderRegisterCard(createFakes(), { machine: 'refi' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('blocks first access', () => {
  it('needs the terms accepted before the CPF is sent', async () => {
    const harness = renderRegisterCard(createFakes(), { machine: 'blocks' });
    const { user, fakes } = harness;
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), VALID_CPF);
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    const message = await screen.findByText(
      'É necessário concordar com os termos e condições para se cadastrar.',
    );
    expect(message.getAttribute('role')).toBe('alert');
    expect(termsCheckbox().getAttribute('aria-describedby')).toBe(message.id);
    expect(fakes.captcha).not.toHaveBeenCalled();

    await user.click(termsCheckbox());
    await waitFor(() => {
      expect(screen.queryByText(message.textContent)).toBeNull();
    });
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Verificação dos dados' });
    expect(harness.sent).toEqual([{ type: 'cpf.submit', cpf: VALID_CPF }]);
  });

  it('links the terms of use from the checkbox, in a new tab', () => {
    renderRegisterCard(createFakes(), { machine: 'blocks' });
    const terms = screen.getByRole('link', { name: /^termos de uso/ });
    expect(terms.getAttribute('href')).toBe('/termos-de-uso');
    expect(terms.getAttribute('target')).toBe('_blank');
  });
});

describe('blocks password creation (customer)', () => {
  async function reachCreatePassword(machine: 'blocks' | 'meu-financiamento' = 'blocks') {
    const harness = renderRegisterCard(createFakes(), { machine });
    await submitFirstAccess(harness);
    await answerQuestion(harness);
    return harness;
  }

  it('trims and lower-cases the e-mails as they are typed', async () => {
    const { user } = await reachCreatePassword();
    await user.type(field('E-mail'), '  Ana@Exemplo.COM ');
    await user.type(field('Confirme seu e-mail'), ' ANA@exemplo.com  ');
    expect(field('E-mail').value).toBe('ana@exemplo.com');
    expect(field('Confirme seu e-mail').value).toBe('ana@exemplo.com');
  });

  it('asks for a nickname, by name, and sends it', async () => {
    const harness = await reachCreatePassword('meu-financiamento');
    const { user, fakes } = harness;
    await user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    expect(await screen.findByText('Preencha o campo (Apelido).')).toBeTruthy();
    expect(field('Apelido').getAttribute('autocomplete')).toBe('nickname');

    await user.type(field('Apelido'), 'Aninha');
    await user.type(field('Celular'), '11987654321');
    await user.type(field('E-mail'), 'ana@exemplo.com');
    await user.type(field('Confirme seu e-mail'), 'ana@exemplo.com');
    await user.type(field('Senha'), 'abcd123@');
    await user.type(field('Confirmar Senha'), 'abcd123@');
    await user.click(termsCheckbox());
    await user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    expect(harness.sent.at(-1)).toEqual({
      type: 'register.submit',
      nickname: 'Aninha',
      cellphone: '11987654321',
      email: 'ana@exemplo.com',
      password: 'abcd123@',
      acceptTermsAndConditions: true,
    });
    expect(fakes.register.mock.calls[0]?.[0].payload.nickname).toBe('Aninha');
    // A customer's activation can be sent again.
    expect(screen.getByRole('button', { name: 'REENVIAR EMAIL' })).toBeTruthy();
  });

  it('keeps the default variant without a nickname and its e-mails untrimmed', async () => {
    const harness = renderRegisterCard();
    await harness.user.type(screen.getByRole('textbox', { name: 'CPF' }), VALID_CPF);
    await harness.user.click(screen.getByRole('button', { name: 'OK' }));
    await answerQuestion(harness);
    expect(screen.queryByLabelText('Apelido')).toBeNull();
    await harness.user.type(field('E-mail'), ' Ana');
    expect(field('E-mail').value).toBe(' ana');
  });
});

describe('blocks CLIENT_NOT_FOUND', () => {
  async function reachNonClientPassword() {
    const fakes = createFakes();
    fakes.requestToken.mockResolvedValue({ status: 'CLIENT_NOT_FOUND' });
    const harness = renderRegisterCard(fakes, { machine: 'blocks' });
    await submitFirstAccess(harness);
    await screen.findByRole('heading', { level: 1, name: 'Para finalizar...' });
    return harness;
  }

  it('opens the non-customer form with the CPF given, a nickname and WhatsApp consent checked', async () => {
    await reachNonClientPassword();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Cliente não encontrado.');
    expect(alert.className).toContain('MuiAlert-colorInfo');
    expect(field('CPF').value).toBe('529.982.247-25');
    expect(field('CPF').readOnly).toBe(true);
    expect(field('Nome')).toBeTruthy();
    expect(field('Data de Nascimento')).toBeTruthy();
    expect(field('Apelido')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Aceito receber contato pelo WhatsApp.',
      }).checked,
    ).toBe(true);
  });

  it('signs up with the known CPF and the nickname; the activation step then offers the resend (issue 13.6)', async () => {
    const harness = await reachNonClientPassword();
    const { user, fakes } = harness;
    await user.type(field('Nome'), 'Ana Maria');
    await user.type(field('Apelido'), 'Aninha');
    await user.type(field('E-mail'), ' Ana@Exemplo.com');
    await user.type(field('Confirme seu e-mail'), 'ana@exemplo.com ');
    await user.type(field('Data de Nascimento'), '07031985');
    await user.type(field('Celular'), '11987654321');
    await user.type(field('Senha'), 'abcd123@');
    await user.type(field('Confirmar Senha'), 'abcd123@');
    await user.click(termsCheckbox());
    await user.click(screen.getByRole('button', { name: 'FINALIZAR CADASTRO' }));
    await screen.findByRole('heading', { name: 'Você está quase lá!' });
    expect(harness.sent.at(-1)).toEqual({
      type: 'nonClient.submit',
      name: 'Ana Maria',
      nickname: 'Aninha',
      email: 'ana@exemplo.com',
      cellphone: '11987654321',
      birthDate: '07/03/1985',
      document: VALID_CPF,
      password: 'abcd123@',
      acceptTermsAndConditions: true,
      acceptSendMessage: true,
    });
    expect(fakes.registerNonClient).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/ana@exemplo\.com/)).toBeTruthy();
    expect(screen.queryByText('E-mail enviado com sucesso!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'REENVIAR EMAIL' }));
    await screen.findByText('E-mail enviado com sucesso!');
    expect(fakes.resendEmail.mock.calls).toEqual([
      [
        {
          token: undefined,
          payload: {
            document: VALID_CPF,
            redirectUri: 'https://app.exemplo.invalid/',
            recaptchaResponse: 'captcha-ok',
            clientId: 'acerto',
          },
        },
      ],
    ]);
  });
});
