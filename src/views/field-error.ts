import type { FormikProps } from 'formik';

/**
 * The message to show under a field: its error once the field was left or the form submitted,
 * so nobody is told off for a field they have not reached yet.
 */
export function fieldError<Values>(
  formik: Pick<FormikProps<Values>, 'errors' | 'touched'>,
  name: keyof Values & string,
): string | undefined {
  const error: unknown = formik.errors[name];
  return formik.touched[name] === true && typeof error === 'string' ? error : undefined;
}
