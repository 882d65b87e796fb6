import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { texts } from '../../../content/texts.ts';
import { DigitsField } from '../../components/digits-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useQuestionStep } from '../../registration/steps/question-step.ts';
import {
  BIRTHDAY_DAY_MAX_LENGTH,
  BIRTHDAY_YEAR_LENGTH,
  questionSchema,
  type QuestionValues,
} from '../../validation/question.ts';
import { fieldError } from '../field-error.ts';
import { blurAfterPress, digitsFieldProps } from '../formik-field-props.ts';
import { MotherNameChoice } from './mother-name-choice.tsx';

const initialValues: QuestionValues = { mothersFirstName: '', birthdayDay: '', birthdayYear: '' };

/** The identity check: the mother's first name among the server's options, birth day and year. */
export function QuestionForm() {
  const { busy, motherNames, submit } = useQuestionStep();
  const dayRef = useRef<HTMLInputElement>(null);
  const formik = useFormik<QuestionValues>({
    initialValues,
    validationSchema: questionSchema,
    onSubmit: submit,
  });
  return (
    <form method="post" noValidate onSubmit={formik.handleSubmit}>
      <MotherNameChoice
        name="mothersFirstName"
        options={motherNames}
        value={formik.values.mothersFirstName}
        onChange={(chosen) => void formik.setFieldValue('mothersFirstName', chosen)}
        onChosen={() => dayRef.current?.focus()}
        onBlur={blurAfterPress(formik)}
        error={fieldError(formik, 'mothersFirstName')}
      />
      {/* Side by side from tablets up; stacked at 360 px, where the labels would be cut. The
          stack's spacing replaces the fields' own margins, so it keeps them apart itself. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, mb: 1 }}>
        <DigitsField
          label={texts.question.birthdayDay}
          maxLength={BIRTHDAY_DAY_MAX_LENGTH}
          autoComplete="bday-day"
          inputRef={dayRef}
          {...digitsFieldProps(formik, 'birthdayDay')}
        />
        <DigitsField
          label={texts.question.birthdayYear}
          maxLength={BIRTHDAY_YEAR_LENGTH}
          autoComplete="bday-year"
          {...digitsFieldProps(formik, 'birthdayYear')}
        />
      </Stack>
      <SubmitButton busy={busy}>{texts.question.submit}</SubmitButton>
    </form>
  );
}
