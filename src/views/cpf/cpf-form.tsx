import { useFormik } from 'formik';
import { texts } from '../../../content/texts.ts';
import { afterPress } from '../../components/after-press.ts';
import { CpfField } from '../../components/cpf-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { useCpfStep } from '../../registration/steps/cpf-step.ts';
import { useVariantUi } from '../../registration/variant-ui.ts';
import type { FirstAccessValues } from '../../validation/cpf.ts';
import { cpfValidation, firstAccessValidation } from '../../validation/first-step.ts';
import { fieldError } from '../field-error.ts';

const initialValues: FirstAccessValues = { cpf: '', acceptTermsAndConditions: false };

/**
 * The CPF, checked when the field is left and on submit, then sent as digits. The blocks
 * variants' first access also asks for the terms before the CPF is sent.
 */
export function CpfForm() {
  const { busy, submit } = useCpfStep();
  const { firstStep, termsLink } = useVariantUi();
  const validation = firstStep.askTerms ? firstAccessValidation : cpfValidation;
  const formik = useFormik<FirstAccessValues>({
    initialValues,
    validate: validation.validate,
    // Spec section 5: checked on blur and on submit, not while the number is half typed.
    validateOnChange: false,
    onSubmit: ({ cpf }) => {
      submit(cpf);
    },
  });
  const error = fieldError(formik, 'cpf');
  const termsError = fieldError(formik, 'acceptTermsAndConditions');
  return (
    // Posts when no script runs (the prerendered page, JavaScript off or failed): the CPF then
    // travels in the body, never in the address (issue 27); the servers answer that JavaScript is
    // needed.
    <form
      method="post"
      noValidate
      onSubmit={formik.handleSubmit}
      onFocus={() => void validation.preload()}
    >
      <CpfField
        name="cpf"
        label={texts.cpf.label}
        value={formik.values.cpf}
        // Once an error shows, it follows the typing, so it goes away as soon as the CPF is right.
        onValueChange={(digits) => void formik.setFieldValue('cpf', digits, error !== undefined)}
        onBlur={afterPress(formik.handleBlur)}
        error={error}
      />
      {firstStep.askTerms && (
        <TermsCheckbox
          name="acceptTermsAndConditions"
          checked={formik.values.acceptTermsAndConditions}
          // Likewise, the message goes away as soon as the box is checked.
          onChange={(event) =>
            void formik.setFieldValue(
              'acceptTermsAndConditions',
              event.target.checked,
              termsError !== undefined,
            )
          }
          onBlur={afterPress(formik.handleBlur)}
          error={termsError}
          termsLink={termsLink}
        />
      )}
      <SubmitButton busy={busy}>{firstStep.submitLabel}</SubmitButton>
    </form>
  );
}
