import { describe, expect, it } from 'vitest';
import {
  NON_CLIENT_MAX_LENGTH,
  errorsByField,
  nonClientFailures,
  nonClientInitialValues,
  nonClientSchema,
  type NonClientValues,
} from '../../../src/validation/non-client.ts';

const TODAY = new Date(2026, 10, 21);
const schema = nonClientSchema({ nickname: false, today: () => TODAY });
const withNickname = nonClientSchema({ nickname: true, today: () => TODAY });

const valid: NonClientValues = {
  name: 'Ana Maria',
  nickname: '',
  email: 'ana@exemplo.com',
  confirmEmail: 'ana@exemplo.com',
  cpf: '52998224725',
  birthDate: '07/03/1985',
  cellphone: '11987654321',
  password: 'abcd123@',
  confirmPassword: 'abcd123@',
  acceptTermsAndConditions: true,
  acceptWhatsapp: false,
};

const firstOf = async (values: Partial<NonClientValues>, using = schema) =>
  (await nonClientFailures(using, { ...valid, ...values }))[0];

/**
 * Spec section 5's order, one rule after another: each case breaks its rule and every later one,
 * and the rule broken is the one reported first.
 */
const ORDER: [string, Partial<NonClientValues>, keyof NonClientValues, string][] = [
  ['name', { name: '   ' }, 'name', 'Preencha o campo (Nome).'],
  ['e-mail', { email: '' }, 'email', 'Preencha o campo (E-mail).'],
  [
    'confirm e-mail (missing)',
    { confirmEmail: '' },
    'confirmEmail',
    'Endereço de e-mail inválido. (Confirme seu e-mail)',
  ],
  [
    'confirm e-mail (different)',
    { confirmEmail: 'ana@exemplo.org' },
    'confirmEmail',
    "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
  ],
  [
    'e-mail validity',
    { email: 'ana@exemplo', confirmEmail: 'ana@exemplo' },
    'email',
    'Endereço de e-mail inválido.',
  ],
  ['CPF (missing)', { cpf: '' }, 'cpf', 'Informe um CPF.'],
  ['CPF (invalid)', { cpf: '52998224726' }, 'cpf', 'O CPF informado é inválido.'],
  [
    'birth date (unreadable)',
    { birthDate: '31/02/1985' },
    'birthDate',
    'Preencha corretamente o campo (Data de Nascimento).',
  ],
  [
    'birth date (minor)',
    { birthDate: '01/01/2009' },
    'birthDate',
    'Você precisa ser maior de idade para continuar com cadastro!',
  ],
  ['cellphone', { cellphone: '' }, 'cellphone', 'Preencha o campo (Celular).'],
  ['cellphone (incomplete)', { cellphone: '119' }, 'cellphone', 'Preencha o campo (Celular).'],
  [
    'cellphone (no such area code)',
    { cellphone: '20987654321' },
    'cellphone',
    'Preencha corretamente o campo (Celular).',
  ],
  [
    'cellphone (not a mobile)',
    { cellphone: '11887654321' },
    'cellphone',
    'Preencha corretamente o campo (Celular).',
  ],
  [
    'password (missing)',
    { password: '', confirmPassword: '' },
    'password',
    'Preencha o campo (Senha).',
  ],
  [
    'password (confirmation missing)',
    { confirmPassword: '' },
    'confirmPassword',
    'Preencha o campo (Confirmar Senha).',
  ],
  [
    'password (mismatch)',
    { confirmPassword: 'abcd123#' },
    'confirmPassword',
    'As senhas não coincidem. Digite sua senha novamente.',
  ],
  [
    'terms',
    { acceptTermsAndConditions: false },
    'acceptTermsAndConditions',
    'É necessário concordar com os termos e condições para se cadastrar.',
  ],
  [
    'password strength (length)',
    { password: 'ab1@', confirmPassword: 'ab1@' },
    'password',
    'A senha deve ter no mínimo 8 caracteres.',
  ],
  [
    'password strength (length, as characters are seen)',
    { password: 'a1!😀😀😀', confirmPassword: 'a1!😀😀😀' },
    'password',
    'A senha deve ter no mínimo 8 caracteres.',
  ],
  [
    'password strength (characters)',
    { password: 'abcd1234', confirmPassword: 'abcd1234' },
    'password',
    'Senha média, insira um caracter especial, pelo menos 1 letra maiúscula ou minúscula e um número!',
  ],
];

/** What breaks every rule from the case at `index` on (later breakages never hide earlier ones). */
function breakingFrom(index: number): Partial<NonClientValues> {
  return Object.assign(
    {},
    ...ORDER.slice(index).map(([, values]) => values),
  ) as Partial<NonClientValues>;
}

