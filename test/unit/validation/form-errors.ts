import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

/**
 * The errors a form shows for these values: validated the way formik validates (empty strings
 * count as absent, every field checked) and reduced the way formik reduces (first message per
 * field). Tests read exactly what the user would read.
 */
export async function formErrors(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as Record<string, string>;
  }
}
