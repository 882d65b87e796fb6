import { assertEvent } from 'xstate';
import { notify, registrationSetup, status } from '../registration.setup.ts';

/**
 * The identity question: the answer is sent; SUCCESS goes on to `next`, INCORRECT_ANSWER stays,
 * TOKEN_ERROR (after repeated wrong answers) blocks access.
 */
export function questionStep(machineId: string, next: string) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: { 'answer.submit': { target: 'submittingAnswer', actions: 'clearNotices' } },
      },
      submittingAnswer: {
        tags: 'busy',
        invoke: {
          id: 'submitAnswer',
          src: 'submitAnswer',
          input: ({ context, event }) => {
            assertEvent(event, 'answer.submit');
            const { birthdayDay, birthdayYear, mothersFirstName } = event;
            return {
              token: context.token ?? '',
              answer: { birthdayDay, birthdayYear, mothersFirstName },
            };
          },
          onDone: [
            { guard: status('SUCCESS'), target: `#${machineId}.${next}` },
            {
              guard: status('INCORRECT_ANSWER'),
              target: 'editing',
              actions: notify('answer.incorrect'),
            },
            {
              guard: status('TOKEN_ERROR'),
              target: `#${machineId}.blocked`,
              actions: notify('access.blocked'),
            },
            { target: 'editing', actions: notify('step.failed') },
          ],
          onError: { target: 'editing', actions: notify('step.failed') },
        },
      },
    },
  });
}
