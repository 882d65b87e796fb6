import Button from '@mui/material/Button';
import { useFormik, type FormikTouched } from 'formik';
import { useMemo, useRef, type SubmitEvent } from 'react';
import { texts } from '../../../content/texts.ts';
import { validation } from '../../../content/validation.ts';
import { BirthDateField } from '../../components/birth-date-field.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { CpfField } from '../../components/cpf-field.tsx';
import { EmailField } from '../../components/email-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { PhoneField } from '../../components/phone-field.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { TextInputField } from '../../components/text-input-field.tsx';
import { useBusy, useSend } from '../../registration/registration-actor.ts';
import { useVariantUi } from '../../registration/variant-ui.ts';
import { birthDateText } from '../../validation/birth-date.ts';
import {
  NON_CLIENT_MAX_LENGTH,
  errorsByField,
  nonClientFailures,
  nonClientInitialValues,
  nonClientSchema,
  type NonClientField,
  type NonClientValues,
} from '../../validation/non-client.ts';
import { fieldError } from '../field-error.ts';

export interface NonClientFormProps {
  /** The CPF given at first access (blocks variants): shown, not editable. */
  knownCpf?: string | undefined;
}

/**
 * The non-customer sign-up (spec section 2): who they are, how to reach them, a password, the
 * terms and the WhatsApp-contact consent. On submit the first rule that fails, in the spec's order
 * (section 5), has its field focused and its message shown there as an alert; fields left earlier
 * show their own messages too.
 */
export function NonClientForm({ knownCpf }: NonClientFormProps) {
  const busy = useBusy();
  const send = useSend();
  const { nickname: asksNickname, trimEmails, whatsappDefault, termsLink } = useVariantUi();
  const schema = useMemo(() => nonClientSchema({ nickname: asksNickname }), [asksNickname]);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<NonClientValues>({
    initialValues: nonClientInitialValues({ cpf: knownCpf ?? '', whatsappDefault }),
    validate: async (values) => errorsByField(await nonClientFailures(schema, values)),
    // Submitting is `submit` below: formik's own would flag every field at once.
    onSubmit: () => undefined,
  });

  /** Every input has its field's name, so the form finds what to focus without a ref each. */
  function focusField(field: NonClientField) {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }

  async function submit() {
    const { values } = formik;
    const failures = await nonClientFailures(schema, values);
    const [first] = failures;
    if (first === undefined) {
      send({
        type: 'nonClient.submit',
        name: values.name,
        email: values.email,
        cellphone: values.cellphone,
        birthDate: values.birthDate,
        document: values.cpf,
        password: values.password,
        acceptTermsAndConditions: values.acceptTermsAndConditions,
        acceptSendMessage: values.acceptWhatsapp,
        ...(asksNickname ? { nickname: values.nickname } : {}),
      });
      return;
    }
    const errors = errorsByField(failures);
    const touched: FormikTouched<NonClientValues> = { ...formik.touched, [first.field]: true };
    // Spec section 5: when the passwords differ, both are cleared and typed again from the first.
    const mismatch = first.message === validation.passwordMismatch;
    if (mismatch) {
      // The password's own message was about the text just cleared.
      delete errors.password;
      touched.password = true;
      await formik.setValues({ ...values, password: '', confirmPassword: '' }, false);
    }
    await formik.setTouched(touched, false);
    formik.setErrors(errors);
    focusField(mismatch ? 'password' : first.field);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  const { values, handleChange, handleBlur } = formik;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit}>
      <TextInputField
        name="name"
        label={texts.nonClient.name}
        value={values.name}
        autoComplete="name"
        maxLength={NON_CLIENT_MAX_LENGTH.name}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'name')}
      />
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
      <EmailField
        name="email"
        label={texts.finish.email}
        value={values.email}
        maxLength={NON_CLIENT_MAX_LENGTH.email}
        trim={trimEmails}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'email')}
      />
      <EmailField
        name="confirmEmail"
        label={texts.finish.confirmEmail}
        value={values.confirmEmail}
        maxLength={NON_CLIENT_MAX_LENGTH.email}
        trim={trimEmails}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'confirmEmail')}
        blockPaste
      />
      <CpfField
        name="cpf"
        label={texts.nonClient.cpf}
        value={values.cpf}
        readOnly={knownCpf !== undefined}
        onValueChange={(digits) => void formik.setFieldValue('cpf', digits)}
        onBlur={handleBlur}
        error={fieldError(formik, 'cpf')}
      />
      <BirthDateField
        name="birthDate"
        label={texts.nonClient.birthDate}
        // The form keeps DD/MM/YYYY as typed; the masked field works with the digits.
        value={values.birthDate.replace(/\D/g, '')}
        onValueChange={(digits) => void formik.setFieldValue('birthDate', birthDateText(digits))}
        onBlur={handleBlur}
        error={fieldError(formik, 'birthDate')}
      />
      <PhoneField
        name="cellphone"
        label={texts.finish.cellphone}
        value={values.cellphone}
        onValueChange={(digits) => void formik.setFieldValue('cellphone', digits)}
        onBlur={handleBlur}
        error={fieldError(formik, 'cellphone')}
      />
      <PasswordField
        name="password"
        label={texts.finish.password}
        value={values.password}
        maxLength={NON_CLIENT_MAX_LENGTH.password}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError(formik, 'password')}
      />
      <PasswordField
        name="confirmPassword"
        label={texts.finish.confirmPassword}
        value={values.confirmPassword}
        maxLength={NON_CLIENT_MAX_LENGTH.password}
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
      <CheckboxField
        name="acceptWhatsapp"
        label={texts.nonClient.whatsapp}
        checked={values.acceptWhatsapp}
        onChange={handleChange}
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
