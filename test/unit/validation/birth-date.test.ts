import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { birthDateRule, isAdult, parseBirthDate } from '../../../src/validation/birth-date.ts';
import { formErrors } from './form-errors.ts';

const INVALID = 'Preencha corretamente o campo (Data de Nascimento).';
const UNDERAGE = 'Você precisa ser maior de idade para continuar com cadastro!';
const TODAY = new Date(2026, 10, 21);

const schema = object({ birthDate: birthDateRule(() => TODAY) });
const errorOf = async (birthDate: string) => (await formErrors(schema, { birthDate })).birthDate;

describe('parseBirthDate', () => {
  it('reads DD/MM/YYYY as that local date', () => {
    const date = parseBirthDate('07/03/1985');
    expect(date?.getFullYear()).toBe(1985);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(7);
  });

  it('does not read a year before 0100 as 19xx', () => {
    expect(parseBirthDate('07/03/0085')).toBeUndefined();
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseBirthDate('29/02/2000')).toBeDefined();
  });

  it.each([
    '',
    '7/3/1985',
    '07-03-1985',
    '1985-03-07',
    '31/02/2000',
    '29/02/2001',
    '00/01/2000',
    '10/13/2000',
    '32/01/2000',
    '07/03/85',
    '107/03/1985',
    '07/03/19850',
  ])("rejects '%s'", (text) => {
    expect(parseBirthDate(text)).toBeUndefined();
  });
});

describe('isAdult (by year difference only)', () => {
  it('is true from the year someone turns 18, whatever the day', () => {
    expect(isAdult(new Date(2008, 11, 31), TODAY)).toBe(true);
    expect(isAdult(new Date(2008, 0, 1), TODAY)).toBe(true);
  });

  it('is false the year before', () => {
    expect(isAdult(new Date(2009, 0, 1), TODAY)).toBe(false);
  });
});

describe('birth date rule', () => {
  it('flags an empty or unreadable date', async () => {
    expect(await errorOf('')).toBe(INVALID);
    expect(await errorOf('31/02/2000')).toBe(INVALID);
  });

  it('flags a minor', async () => {
    expect(await errorOf('01/01/2009')).toBe(UNDERAGE);
  });

  it('accepts an adult', async () => {
    expect(await errorOf('31/12/2008')).toBeUndefined();
  });
});

describe('birth date rule without a fixed date', () => {
  const today = object({ birthDate: birthDateRule() });
  const thisYear = new Date().getFullYear();

  it('counts the years up to today', async () => {
    expect(await formErrors(today, { birthDate: `01/01/${thisYear - 18}` })).toEqual({});
    expect(await formErrors(today, { birthDate: `01/01/${thisYear - 17}` })).toEqual({
      birthDate: UNDERAGE,
    });
  });
});
