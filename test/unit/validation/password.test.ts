import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  PASSWORD_RULES_ATTRIBUTE,
  PASSWORD_SPECIAL_CHARACTERS,
  confirmPasswordRule,
  isStrongPassword,
  passwordRule,
  passwordsMatch,
} from '../../../src/validation/password.ts';
import { formErrors } from './form-errors.ts';

const REQUIRED = 'Preencha o campo (Senha).';
const CONFIRM_REQUIRED = 'Preencha o campo (Confirmar Senha).';
const TOO_SHORT = 'A senha deve ter no mínimo 8 caracteres.';
const WEAK =
  'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!';
const MISMATCH = 'As senhas não coincidem. Digite sua senha novamente.';

const schema = object({
  password: passwordRule(REQUIRED),
  confirmPassword: confirmPasswordRule(CONFIRM_REQUIRED),
});
const errorsOf = (password: string, confirmPassword = password) =>
  formErrors(schema, { password, confirmPassword });

describe('password strength', () => {
  it('requires a password', async () => {
    expect((await errorsOf('')).password).toBe(REQUIRED);
  });

  it('wants at least 8 characters, and says so before strength', async () => {
    expect((await errorsOf('a1@')).password).toBe(TOO_SHORT);
    expect((await errorsOf('abcd12@')).password).toBe(TOO_SHORT);
    expect((await errorsOf('abcd123@')).password).toBeUndefined();
  });

  it('counts characters as people see them, not UTF-16 code units', async () => {
    expect((await errorsOf('a1!😀😀😀')).password).toBe(TOO_SHORT);
    expect((await errorsOf('a1!😀😀😀😀😀')).password).toBeUndefined();
    // 'e' followed by a combining acute accent is one é on screen.
    expect((await errorsOf('ae\u0301e\u0301e\u0301e\u03011!')).password).toBe(TOO_SHORT);
    expect((await errorsOf('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦a1!')).password).toBe(TOO_SHORT);
  });

  it.each(['ç', 'ã', 'é', 'Ç', 'õ', 'ñ', 'ж'])('counts %s as the letter', async (letter) => {
    const password = `${letter}1234567@`;
    expect(isStrongPassword(password)).toBe(true);
    expect(await errorsOf(password)).toEqual({});
  });

  it.each([
    ['a digit', 'abcdefg@'],
    ['a letter', '1234567@'],
    ['a special character', 'abcd1234'],
    ['an allowed special character', 'abcd123.'],
  ])('is weak without %s', async (_, password) => {
    expect(isStrongPassword(password)).toBe(false);
    expect((await errorsOf(password)).password).toBe(WEAK);
  });

  it('lists exactly the spec’s special characters', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('~!@#$%^&*-_+=?><');
  });

  // Safari's password generator reads `passwordrules`: the spec's length and specials, with `-`
  // first in its class, where it is not a range.
  it('tells password managers the same rules', () => {
    expect(PASSWORD_RULES_ATTRIBUTE).toBe(
      'minlength: 8; required: lower, upper; required: digit; required: [-~!@#$%^&*_+=?><];',
    );
  });

  it.each(PASSWORD_SPECIAL_CHARACTERS.split(''))(
    'accepts %s as the special character',
    async (special) => {
      const password = `abcd123${special}`;
      expect(isStrongPassword(password)).toBe(true);
      expect(await errorsOf(password)).toEqual({});
    },
  );

  it('accepts upper-case letters as the letter', () => {
    expect(isStrongPassword('ABCD123!')).toBe(true);
  });
});

describe('password confirmation', () => {
  it('requires the confirmation', async () => {
    expect((await errorsOf('abcd123@', '')).confirmPassword).toBe(CONFIRM_REQUIRED);
  });

  it('flags passwords that differ', async () => {
    expect(passwordsMatch('abcd123@', 'abcd123#')).toBe(false);
    expect((await errorsOf('abcd123@', 'abcd123#')).confirmPassword).toBe(MISMATCH);
  });

  it('is case-sensitive', async () => {
    expect((await errorsOf('abcd123@', 'ABCD123@')).confirmPassword).toBe(MISMATCH);
  });

  it('accepts equal passwords', async () => {
    expect(passwordsMatch('abcd123@', 'abcd123@')).toBe(true);
    expect((await errorsOf('abcd123@', 'abcd123@')).confirmPassword).toBeUndefined();
  });

  it('leaves the mismatch unsaid while the password itself is empty', async () => {
    const errors = await errorsOf('', 'abcd123@');
    expect(errors.password).toBe(REQUIRED);
    expect(errors.confirmPassword).toBeUndefined();
  });
});
