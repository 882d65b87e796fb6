import { describe, expect, it } from 'vitest';
import { birthDateText } from '../../../src/validation/birth-date.ts';
import { firstAccessSchema } from '../../../src/validation/cpf.ts';
import { normaliseEmail } from '../../../src/validation/email.ts';
import { finishInitialValues, finishSchema } from '../../../src/validation/finish.ts';
import { nicknameRule } from '../../../src/validation/name.ts';
import { object } from 'yup';
import { formErrors } from './form-errors.ts';

const TERMS = 'É necessário concordar com os termos e condições para se cadastrar.';

describe('first access (blocks variants)', () => {
  it('wants the terms accepted as well as a valid CPF', async () => {
    expect(
      await formErrors(firstAccessSchema, { cpf: '52998224725', acceptTermsAndConditions: false }),
    ).toEqual({ acceptTermsAndConditions: TERMS });
    expect(
      await formErrors(firstAccessSchema, { cpf: '', acceptTermsAndConditions: true }),
    ).toEqual({ cpf: 'Informe um CPF.' });
    expect(
      await formErrors(firstAccessSchema, { cpf: '52998224725', acceptTermsAndConditions: true }),
    ).toEqual({});
  });
});

describe('finish rules with a nickname (blocks variants)', () => {
  const filled = {
    ...finishInitialValues,
    cellphone: '11987654321',
    email: 'ana@exemplo.com',
    confirmEmail: 'ana@exemplo.com',
    password: 'abcd123@',
    confirmPassword: 'abcd123@',
    acceptTermsAndConditions: true,
  };

  it("asks for it: 'Preencha o campo (Apelido).'", async () => {
    expect(
      await formErrors(finishSchema({ requiredMessages: 'perField', nickname: true }), filled),
    ).toEqual({
      nickname: 'Preencha o campo (Apelido).',
    });
    expect(
      await formErrors(finishSchema({ requiredMessages: 'perField', nickname: true }), {
        ...filled,
        nickname: 'Aninha',
      }),
    ).toEqual({});
  });

  it('ignores it where it is not asked', async () => {
    expect(await formErrors(finishSchema({ requiredMessages: 'single' }), filled)).toEqual({});
  });

  it('does not count blanks as a nickname', async () => {
    expect(await formErrors(object({ nickname: nicknameRule }), { nickname: '   ' })).toEqual({
      nickname: 'Preencha o campo (Apelido).',
    });
  });
});

describe('e-mail normalisation', () => {
  it('lower-cases everywhere, and trims only where asked (blocks variants)', () => {
    expect(normaliseEmail(' Ana@Exemplo.COM ', { trim: false })).toBe(' ana@exemplo.com ');
    expect(normaliseEmail(' Ana@Exemplo.COM ', { trim: true })).toBe('ana@exemplo.com');
  });
});

describe('birth-date text', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['07', '07'],
    ['070', '07/0'],
    ['0703', '07/03'],
    ['07031', '07/03/1'],
    ['07031985', '07/03/1985'],
  ])("shows the digits '%s' as '%s'", (digits, text) => {
    expect(birthDateText(digits)).toBe(text);
  });
});
