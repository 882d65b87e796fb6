import { assertEvent } from 'xstate';
import type { MessageId } from '../messages.ts';
import { registerPayload } from '../payloads.ts';
import { failedWith, notify, registrationSetup, status } from '../registration.setup.ts';

/**
 * The customer's last form ('Para finalizar...', or the blocks password creation): register is
 * sent with the token; SUCCESS opens the activation step.
 */
export function registerStep(machineId: string, registered: MessageId) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
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
          id: 'register',
          src: 'register',
          input: ({ context, event }) => {
            assertEvent(event, 'register.submit');
            return { token: context.token ?? '', payload: registerPayload(event, context) };
          },
          onDone: [
            { guard: status('SUCCESS'), target: `#${machineId}.activation` },
            {
              guard: status('EMAIL_ALREADY_IN_USE'),
              target: 'editing',
              actions: notify('register.emailInUse'),
            },
            {
              guard: status('USER_ALREADY_EXISTS'),
              target: 'editing',
              actions: notify(registered),
            },
            { guard: status('TOKEN_ERROR'), target: 'editing', actions: notify('register.failed') },
            { target: 'editing', actions: notify('register.failed') },
          ],
          onError: [
            {
              guard: failedWith('USER_ALREADY_EXISTS'),
              target: 'editing',
              actions: notify(registered),
            },
            { target: 'editing', actions: notify('register.failed') },
          ],
        },
      },
    },
  });
}
