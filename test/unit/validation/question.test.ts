import { describe, expect, it } from 'vitest';
import { questionSchema } from '../../../src/validation/question.ts';
import { formErrors } from './form-errors.ts';

const ALL_FIELDS = 'Preencha todos os campos.';
const YEAR_LENGTH = 'Campo ano de nascimento deve ter 4 dígitos.';

const answer = { mothersFirstName: 'MARIA', birthdayDay: '7', birthdayYear: '1985' };
const errorsOf = (values: Partial<typeof answer>) =>
  formErrors(questionSchema, { ...answer, ...values });

describe('question rules', () => {
  it('accepts a full answer, with a one- or two-digit day', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ birthdayDay: '07' })).toEqual({});
  });

  it.each(['mothersFirstName', 'birthdayDay', 'birthdayYear'] as const)(
    "requires %s: 'Preencha todos os campos.'",
    async (field) => {
      expect(await errorsOf({ [field]: '' })).toEqual({ [field]: ALL_FIELDS });
    },
  );

  it('gives the same message for every empty field', async () => {
    expect(
      await formErrors(questionSchema, { mothersFirstName: '', birthdayDay: '', birthdayYear: '' }),
    ).toEqual({
      mothersFirstName: ALL_FIELDS,
      birthdayDay: ALL_FIELDS,
      birthdayYear: ALL_FIELDS,
    });
  });

  it.each(['85', '198', '19850', '19a5'])(
    "wants a 4-digit year, not '%s'",
    async (birthdayYear) => {
      expect((await errorsOf({ birthdayYear })).birthdayYear).toBe(YEAR_LENGTH);
    },
  );

  it('allows at most 2 characters for the day', async () => {
    expect((await errorsOf({ birthdayDay: '123' })).birthdayDay).toBe(
      'Campo dia de nascimento deve ter no máximo 2 dígitos.',
    );
  });
});
