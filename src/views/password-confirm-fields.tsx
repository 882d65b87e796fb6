import { useId, type Ref } from 'react';
import { texts } from '../../content/texts.ts';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { UsernameField } from '../components/username-field.tsx';
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
  /** Whose password it is (the CPF), for password managers. */
  username: string;
}

/**
 * A new password and its confirmation, one under the other, with the rules checked as the
 * password is typed. The confirmation has to be typed, not pasted (spec section 5). The hidden
 * username before them tells password managers whose password this is.
 */
export function PasswordConfirmFields<Values extends PasswordConfirmValues>({
  formik,
  maxLength,
  passwordRef,
  username,
}: PasswordConfirmFieldsProps<Values>) {
  const checklistId = useId();
  return (
    <>
      <UsernameField cpf={username} />
      <PasswordField
        label={texts.finish.password}
        {...fieldProps(formik, 'password')}
        maxLength={maxLength}
        inputRef={passwordRef}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={formik.values.password} />
      <PasswordField
        label={texts.finish.confirmPassword}
        {...fieldProps(formik, 'confirmPassword')}
        maxLength={maxLength}
        blockPaste
      />
    </>
  );
}
