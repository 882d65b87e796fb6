import { assertEvent } from 'xstate';
import type { MessageId } from '../messages.ts';
import { nonClientPayload } from '../payloads.ts';
import {
  failedWith,
  notify,
  registrationSetup,
  type NoticeAction,
  status,
} from '../registration.setup.ts';

export interface NonClientStepOptions {
  machineId: string;
  registered: MessageId;
  /** What a failed sign-up shows (the digital variant adds a warning). */
  failed: NoticeAction[];
}

/**
 * The non-customer sign-up form (spec section 2): one form, no token; SUCCESS opens the
 * non-customer activation step.
 */
export function nonClientStep({ machineId, registered, failed }: NonClientStepOptions) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          'nonClient.submit': {
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
          id: 'registerNonClient',
          src: 'registerNonClient',
          input: ({ context, event }) => {
            assertEvent(event, 'nonClient.submit');
            return { payload: nonClientPayload(event, context) };
          },
          onDone: [
            { guard: status('SUCCESS'), target: `#${machineId}.nonClientActivation` },
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
            { target: 'editing', actions: failed },
          ],
          onError: [
            {
              guard: failedWith('USER_ALREADY_EXISTS'),
              target: 'editing',
              actions: notify(registered),
            },
            { target: 'editing', actions: failed },
          ],
        },
      },
    },
  });
}
