import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MachineId } from '../../machines/index.ts';
import { useSessionRecording } from '../adapters/session-recording/use-session-recording.ts';
import { useBrandText } from '../brand/index.ts';
import { useInspectorBroadcast } from '../inspector/broadcast.ts';
import {
  RegistrationActorContext,
  type RegistrationActorRef,
} from '../registration/registration-actor.ts';
import { VariantUiContext } from '../registration/variant-ui.ts';
import { DIGITAL_SIGN_UP_PATH } from '../routing/route-paths.ts';
import { RegisterCard } from '../views/register-card.tsx';
import { provideRegistration } from './provide-registration.ts';
import { captcha, registrationApi, sessionRecording } from './services.ts';
import { readStoredClient } from './stored-client.ts';
import { VARIANTS } from './variants.ts';

/** A register screen: one actor of the variant's machine for as long as the screen is open. */
export function RegisterPage({ variant }: { variant: MachineId }) {
  useSessionRecording(sessionRecording);
  const navigate = useNavigate();
  const { machine, ui } = VARIANTS[variant];
  const [logic] = useState(() =>
    provideRegistration(machine, {
      api: registrationApi,
      captcha,
      goToDigitalSignUp: () => void navigate(DIGITAL_SIGN_UP_PATH),
    }),
  );
  const actorRef: RegistrationActorRef = useActorRef(logic, {
    input: readStoredClient(window.localStorage),
  });
  useInspectorBroadcast(actorRef, variant);

  return (
    <VariantUiContext value={ui}>
      <RegistrationActorContext.Provider value={actorRef}>
        <title>{useBrandText('title')}</title>
        <RegisterCard />
      </RegistrationActorContext.Provider>
    </VariantUiContext>
  );
}
