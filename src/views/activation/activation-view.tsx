import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fill } from '../../../content/fill.ts';
import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { stepActionMark } from '../../components/step-action.ts';
import { useActivationStep } from '../../registration/steps/activation-step.ts';
import { ResentNote } from './resent-note.tsx';

/** Step 4 (`texts.activation.heading`): the activation link was sent; it can be sent again. */
export function ActivationView() {
  const { busy, email, resent, resend } = useActivationStep();
  return (
    <>
      <StepHeading>{texts.activation.heading}</StepHeading>
      <Typography component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {fill(texts.activation.sentTo, { email })}
      </Typography>
      <Typography component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {fill(texts.activation.sender)}
      </Typography>
      <Typography component="p" sx={{ mb: 2 }}>
        {texts.activation.spam}
      </Typography>
      {resent ? (
        <ResentNote />
      ) : (
        <Button
          {...stepActionMark}
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          onClick={resend}
        >
          {texts.activation.resend}
        </Button>
      )}
    </>
  );
}
