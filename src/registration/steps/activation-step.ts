import { useBusy, useRegisteredEmail, useResent, useSend } from '../registration-actor.ts';

/** What the activation step offers its view. */
export interface ActivationStep {
  busy: boolean;
  /** Where the activation link was sent. */
  email: string;
  /** The e-mail was sent again: the resend button gives way to the success note. */
  resent: boolean;
  /** Sends the activation e-mail again. */
  resend: () => void;
}

export function useActivationStep(): ActivationStep {
  const send = useSend();
  return {
    busy: useBusy(),
    email: useRegisteredEmail(),
    resent: useResent(),
    resend: () => {
      send({ type: 'resend.request' });
    },
  };
}
