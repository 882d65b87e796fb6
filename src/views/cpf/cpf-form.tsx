import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { texts } from '../../../content/texts.ts';
import { CpfField } from '../../components/cpf-field.tsx';
import { useBusy, useSend } from '../../registration/registration-actor.ts';
import { cpfSchema, type CpfValues } from '../../validation/cpf.ts';
import { fieldError } from '../field-error.ts';

const initialValues: CpfValues = { cpf: '' };

/** The CPF, checked when the field is left and on submit, then sent as digits. */
export function CpfForm() {
  const busy = useBusy();
  const send = useSend();
  const formik = useFormik<CpfValues>({
    initialValues,
    validationSchema: cpfSchema,
    // Spec section 5: checked on blur and on submit, not while the number is half typed.
    validateOnChange: false,
    onSubmit: ({ cpf }) => {
      send({ type: 'cpf.submit', cpf });
    },
  });
  const error = fieldError(formik, 'cpf');
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <CpfField
        name="cpf"
        label={texts.cpf.label}
        value={formik.values.cpf}
        // Once an error shows, it follows the typing, so it goes away as soon as the CPF is right.
        onValueChange={(digits) => void formik.setFieldValue('cpf', digits, error !== undefined)}
        onBlur={formik.handleBlur}
        error={error}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {texts.cpf.submit}
      </Button>
    </form>
  );
}
