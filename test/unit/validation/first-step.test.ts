import { describe, expect, it, vi } from 'vitest';
import { boolean, object, string, type AnySchema } from 'yup';
import { cpfValidation, firstAccessValidation } from '../../../src/validation/first-step.ts';
import { lazySchemaValidation } from '../../../src/validation/lazy-schema.ts';

/**
 * The first step's form validates through rules that load on demand (spec section 5: the CPF,
 * and in the blocks variants the terms too). What the form gets back is what formik's
 * `validationSchema` would give: one message per field, nothing when all is right.
 */

const TERMS = 'É necessário concordar com os termos e condições para se cadastrar.';

describe('the CPF step', () => {
  it("asks for a CPF: 'Informe um CPF.'", async () => {
    expect(await cpfValidation.validate({ cpf: '' })).toEqual({ cpf: 'Informe um CPF.' });
  });

  it("refuses a wrong check digit: 'O CPF informado é inválido.'", async () => {
    expect(await cpfValidation.validate({ cpf: '52998224726' })).toEqual({
      cpf: 'O CPF informado é inválido.',
    });
  });

  it('accepts a valid CPF, whatever the terms', async () => {
    expect(await cpfValidation.validate({ cpf: '52998224725' })).toEqual({});
  });
});

describe('the first access of the blocks variants', () => {
  it('asks for the CPF and the terms', async () => {
    expect(
      await firstAccessValidation.validate({ cpf: '', acceptTermsAndConditions: false }),
    ).toEqual({ cpf: 'Informe um CPF.', acceptTermsAndConditions: TERMS });
  });

  it('refuses a valid CPF without the terms', async () => {
    expect(
      await firstAccessValidation.validate({ cpf: '52998224725', acceptTermsAndConditions: false }),
    ).toEqual({ acceptTermsAndConditions: TERMS });
  });

  it('accepts a valid CPF with the terms', async () => {
    expect(
      await firstAccessValidation.validate({ cpf: '52998224725', acceptTermsAndConditions: true }),
    ).toEqual({});
  });

  it('preloads without failing', async () => {
    await expect(firstAccessValidation.preload()).resolves.toBeUndefined();
    await expect(cpfValidation.preload()).resolves.toBeUndefined();
  });
});

describe('rules loaded on demand', () => {
  const rules = object({ name: string().required('Preencha o campo (Nome).') });
  const offline = new TypeError('Failed to fetch dynamically imported module');

  it('fetches the rules once, however often the form validates', async () => {
    const load = vi.fn(() => Promise.resolve<AnySchema>(rules));
    const lazy = lazySchemaValidation(load);
    expect(load).not.toHaveBeenCalled();
    await lazy.preload();
    expect(await lazy.validate({ name: '' })).toEqual({ name: 'Preencha o campo (Nome).' });
    expect(await lazy.validate({ name: 'Ana' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches them again after a failed fetch, so validation works once the network is back', async () => {
    const load = vi
      .fn<() => Promise<AnySchema>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(rules);
    const lazy = lazySchemaValidation(load);
    await expect(lazy.validate({ name: '' })).rejects.toBe(offline);
    expect(await lazy.validate({ name: '' })).toEqual({ name: 'Preencha o campo (Nome).' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads quietly when the fetch fails, and validation tries again', async () => {
    const load = vi
      .fn<() => Promise<AnySchema>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(rules);
    const lazy = lazySchemaValidation(load);
    await expect(lazy.preload()).resolves.toBeUndefined();
    expect(await lazy.validate({ name: 'Ana' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on an error that is not a validation failure instead of showing it as a message', async () => {
    const broken = new RangeError('a rule that broke');
    const lazy = lazySchemaValidation(() =>
      Promise.resolve(
        object({
          accepted: boolean().test('breaks', 'never shown', () => {
            throw broken;
          }),
        }),
      ),
    );
    await expect(lazy.validate({ accepted: true })).rejects.toBe(broken);
  });
});
