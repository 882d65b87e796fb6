import type { Ref } from 'react';
import { texts } from '../../content/texts.ts';
import { PasswordField } from '../components/password-field.tsx';
import { fieldProps, type FormikFields } from './formik-field-props.ts';

export interface PasswordConfirmValues {
  password: string;
  confirmPassword: string;
}

export interface PasswordConfirmFieldsProps<Values extends PasswordConfirmValues> {
  formik: FormikFields<Values>;
  maxLength?: number | undefined;
  /** The password's `<input>`, for a form to focus when the two differ and are cleared. */
  passwordRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A new password and its confirmation, one under the other. The confirmation has to be typed,
 * not pasted (spec section 5).
 */
export function PasswordConfirmFields<Values extends PasswordConfirmValues>({
  formik,
  maxLength,
  passwordRef,
}: PasswordConfirmFieldsProps<Values>) {
  return (
    <>
      <PasswordField
        label={texts.finish.password}
        {...fieldProps(formik, 'password')}
        maxLength={maxLength}
        inputRef={passwordRef}
      />
      <PasswordField
        label={texts.finish.confirmPassword}
        {...fieldProps(formik, 'confirmPassword')}
        maxLength={maxLength}
        blockPaste
      />
    </>
  );
}
