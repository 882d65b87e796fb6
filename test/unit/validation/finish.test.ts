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

describe('the finish form', () => {
  it('starts empty, with the terms unchecked', () => {
    expect(finishInitialValues).toEqual({
      nickname: '',
      cellphone: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
      acceptTermsAndConditions: false,
    });
  });
});

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

describe.each([
  ['default variant', perField, 'Preencha o campo (Celular).'],
  ['refi and earliest variants', single, 'Prencha todos os campos.'],
])('the cellphone in the %s', (_, schema, required) => {
  it.each(['119', '1198765432'])("takes '%s', incomplete, as not filled", async (cellphone) => {
    expect(await formErrors(schema, { ...filled, cellphone })).toEqual({ cellphone: required });
  });

  it.each([
    ['area code 20, which does not exist', '20987654321'],
    ['a number that is not a mobile one', '11887654321'],
  ])('refuses %s', async (__, cellphone) => {
    expect(await formErrors(schema, { ...filled, cellphone })).toEqual({
      cellphone: 'Preencha corretamente o campo (Celular).',
    });
  });
});

describe('the e-mail and password in the finish step', () => {
  it('refuses an address with two dots in a row', async () => {
    expect(
      await formErrors(perField, { ...filled, email: 'a@b..c', confirmEmail: 'a@b..c' }),
    ).toEqual({
      email: 'Endereço de e-mail inválido.',
      confirmEmail: 'Endereço de e-mail inválido. (Confirme seu e-mail)',
    });
  });

  it('counts an emoji as one character of the password', async () => {
    expect(
      await formErrors(perField, {
        ...filled,
        password: 'a1!😀😀😀',
        confirmPassword: 'a1!😀😀😀',
      }),
    ).toEqual({ password: 'A senha deve ter no mínimo 8 caracteres.' });
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

describe('finish rules (blocks variants: the nickname too)', () => {
  const blocks = finishSchema({ requiredMessages: 'perField', nickname: true });

  it('asks for the nickname, blanks not counting', async () => {
    expect(await formErrors(blocks, { ...filled, nickname: '' })).toEqual({
      nickname: 'Preencha o campo (Apelido).',
    });
    expect(await formErrors(blocks, { ...filled, nickname: '   ' })).toEqual({
      nickname: 'Preencha o campo (Apelido).',
    });
  });

  it('accepts a filled form with a nickname', async () => {
    expect(await formErrors(blocks, { ...filled, nickname: 'Aninha' })).toEqual({});
  });
});
