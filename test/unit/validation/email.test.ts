import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  confirmEmailRule,
  emailRule,
  isEmail,
  lowerCaseEmail,
  sentEmail,
} from '../../../src/validation/email.ts';
import { formErrors } from './form-errors.ts';

const REQUIRED = 'Preencha o campo (E-mail).';
const schema = object({ email: emailRule(REQUIRED), confirmEmail: confirmEmailRule() });

const errorsOf = (email: string, confirmEmail: string) =>
  formErrors(schema, { email, confirmEmail });

describe('e-mail rules', () => {
  it('gives the required message it was built with for an empty e-mail', async () => {
    expect((await errorsOf('', 'ana@exemplo.com')).email).toBe(REQUIRED);
  });

  it.each([
    'ana',
    'ana@',
    'ana@exemplo',
    '@exemplo.com',
    'ana @exemplo.com',
    'ana@exem plo.com',
    'a@b@c.com',
    'a@b..c',
    'x@y.com.',
    'foo@_bar.com',
    'ana\u202e@exemplo.com',
    'ana@exemplo.com\u0000',
    '"ana\u0007"@exemplo.com',
    'ana\u200b@exemplo.com',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
  ])("rejects '%s': 'Endereço de e-mail inválido.'", async (email) => {
    expect((await errorsOf(email, email)).email).toBe('Endereço de e-mail inválido.');
  });

  it.each(['ana@exemplo.com', 'ana.maria+portal@exemplo.com.br', 'a@b.co'])(
    'accepts %s',
    async (email) => {
      expect(await errorsOf(email, email)).toEqual({});
    },
  );

  it('accepts an address of 254 characters, the most the field takes', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(await errorsOf(longest, longest)).toEqual({});
  });

  it('accepts exactly what isEmail, the rule the resend guard is given, accepts', async () => {
    for (const email of [
      'ana@exemplo.com',
      'ana@exemplo',
      'a b@c.d',
      'a@b..c',
      'José@exemplo.com',
    ]) {
      const formAccepts = (await errorsOf(email, email)).email === undefined;
      expect(formAccepts).toBe(isEmail(email));
    }
  });

  it("flags an empty or malformed confirmation: 'Endereço de e-mail inválido. (Confirme seu e-mail)'", async () => {
    const message = 'Endereço de e-mail inválido. (Confirme seu e-mail)';
    expect((await errorsOf('ana@exemplo.com', '')).confirmEmail).toBe(message);
    expect((await errorsOf('ana@exemplo.com', 'ana@exemplo')).confirmEmail).toBe(message);
  });

  it('flags a well-formed confirmation that differs from the e-mail', async () => {
    expect((await errorsOf('ana@exemplo.com', 'ana@exemplo.org')).confirmEmail).toBe(
      "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
    );
  });

  // Issue 39: autofill and phone keyboards add a blank after the address, which nobody sees.
  it.each([
    ['ana@exemplo.com ', 'ana@exemplo.com'],
    [' ana@exemplo.com', 'ana@exemplo.com '],
    ['\tana@exemplo.com\n', 'ana@exemplo.com'],
  ])(
    'accepts %j confirmed as %j: the blanks around an address are not part of it',
    async (email, confirmEmail) => {
      expect(await errorsOf(email, confirmEmail)).toEqual({});
    },
  );

  it('takes blanks alone for no address: the required messages', async () => {
    expect(await errorsOf('   ', ' ')).toEqual({
      email: REQUIRED,
      confirmEmail: 'Endereço de e-mail inválido. (Confirme seu e-mail)',
    });
  });

  it('still rejects a blank inside an address', async () => {
    expect((await errorsOf('ana @exemplo.com ', 'ana @exemplo.com')).email).toBe(
      'Endereço de e-mail inválido.',
    );
  });

  it('sends the address without the blanks around it', () => {
    expect(sentEmail(' ana.maria@exemplo.com.br \t')).toBe('ana.maria@exemplo.com.br');
  });

  it('lower-cases an address', () => {
    expect(lowerCaseEmail('Ana.Maria@Exemplo.COM')).toBe('ana.maria@exemplo.com');
  });
});
