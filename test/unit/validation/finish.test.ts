import { describe, expect, it } from 'vitest';
import {
  finishSchema,
  finishInitialValues,
  type FinishValues,
} from '../../../src/validation/finish.ts';
import { formErrors } from './form-errors.ts';

const filled: FinishValues = {
  nickname: '',
  cellphone: '11987654321',
  email: 'ana@exemplo.com',
  confirmEmail: 'ana@exemplo.com',
  password: 'abcd123@',
  confirmPassword: 'abcd123@',
  acceptTermsAndConditions: true,
};

const perField = finishSchema({ requiredMessages: 'perField' });
const single = finishSchema({ requiredMessages: 'single' });

describe('finish rules (default variant: a message per field)', () => {
  it('accepts a filled form', async () => {
    expect(await formErrors(perField, { ...filled })).toEqual({});
  });

  it('names each empty field', async () => {
    expect(await formErrors(perField, { ...finishInitialValues })).toEqual({
      cellphone: 'Preencha o campo (Celular).',
      email: 'Preencha o campo (E-mail).',
      confirmEmail: 'Endereço de e-mail inválido. (Confirme seu e-mail)',
      password: 'Preencha o campo (Senha).',
      confirmPassword: 'Preencha o campo (Confirmar Senha).',
      acceptTermsAndConditions:
        'É necessário concordar com os termos e condições para se cadastrar.',
    });
  });

  it('requires the terms to be accepted', async () => {
    expect(await formErrors(perField, { ...filled, acceptTermsAndConditions: false })).toEqual({
      acceptTermsAndConditions:
        'É necessário concordar com os termos e condições para se cadastrar.',
    });
  });

  it('checks the e-mails, their equality and the passwords', async () => {
    expect(
      await formErrors(perField, {
        ...filled,
        email: 'ana@exemplo',
        confirmEmail: 'ana@exemplo.org',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgi',
      }),
    ).toEqual({
      email: 'Endereço de e-mail inválido.',
      confirmEmail:
        "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
      password:
        'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!',
      confirmPassword: 'As senhas não coincidem. Digite sua senha novamente.',
    });
  });
});

describe('finish rules (refi and earliest variants: one message)', () => {
  it("says 'Prencha todos os campos.' for every empty required field, spelling included", async () => {
    const errors = await formErrors(single, { ...finishInitialValues });
    expect(errors.cellphone).toBe('Prencha todos os campos.');
    expect(errors.email).toBe('Prencha todos os campos.');
    expect(errors.password).toBe('Prencha todos os campos.');
    expect(errors.confirmPassword).toBe('Prencha todos os campos.');
  });

  it('keeps the other rules', async () => {
    expect(await formErrors(single, { ...filled, email: 'ana' })).toEqual({
      email: 'Endereço de e-mail inválido.',
      confirmEmail:
        "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
    });
  });
});
