import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { nameRule } from '../../../src/validation/name.ts';
import { formErrors } from './form-errors.ts';

const schema = object({ name: nameRule });

describe('name rule', () => {
  it("requires a name, blanks included: 'Preencha o campo (Nome).'", async () => {
    expect((await formErrors(schema, { name: '' })).name).toBe('Preencha o campo (Nome).');
    expect((await formErrors(schema, { name: '   ' })).name).toBe('Preencha o campo (Nome).');
  });

  it('accepts a name', async () => {
    expect(await formErrors(schema, { name: 'Ana Maria' })).toEqual({});
  });
});
