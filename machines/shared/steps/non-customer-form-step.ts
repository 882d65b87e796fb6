import { assertEvent } from 'xstate';
import { byStatus } from '../guards.ts';
import { nonClientPayload } from '../payloads.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';
import { registrationOutcomes, type RegistrationOutcomeOptions } from './registration-outcomes.ts';

/** The form's state while the customer fills it in; every failed registration returns to it. */
const EDITING = 'editing';

/**
 * The non-customer sign-up form (spec 2 and 4.6): one form, no token; SUCCESS opens the
 * activation step, whose resend then goes without a token.
 */
export function nonCustomerFormStep(options: RegistrationOutcomeOptions) {
  const { answered, otherwise, onError } = registrationOutcomes(EDITING, options);
  return registrationSetup.createStateConfig({
    initial: EDITING,
    states: {
      [EDITING]: {
        on: {
          'nonClient.submit': {
            target: 'registering',
            actions: [
              'clearNotices',
              {
                type: 'storeEmail',
                params: ({ event }: { event: { email: string } }) => ({ email: event.email }),
              },
              {
                type: 'storeCpf',
                params: ({ event }: { event: { document: string } }) => ({ cpf: event.document }),
              },
            ],
          },
        },
      },
      registering: {
        tags: 'busy',
        invoke: {
          id: 'registerNonClient' satisfies InvokeId,
          src: 'registerNonClient',
          input: ({ context, event }) => {
            assertEvent(event, 'nonClient.submit');
            return { payload: nonClientPayload(event, context) };
          },
          onDone: [...byStatus.nonClient(answered), otherwise],
          onError,
        },
      },
    },
  });
}
