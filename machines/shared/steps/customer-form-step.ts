import { assertEvent } from 'xstate';
import { byStatus } from '../guards.ts';
import { notify } from '../notices.ts';
import { registerPayload } from '../payloads.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';
import { registrationOutcomes, type RegistrationOutcomeOptions } from './registration-outcomes.ts';

/** The form's state while the customer fills it in; every failed registration returns to it. */
const EDITING = 'editing';

/**
 * The customer's last form ('Para finalizar...', or the blocks password creation): register is
 * sent with the token; SUCCESS opens the activation step (spec 4.4).
 */
export function customerFormStep(options: Omit<RegistrationOutcomeOptions, 'failed'>) {
  const { answered, otherwise, onError } = registrationOutcomes(EDITING, {
    ...options,
    failed: [notify('register.failed')],
  });
  return registrationSetup.createStateConfig({
    initial: EDITING,
    states: {
      [EDITING]: {
        on: {
          'register.submit': {
            target: 'registering',
            actions: [
              'clearNotices',
              {
                type: 'storeEmail',
                params: ({ event }: { event: { email: string } }) => ({ email: event.email }),
              },
            ],
          },
        },
      },
      registering: {
        tags: 'busy',
        invoke: {
          id: 'register' satisfies InvokeId,
          src: 'register',
          input: ({ context, event }) => {
            assertEvent(event, 'register.submit');
            // Stryker disable next-line StringLiteral: a customer gets here only after hasToken stored a token
            return { token: context.token ?? '', payload: registerPayload(event, context) };
          },
          onDone: [
            ...byStatus.register({
              ...answered,
              TOKEN_ERROR: [otherwise],
            }),
            otherwise,
          ],
          onError,
        },
      },
    },
  });
}
