import { useFormik, type FormikTouched } from 'formik';
import { useMemo, useRef, type SubmitEvent } from 'react';
import { texts } from '../../../content/texts.ts';
import { validation } from '../../../content/validation.ts';
import { BirthDateField } from '../../components/birth-date-field.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { CpfField } from '../../components/cpf-field.tsx';
import { PhoneField } from '../../components/phone-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { TextInputField } from '../../components/text-input-field.tsx';
import { useNonClientStep } from '../../registration/steps/non-client-step.ts';
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
import { EmailConfirmFields } from '../email-confirm-fields.tsx';
import { fieldError } from '../field-error.ts';
import {
  blurAfterPress,
  checkboxProps,
  digitsFieldProps,
  fieldProps,
} from '../formik-field-props.ts';
import { PasswordConfirmFields } from '../password-confirm-fields.tsx';

export interface NonClientFormProps {
  /** The CPF given at first access (blocks variants): shown, not editable. */
  knownCpf?: string | undefined;
  /** A CPF typed before (on the register page): the field starts with it, editable. */
  typedCpf?: string | undefined;
}

/**
 * The non-customer sign-up (spec section 2): who they are, how to reach them, a password, the
 * terms and the WhatsApp-contact consent. On submit the first rule that fails, in the spec's order
 * (section 5), has its field focused and its message shown there as an alert; fields left earlier
 * show their own messages too.
 */
export function NonClientForm({ knownCpf, typedCpf }: NonClientFormProps) {
  const { busy, submit: signUp } = useNonClientStep();
  const { nickname: asksNickname, trimEmails, whatsappDefault, termsLink } = useVariantUi();
  const schema = useMemo(() => nonClientSchema({ nickname: asksNickname }), [asksNickname]);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<NonClientValues>({
    initialValues: nonClientInitialValues({ cpf: knownCpf ?? typedCpf ?? '', whatsappDefault }),
    validate: async (values) => errorsByField(await nonClientFailures(schema, values)),
    // Submitting is `submit` below: formik's own would flag every field at once, where the spec
    // flags the first failing rule (docs/decisions/034-forms-that-refuse-a-submit-their-own-way.md).
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
      signUp(values);
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

  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      <TextInputField
        label={texts.nonClient.name}
        autoComplete="name"
        maxLength={NON_CLIENT_MAX_LENGTH.name}
        {...fieldProps(formik, 'name')}
      />
      {asksNickname && (
        <TextInputField
          label={texts.finish.nickname}
          autoComplete="nickname"
          {...fieldProps(formik, 'nickname')}
        />
      )}
      <EmailConfirmFields
        formik={formik}
        trim={trimEmails}
        maxLength={NON_CLIENT_MAX_LENGTH.email}
      />
      <CpfField
        label={texts.nonClient.cpf}
        readOnly={knownCpf !== undefined}
        {...digitsFieldProps(formik, 'cpf')}
      />
      <BirthDateField
        name="birthDate"
        label={texts.nonClient.birthDate}
        // The form keeps DD/MM/YYYY as typed; the masked field works with the digits.
        value={formik.values.birthDate.replace(/\D/g, '')}
        onValueChange={(digits) => void formik.setFieldValue('birthDate', birthDateText(digits))}
        onBlur={blurAfterPress(formik)}
        error={fieldError(formik, 'birthDate')}
      />
      <PhoneField label={texts.finish.cellphone} {...digitsFieldProps(formik, 'cellphone')} />
      <PasswordConfirmFields
        formik={formik}
        maxLength={NON_CLIENT_MAX_LENGTH.password}
        username={formik.values.cpf}
      />
      <TermsCheckbox {...checkboxProps(formik, 'acceptTermsAndConditions')} termsLink={termsLink} />
      <CheckboxField
        name="acceptWhatsapp"
        label={texts.nonClient.whatsapp}
        checked={formik.values.acceptWhatsapp}
        onChange={formik.handleChange}
      />
      <SubmitButton busy={busy}>{texts.finish.submit}</SubmitButton>
    </form>
  );
}
