import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';

/** Shown for the moment between CLIENT_NOT_FOUND and the app's navigation to the digital sign-up. */
export function SignUpRedirectView() {
  return <StepHeading>{texts.redirect.heading}</StepHeading>;
}
