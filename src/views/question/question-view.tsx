import Typography from '@mui/material/Typography';
import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { QuestionForm } from './question-form.tsx';

/** Step 2 (`texts.question.heading`): the identity question. */
export function QuestionView() {
  return (
    <>
      <StepHeading>{texts.question.heading}</StepHeading>
      <Typography>{texts.question.intro}</Typography>
      <QuestionForm />
    </>
  );
}
