import { useFormik, type FormikErrors } from 'formik';
import { useMemo, useRef, type SubmitEvent } from 'react';
import { texts } from '../../../content/texts.ts';
import { validation } from '../../../content/validation.ts';
import { PhoneField } from '../../components/phone-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { TextInputField } from '../../components/text-input-field.tsx';
import { useFinishStep } from '../../registration/steps/finish-step.ts';
import { useVariantUi } from '../../registration/variant-ui.ts';
import { finishInitialValues, finishSchema, type FinishValues } from '../../validation/finish.ts';
import { EmailConfirmFields } from '../email-confirm-fields.tsx';
import { checkboxProps, digitsFieldProps, fieldProps } from '../formik-field-props.ts';
import { PasswordConfirmFields } from '../password-confirm-fields.tsx';

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
  const { busy, cpf, submit: register } = useFinishStep();
  const { finishRequiredMessages, nickname: asksNickname, trimEmails, termsLink } = useVariantUi();
  const schema = useMemo(
    () => finishSchema({ requiredMessages: finishRequiredMessages, nickname: asksNickname }),
    [finishRequiredMessages, asksNickname],
  );
  const passwordRef = useRef<HTMLInputElement>(null);
  const formik = useFormik<FinishValues>({
    initialValues: finishInitialValues,
    validationSchema: schema,
    onSubmit: register,
  });

  /**
   * Spec section 5: when the passwords differ, both are cleared and the mismatch message shows.
   * Formik would only keep the error, so the mismatch is caught before its own submit, which
   * takes every other case (docs/decisions/034-forms-that-refuse-a-submit-their-own-way.md).
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

  return (
    <form method="post" noValidate onSubmit={handleSubmit}>
      {asksNickname && (
        <TextInputField
          label={texts.finish.nickname}
          autoComplete="nickname"
          {...fieldProps(formik, 'nickname')}
        />
      )}
      <PhoneField label={texts.finish.cellphone} {...digitsFieldProps(formik, 'cellphone')} />
      <EmailConfirmFields formik={formik} trim={trimEmails} />
      <PasswordConfirmFields formik={formik} passwordRef={passwordRef} username={cpf} />
      <TermsCheckbox {...checkboxProps(formik, 'acceptTermsAndConditions')} termsLink={termsLink} />
      <SubmitButton busy={busy}>{texts.finish.submit}</SubmitButton>
    </form>
  );
}
