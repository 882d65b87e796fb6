import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { MACHINES, type MachineId } from '../../machines/index.ts';
import { useSessionRecording } from '../adapters/session-recording/use-session-recording.ts';
import { useBrandText } from '../brand/index.ts';
import {
  RegistrationActorContext,
  type RegistrationActorRef,
} from '../registration/registration-actor.ts';
import { VariantUiContext } from '../registration/variant-ui.ts';
import { RegisterCard } from '../views/register-card.tsx';
import { provideRegistration } from './provide-registration.ts';
import { useServices } from './services-context.ts';
import { useStoredClient } from './stored-client-context.ts';
import { VARIANTS } from '../../content/variants.ts';

/** A register screen: one actor of the variant's machine for as long as the screen is open. */
export function RegisterPage({ variant }: { variant: MachineId }) {
  const services = useServices();
  useSessionRecording(services.sessionRecording);
  const { ui } = VARIANTS[variant];
  const [logic] = useState(() => provideRegistration(MACHINES[variant], services));
  const client = useStoredClient();
  // The non-customer sign-up starts with the CPF typed on the register page, if it sent them here.
  const [carriedCpf] = useState(() =>
    variant === 'digital' ? services.navigation.carriedCpf() : undefined,
  );
  const actorRef: RegistrationActorRef = useActorRef(logic, {
    input: { ...client, cpf: carriedCpf },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });

  return (
    <VariantUiContext value={ui}>
      <RegistrationActorContext.Provider value={actorRef}>
        <title>{useBrandText('title')}</title>
        <RegisterCard />
      </RegistrationActorContext.Provider>
    </VariantUiContext>
  );
}
