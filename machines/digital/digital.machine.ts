import {
  initialContext,
  notify,
  notifyAlso,
  registrationSetup,
} from '../shared/registration.setup.ts';
import { nonClientStep } from '../shared/steps/non-client-step.ts';

const id = 'digital';

/**
 * The non-customer simulation sign-up (/cadastro-refi-digital): one form, then the activation
 * step. A failure adds a warning to contact the relationship centre.
 */
export const digitalMachine = registrationSetup.createMachine({
  id,
  context: ({ input }) => initialContext(input),
  initial: 'signUp',
  states: {
    signUp: nonClientStep({
      machineId: id,
      registered: 'client.registered',
      failed: [notify('register.failed'), notifyAlso('register.contactSupport')],
    }),
    nonClientActivation: { type: 'final' },
  },
});
