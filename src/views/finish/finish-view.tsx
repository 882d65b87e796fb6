import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { FinishForm } from './finish-form.tsx';

/** Step 3: 'Para finalizar...'. */
export function FinishView() {
  return (
    <>
      <StepHeading>{texts.finish.heading}</StepHeading>
      <FinishForm />
    </>
  );
}
