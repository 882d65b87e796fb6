import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

export interface LazySchemaValidation {
  /** For formik's `validate`: the errors by field, as `validationSchema` would give them. */
  validate: (values: FormikValues) => Promise<FormikErrors<FormikValues>>;
  /** Starts loading the schema; resolves when it has arrived or failed (validation retries). */
  preload: () => Promise<void>;
}

/**
 * A formik `validate` function for a yup schema whose code loads on demand: what formik's
 * `validationSchema` does (same data preparation, same error shape), with yup out of the first
 * chunk. The register screen's first step validates only when the CPF is left or sent, so yup
 * (about 13 KB gzip with its dependencies) loads after the first paint instead of before it.
 */
export function lazySchemaValidation(load: () => Promise<AnySchema>): LazySchemaValidation {
  let loading: Promise<AnySchema> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      // Forgotten, so the next validation tries the network again.
      loading = undefined;
      throw error;
    }));
  return {
    async validate(values) {
      const rules = await schema();
      return validateYupSchema(values, rules).then(
        (): FormikErrors<FormikValues> => ({}),
        (error: unknown) => {
          if (error instanceof Error && error.name === 'ValidationError') {
            return yupToFormErrors<FormikValues>(error);
          }
          throw error;
        },
      );
    },
    preload: () =>
      schema().then(
        () => undefined,
        () => undefined,
      ),
  };
}
