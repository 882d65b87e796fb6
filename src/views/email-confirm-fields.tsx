import { texts } from '../../content/texts.ts';
import { EmailField } from '../components/email-field.tsx';
import { EMAIL_MAX_LENGTH } from '../validation/email.ts';
import { fieldProps, type FormikFields } from './formik-field-props.ts';

export interface EmailConfirmValues {
  email: string;
  confirmEmail: string;
}

export interface EmailConfirmFieldsProps<Values extends EmailConfirmValues> {
  formik: FormikFields<Values>;
  /** Also trim what is typed (blocks variants); both are always lower-cased. */
  trim: boolean;
  /** Both fields stop here: 254 characters, the longest address accepted, unless a form asks for fewer. */
  maxLength?: number | undefined;
}

/**
 * The e-mail and its confirmation, one under the other. The confirmation has to be typed, not
 * pasted, or it would only repeat a typo of the first (spec section 5).
 */
export function EmailConfirmFields<Values extends EmailConfirmValues>({
  formik,
  trim,
  maxLength = EMAIL_MAX_LENGTH,
}: EmailConfirmFieldsProps<Values>) {
  return (
    <>
      <EmailField
        label={texts.finish.email}
        {...fieldProps(formik, 'email')}
        trim={trim}
        maxLength={maxLength}
      />
      <EmailField
        label={texts.finish.confirmEmail}
        {...fieldProps(formik, 'confirmEmail')}
        trim={trim}
        maxLength={maxLength}
        blockPaste
      />
    </>
  );
}
