import { describe, expect, it } from 'vitest';
import { validation } from '../../../content/validation.ts';
import { cpfSchema, isCpf, stripCpfMask } from '../../../src/validation/cpf.ts';
import { formErrors } from './form-errors.ts';

// Check digits computed by hand with the Receita Federal rule (weights 10..2, then 11..2).
const VALID = '52998224725';
const VALID_MASKED = '529.982.247-25';
/** The first check digit is wrong; the second is right for the first ten digits as given. */
const FIRST_DIGIT_WRONG = '52998224733';
/** The first check digit is right; the second is wrong. */
const SECOND_DIGIT_WRONG = '52998224726';

const errorOf = async (cpf: string) => (await formErrors(cpfSchema, { cpf })).cpf;

describe('CPF rule', () => {
  it("asks for a CPF when the field is empty: 'Informe um CPF.'", async () => {
    expect(await errorOf('')).toBe('Informe um CPF.');
    expect(validation.cpfRequired).toBe('Informe um CPF.');
  });

  it.each([
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['one digit', '5'],
  ])('rejects a CPF of the wrong length (%s)', async (_, cpf) => {
    expect(isCpf(cpf)).toBe(false);
    expect(await errorOf(cpf)).toBe('O CPF informado é inválido.');
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])(
    'rejects eleven times the digit %s',
    async (digit) => {
      const cpf = digit.repeat(11);
      expect(isCpf(cpf)).toBe(false);
      expect(await errorOf(cpf)).toBe('O CPF informado é inválido.');
    },
  );

  it('rejects a wrong first check digit', async () => {
    expect(isCpf(FIRST_DIGIT_WRONG)).toBe(false);
    expect(await errorOf(FIRST_DIGIT_WRONG)).toBe('O CPF informado é inválido.');
  });

  it('rejects a wrong second check digit', async () => {
    expect(isCpf(SECOND_DIGIT_WRONG)).toBe(false);
    expect(await errorOf(SECOND_DIGIT_WRONG)).toBe('O CPF informado é inválido.');
  });

  it.each([
    ['raw', VALID],
    ['masked', VALID_MASKED],
    ['another raw', '11144477735'],
  ])('accepts a valid CPF (%s)', async (_, cpf) => {
    expect(isCpf(cpf)).toBe(true);
    expect(await errorOf(cpf)).toBeUndefined();
  });

  it('strips the mask down to the digits the machine is sent', () => {
    expect(stripCpfMask(VALID_MASKED)).toBe(VALID);
    expect(stripCpfMask(' 529.982.247-25 ')).toBe(VALID);
  });

  it('checks the digits, whatever separates them', () => {
    expect(isCpf('529 982 247 25')).toBe(true);
    expect(isCpf('529.982.247-2')).toBe(false);
  });
});
