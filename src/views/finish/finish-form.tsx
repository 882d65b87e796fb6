import Button from '@mui/material/Button';
import { useFormik, type FormikErrors } from 'formik';
import { useMemo, useRef, type SubmitEvent } from 'react';
import { texts } from '../../../content/texts.ts';
import { validation } from '../../../content/validation.ts';
import { EmailField } from '../../components/email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { PhoneField } from '../../components/phone-field.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { TextInputField } from '../../components/text-input-field.tsx';
import { useBusy, useSend } from '../../registration/registration-actor.ts';
import { useVariantUi } from '../../registration/variant-ui.ts';
import { finishInitialValues, finishSchema, type FinishValues } from '../../validation/finish.ts';
import { fieldError } from '../field-error.ts';

const allTouched = {
  nickname: true,
  cellphone: true,
  email: true,
  confirmEmail: true,
  password: true,
  confirmPassword: true,
  acceptTermsAndConditions: true,
};

/**
 * Contact, password and terms: the last form before the account is created ('Para finalizar...',
 * or the blocks variants' password creation, which also asks for a nickname).
 */
export function FinishForm() {
  const busy = useBusy();
  const send = useSend();
  const { finishRequiredMessages, nickname: asksNickname, trimEmails, termsLink } = useVariantUi();
  const schema = useMemo(
    () => finishSchema({ requiredMessages: finishRequiredMessages, nickname: asksNickname }),
    [finishRequiredMessages, asksNickname],
  );
  const passwordRef = useRef<HTMLInputElement>(null);
  const formik = useFormik<FinishValues>({
    initialValues: finishInitialValues,
    validationSchema: schema,
    onSubmit: ({ nickname, cellphone, email, password, acceptTermsAndConditions }) => {
      send({
        type: 'register.submit',
        cellphone,
        email,
        password,
        acceptTermsAndConditions,
        ...(asksNickname ? { nickname } : {}),
      });
    },
  });

  /**
   * Spec section 5: when the passwords differ, both are cleared and the mismatch message shows.
   * Formik would only keep the error, so the mismatch is caught before its own submit.
   */
  async function submit() {
    const errors = await formik.validateForm();
    if (errors.confirmPassword !== validation.passwordMismatch) {
      await formik.submitForm();
      return;
    }
    const kept: FormikErrors<FinishValues> = { ...errors };
    // The password's own error was about the text just cleared.
    delete kept.password;
    await formik.setValues({ ...formik.values, password: '', confirmPassword: '' }, false);
    await formik.setTouched(allTouched, false);
    formik.setErrors(kept);
    passwordRef.current?.focus();
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  const { values, handleChange, handleBlur } = formik;
  return (
    <form noValidate onSubmit={handleSubmit}>
      {asksNickname && (
        <TextInputField
          name="nickname"
          label={texts.finish.nickname}
          value={values.nickname}
          autoComplete="nickname"
          onChange={handleChange}
          onBlur={handleBlur}
          error={fieldError(formik, 'nickname')}
        />
      )}
      <PhoneField
        name="cellphone"
        label={texts.finish.cellphone}
        value={values.cellphone}
        onValueChange={(digits) => void formik.setFieldValue('cellphone', digits)}
        onBlur={handleBlur}
        error={fieldError(formik, 'cellphone')}
      />
      <EmailField
        name="email"
        label={texts.finish.email}
        value={values.email}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'email')}
        trim={trimEmails}
      />
      <EmailField
        name="confirmEmail"
        label={texts.finish.confirmEmail}
        value={values.confirmEmail}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'confirmEmail')}
        trim={trimEmails}
        blockPaste
      />
      <PasswordField
        name="password"
        label={texts.finish.password}
        value={values.password}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'password')}
        inputRef={passwordRef}
      />
      <PasswordField
        name="confirmPassword"
        label={texts.finish.confirmPassword}
        value={values.confirmPassword}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'confirmPassword')}
        blockPaste
      />
      <TermsCheckbox
        name="acceptTermsAndConditions"
        checked={values.acceptTermsAndConditions}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'acceptTermsAndConditions')}
        termsLink={termsLink}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {texts.finish.submit}
      </Button>
    </form>
  );
}
