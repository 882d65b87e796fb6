import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ComponentType } from 'react';
import { BusyIndicator } from '../components/busy-indicator.tsx';
import { useBusy, useStep, type RegistrationStep } from '../registration/registration-actor.ts';
import { ActivationView, NonClientActivationView } from './activation/activation-view.tsx';
import { BlockedView } from './blocked/blocked-view.tsx';
import { CpfView } from './cpf/cpf-view.tsx';
import { FinishView } from './finish/finish-view.tsx';
import { NonClientPasswordView, SignUpView } from './non-client/non-client-view.tsx';
import { NoticeAlert } from './notices/notice-alert.tsx';
import { NoticeToasts } from './notices/notice-toasts.tsx';
import { QuestionView } from './question/question-view.tsx';
import { SignUpRedirectView } from './sign-up-redirect/sign-up-redirect-view.tsx';

/** Every step of every variant's machine has its view: a missing one fails the typecheck. */
const views: Record<RegistrationStep, ComponentType> = {
  cpf: CpfView,
  firstAccess: CpfView,
  question: QuestionView,
  finish: FinishView,
  createPassword: FinishView,
  nonClientPassword: NonClientPasswordView,
  signUp: SignUpView,
  activation: ActivationView,
  nonClientActivation: NonClientActivationView,
  blocked: BlockedView,
  signUpRedirect: SignUpRedirectView,
};

/**
 * The register screen of any variant: one card showing the current step's view, the busy
 * indicator and the notices. A view stays mounted while its step's calls run and fail, so its form
 * keeps what was typed. What differs between variants' views comes from `VariantUiContext`.
 */
export function RegisterCard() {
  const step = useStep();
  const busy = useBusy();
  const View = views[step];
  return (
    <Card
      variant="outlined"
      sx={{ width: '100%', maxWidth: 480, mx: 'auto', boxSizing: 'border-box' }}
      aria-busy={busy}
    >
      <BusyIndicator busy={busy} />
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        {/* The blocked view shows its message as its text; a closable copy would only repeat it. */}
        {step !== 'blocked' && <NoticeAlert />}
        <View key={step} />
      </CardContent>
      <NoticeToasts />
    </Card>
  );
}