describe('non-customer rules, in the spec’s order', () => {
  it('accepts a valid form', async () => {
    expect(await nonClientFailures(schema, valid)).toEqual([]);
  });

  it.each(ORDER)('reports %s alone', async (_, values, field, message) => {
    expect(await firstOf(values)).toEqual({ field, message });
  });

  it.each(
    ORDER.map(
      ([rule, values, field, message], index) => [rule, index, values, field, message] as const,
    ),
  )('reports %s before every rule after it', async (_, index, values, field, message) => {
    // The case's own values last: where a later case breaks the same field, this one's stands.
    expect(await firstOf({ ...breakingFrom(index + 1), ...values })).toEqual({ field, message });
  });

  it('reports the terms before a weak password, though the password field comes first', async () => {
    const failures = await nonClientFailures(schema, {
      ...valid,
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      acceptTermsAndConditions: false,
    });
    expect(failures.map(({ field }) => field)).toEqual(['acceptTermsAndConditions', 'password']);
  });

  it.each([
    [
      'an invalid e-mail before a missing CPF',
      { email: 'ana@exemplo', confirmEmail: 'ana@exemplo', cpf: '' },
      { field: 'email', message: 'Endereço de e-mail inválido.' },
    ],
    [
      'an invalid CPF before a missing cellphone',
      { cpf: '52998224726', cellphone: '' },
      { field: 'cpf', message: 'O CPF informado é inválido.' },
    ],
    [
      'a minor before a missing cellphone',
      { birthDate: '01/01/2009', cellphone: '' },
      {
        field: 'birthDate',
        message: 'Você precisa ser maior de idade para continuar com cadastro!',
      },
    ],
    [
      'a cellphone that is not a mobile before a missing password',
      { cellphone: '11887654321', password: '', confirmPassword: '' },
      { field: 'cellphone', message: 'Preencha corretamente o campo (Celular).' },
    ],
    [
      'different passwords before a missing confirmation of the e-mail? no: the e-mail first',
      { confirmEmail: '', confirmPassword: 'abcd123#' },
      { field: 'confirmEmail', message: 'Endereço de e-mail inválido. (Confirme seu e-mail)' },
    ],
  ] as const)('reports %s', async (_, values, first) => {
    expect(await firstOf(values)).toEqual(first);
  });

  it('passes on a failure that is not a rule’s, such as a clock that cannot be read', async () => {
    const broken = new RangeError('no clock');
    const withoutClock = nonClientSchema({
      nickname: false,
      today: () => {
        throw broken;
      },
    });
    await expect(nonClientFailures(withoutClock, valid)).rejects.toBe(broken);
  });

  it('says a password that is both short and weak is too short', async () => {
    const failures = await nonClientFailures(schema, {
      ...valid,
      password: 'abcd',
      confirmPassword: 'abcd',
    });
    expect(errorsByField(failures)).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres.',
    });
  });

  it('reports a different confirmation before an invalid e-mail', async () => {
    expect(await firstOf({ email: 'ana@exemplo', confirmEmail: 'ana@exemplo.com' })).toEqual({
      field: 'confirmEmail',
      message:
        "Verifique o e-mail cadastrado, os campos 'E-mail' e 'Confirme seu e-mail' devem ser iguais.",
    });
  });

  it('names every empty field of an empty form, name first', async () => {
    const empty = nonClientInitialValues({ cpf: '', whatsappDefault: false });
    const failures = await nonClientFailures(schema, empty);
    expect(failures[0]).toEqual({ field: 'name', message: 'Preencha o campo (Nome).' });
    expect(errorsByField(failures)).toEqual({
      name: 'Preencha o campo (Nome).',
      email: 'Preencha o campo (E-mail).',
      confirmEmail: 'Endereço de e-mail inválido. (Confirme seu e-mail)',
      cpf: 'Informe um CPF.',
      birthDate: 'Preencha corretamente o campo (Data de Nascimento).',
      cellphone: 'Preencha o campo (Celular).',
      password: 'Preencha o campo (Senha).',
      confirmPassword: 'Preencha o campo (Confirmar Senha).',
      acceptTermsAndConditions:
        'É necessário concordar com os termos e condições para se cadastrar.',
    });
  });

  it('gives each field the message of its earliest rule', () => {
    expect(
      errorsByField([
        { field: 'password', message: 'first' },
        { field: 'password', message: 'second' },
      ]),
    ).toEqual({ password: 'first' });
  });

  it('asks for the nickname right after the name, in the blocks variants only', async () => {
    expect(await firstOf({ nickname: '' })).toBeUndefined();
    expect(await firstOf({ nickname: '  ', email: '' }, withNickname)).toEqual({
      field: 'nickname',
      message: 'Preencha o campo (Apelido).',
    });
    expect(await firstOf({ nickname: 'Aninha' }, withNickname)).toBeUndefined();
  });

  it('starts empty but for the known CPF and the variant’s WhatsApp default', () => {
    expect(nonClientInitialValues({ cpf: '52998224725', whatsappDefault: true })).toEqual({
      name: '',
      nickname: '',
      email: '',
      confirmEmail: '',
      cpf: '52998224725',
      birthDate: '',
      cellphone: '',
      password: '',
      confirmPassword: '',
      acceptTermsAndConditions: false,
      acceptWhatsapp: true,
    });
    expect(nonClientInitialValues({ cpf: '', whatsappDefault: false })).toMatchObject({
      cpf: '',
      acceptWhatsapp: false,
    });
  });

  it('limits name, e-mail and password as the spec says', () => {
    expect(NON_CLIENT_MAX_LENGTH).toEqual({ name: 60, email: 50, password: 50 });
  });
});
