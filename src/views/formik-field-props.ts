import type { FormikProps } from 'formik';
import type { ChangeEvent, ChangeEventHandler, FocusEventHandler } from 'react';
import { afterPress } from '../components/after-press.ts';
import { fieldError } from './field-error.ts';

/** What the bindings below read of a form made with `useFormik`. */
export type FormikFields<Values> = Pick<
  FormikProps<Values>,
  'values' | 'errors' | 'touched' | 'handleChange' | 'handleBlur' | 'setFieldValue'
>;

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/** What every bound field gets: its name, the form's blur handler and the message to show. */
interface BoundField {
  name: string;
  onBlur: FocusEventHandler<TextInput>;
  error: string | undefined;
}

/**
 * The form's blur handler, held until a press under way has ended: the message a blur shows must
 * not move the control being pressed (`afterPress`).
 */
export function blurAfterPress<Values>(
  formik: Pick<FormikFields<Values>, 'handleBlur'>,
): FocusEventHandler<TextInput> {
  return afterPress(formik.handleBlur);
}

function boundField<Values>(formik: FormikFields<Values>, name: keyof Values & string): BoundField {
  return { name, onBlur: blurAfterPress(formik), error: fieldError(formik, name) };
}

/**
 * A text field bound to the form's `name`, typed as the user types (text, e-mail, password). The
 * constraint makes the value a string, so a boolean field cannot be bound as text.
 */
export function fieldProps<Values extends Record<Name, string>, Name extends keyof Values & string>(
  formik: FormikFields<Values>,
  name: Name,
): BoundField & { value: string; onChange: ChangeEventHandler<TextInput> } {
  return { ...boundField(formik, name), value: formik.values[name], onChange: formik.handleChange };
}

/** A masked or digits-only field bound to `name`: it hands over the digits, not an event. */
export function digitsFieldProps<
  Values extends Record<Name, string>,
  Name extends keyof Values & string,
>(
  formik: FormikFields<Values>,
  name: Name,
): BoundField & { value: string; onValueChange: (digits: string) => void } {
  return {
    ...boundField(formik, name),
    value: formik.values[name],
    onValueChange: (digits) => void formik.setFieldValue(name, digits),
  };
}

/** A checkbox bound to the form's boolean `name`. */
export function checkboxProps<
  Values extends Record<Name, boolean>,
  Name extends keyof Values & string,
>(
  formik: FormikFields<Values>,
  name: Name,
): BoundField & { checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void } {
  return {
    ...boundField(formik, name),
    checked: formik.values[name],
    onChange: formik.handleChange,
  };
}
