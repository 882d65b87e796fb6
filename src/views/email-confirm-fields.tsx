import { useRef, useState, type FocusEvent } from 'react';
import { texts } from '../../content/texts.ts';
import { afterPress } from '../components/after-press.ts';
import { EmailField } from '../components/email-field.tsx';
import { EmailSuggestion } from '../components/email-suggestion.tsx';
import { EMAIL_MAX_LENGTH } from '../validation/email.ts';
import { emailSuggestion } from '../validation/email-suggestion.ts';
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
 *
 * When the e-mail is left with a likely slip in its domain (`gamil.com`), the address probably
 * meant is offered under it; one tap takes it, in the confirmation too when that repeats the
 * slip. It is only a suggestion: the form sends what is typed if the customer goes on.
 */
export function EmailConfirmFields<Values extends EmailConfirmValues>({
  formik,
  trim,
  maxLength = EMAIL_MAX_LENGTH,
}: EmailConfirmFieldsProps<Values>) {
  const email = fieldProps(formik, 'email');
  const emailRef = useRef<HTMLInputElement>(null);
  /** The suggestion made when the field was last left, for the address it was made for. */
  const [offer, setOffer] = useState<{ typed: string; meant: string } | undefined>();
  const shown = offer?.typed === email.value ? offer.meant : undefined;

  const leave = afterPress((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleBlur(event);
    const typed = event.target.value;
    const meant = emailSuggestion(typed);
    setOffer(meant === undefined ? undefined : { typed, meant });
  });

  function accept(meant: string) {
    const { confirmEmail } = formik.values;
    void formik.setFieldValue('email', meant);
    if (confirmEmail === email.value) void formik.setFieldValue('confirmEmail', meant);
    setOffer(undefined);
    // The suggestion's button goes: the focus goes back to the address it corrected.
    emailRef.current?.focus();
  }

  return (
    <>
      <EmailField
        label={texts.finish.email}
        {...email}
        onBlur={leave}
        inputRef={emailRef}
        trim={trim}
        maxLength={maxLength}
      />
      <EmailSuggestion suggestion={shown} onAccept={accept} />
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
