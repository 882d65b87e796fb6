import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  cellphoneDigits,
  cellphoneRule,
  isCompleteCellphone,
  isMobileCellphone,
} from '../../../src/validation/phone.ts';
import { formErrors } from './form-errors.ts';

const REQUIRED = 'Preencha o campo (Celular).';
const INVALID = 'Preencha corretamente o campo (Celular).';

const schema = object({ cellphone: cellphoneRule(REQUIRED) });
const errorOf = async (cellphone: string) => (await formErrors(schema, { cellphone })).cellphone;

describe('the cellphone', () => {
  it('is required, with the message it was built with', async () => {
    expect(await errorOf('')).toBe(REQUIRED);
  });

  it.each(['119', '1198765432', '9'])(
    "is not filled while digits are missing ('%s'): the required message",
    async (digits) => {
      expect(await errorOf(digits)).toBe(REQUIRED);
    },
  );

  it.each([
    ['an area code that does not exist', '20987654321'],
    ['area code 00', '00987654321'],
    ['area code 10', '10987654321'],
    ['a landline-style number', '11387654321'],
    ['a number starting with 8', '11887654321'],
    ['a number starting with 7', '11787654321'],
    ['a number starting with 6', '11687654321'],
  ])("is refused with %s: 'Preencha corretamente o campo (Celular).'", async (_, digits) => {
    expect(isMobileCellphone(digits)).toBe(false);
    expect(await errorOf(digits)).toBe(INVALID);
  });

  it.each(['11987654321', '21998765432', '61912345678', '99987654321', '55987654321'])(
    'accepts the mobile number %s',
    async (digits) => {
      expect(isMobileCellphone(digits)).toBe(true);
      expect(await errorOf(digits)).toBeUndefined();
    },
  );

  it('takes no country code: 13 digits are not a cellphone of the form', () => {
    expect(isMobileCellphone('5511987654321')).toBe(false);
  });
});

describe('the cellphone as the mask shows it', () => {
  it('keeps only the digits of (##) #####-####', () => {
    expect(cellphoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(isCompleteCellphone('(11) 98765-4321')).toBe(true);
    expect(isCompleteCellphone('(11) 98765-432')).toBe(false);
  });

  it('refuses a number written with the +55 country code: the mask holds the area code and 9 digits', () => {
    expect(isMobileCellphone('91987654321')).toBe(true);
    expect(isMobileCellphone('5591987654321')).toBe(false);
    expect(isMobileCellphone('+55 (91) 98765-4321')).toBe(false);
  });
});
