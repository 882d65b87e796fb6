import Typography from '@mui/material/Typography';
import { fill } from '../../../content/fill.ts';
import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { PRIVACY_FROM_REGISTER } from '../../components/portal-links.ts';
import { useVariantUi } from '../../registration/variant-ui.ts';
import { CpfForm } from './cpf-form.tsx';

/**
 * Step 1 (`cpf`, or the blocks variants' `firstAccess`): `texts.cpf.heading`, or the variant's
 * own heading.
 */
export function CpfView() {
  const { firstStep } = useVariantUi();
  return (
    <>
      <StepHeading>{fill(firstStep.heading)}</StepHeading>
      <Typography>{texts.cpf.intro}</Typography>
      <CpfForm />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <TextLink to={PRIVACY_FROM_REGISTER}>{texts.cpf.privacyLink}</TextLink>
      </Typography>
    </>
  );
}
