import Typography from '@mui/material/Typography';
import { texts } from '../../../content/texts.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { PRIVACY_FROM_REGISTER } from '../../components/portal-links.ts';
import { CpfForm } from './cpf-form.tsx';

/** Step 1: 'Faça seu cadastro!'. */
export function CpfView() {
  return (
    <>
      <StepHeading>{texts.cpf.heading}</StepHeading>
      <Typography>{texts.cpf.intro}</Typography>
      <CpfForm />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <TextLink to={PRIVACY_FROM_REGISTER}>{texts.cpf.privacyLink}</TextLink>
      </Typography>
    </>
  );
}
