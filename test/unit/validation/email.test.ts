import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  confirmEmailRule,
  emailRule,
  isEmail,
  lowerCaseEmail,
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
  ])("rejects '%s': 'Endereço de e-mail inválido.'", async (email) => {
    expect((await errorsOf(email, email)).email).toBe('Endereço de e-mail inválido.');
  });

  it.each(['ana@exemplo.com', 'ana.maria+portal@exemplo.com.br', 'a@b.co'])(
    'accepts %s',
    async (email) => {
      expect(await errorsOf(email, email)).toEqual({});
    },
  );

  it('agrees with the pattern the machine checks again before a resend', async () => {
    for (const email of ['ana@exemplo.com', 'ana@exemplo', 'a b@c.d']) {
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

  it('lower-cases an address', () => {
    expect(lowerCaseEmail('Ana.Maria@Exemplo.COM')).toBe('ana.maria@exemplo.com');
  });
});
