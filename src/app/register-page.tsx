import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fill } from '../../content/fill.ts';
import { texts } from '../../content/texts.ts';
import { defaultMachine } from '../../machines/index.ts';
import { RegistrationActorContext } from '../registration/registration-actor.ts';
import { RegisterCard } from '../views/register-card.tsx';
import { provideRegistration } from './provide-registration.ts';
import { captcha, registrationApi } from './services.ts';
import { readStoredClient } from './stored-client.ts';
import { DIGITAL_SIGN_UP_PATH } from '../routing/route-paths.ts';

/** The register screen: one registration actor for as long as the screen is open. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    provideRegistration(defaultMachine, {
      api: registrationApi,
      captcha,
      goToDigitalSignUp: () => void navigate(DIGITAL_SIGN_UP_PATH),
    }),
  );
  const actorRef = useActorRef(logic, { input: readStoredClient(window.localStorage) });

  return (
    <RegistrationActorContext.Provider value={actorRef}>
      <title>{fill(texts.app.title)}</title>
      <RegisterCard />
    </RegistrationActorContext.Provider>
  );
}
