import Typography from '@mui/material/Typography';
import { guidance } from '../../../content/guidance.ts';
import { texts } from '../../../content/texts.ts';
import { HELP_PATH } from '../../components/portal-links.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { useQuestionStep } from '../../registration/steps/question-step.ts';
import { QuestionForm } from './question-form.tsx';

/**
 * Step 2 (`texts.question.heading`): the identity question. Once TOKEN_ERROR has blocked the
 * access the form is gone (its token is revoked); the card's alert keeps the spec's message and
 * the help centre is offered instead.
 */
export function QuestionView() {
  const { blocked } = useQuestionStep();
  return (
    <>
      <StepHeading>{texts.question.heading}</StepHeading>
      {blocked ? (
        <>
          <Typography sx={{ mb: 2 }}>{guidance.question.blocked}</Typography>
          <TextLink to={HELP_PATH}>{guidance.question.helpCentre}</TextLink>
        </>
      ) : (
        <>
          <Typography>{texts.question.intro}</Typography>
          <QuestionForm />
        </>
      )}
    </>
  );
}
