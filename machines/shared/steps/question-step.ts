import { assertEvent } from 'xstate';
import { byStatus } from '../guards.ts';
import { notify } from '../notices.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';
import type { StepTarget } from '../step-targets.ts';

/**
 * The identity question (spec 4.3): the answer is sent; SUCCESS goes on to `toForm`.
 * INCORRECT_ANSWER keeps the customer on the step, with what they typed, and says why.
 * TOKEN_ERROR (after repeated wrong answers) blocks access (spec 4.3 and 6): the customer stays
 * on the step with the message, and no answer can be sent again with the revoked token.
 */
export function questionStep({ toForm }: { toForm: StepTarget }) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: { 'answer.submit': { target: 'submittingAnswer', actions: 'clearNotices' } },
      },
      /** Nothing more to send: the view offers the help centre instead of the form. */
      blocked: { type: 'final', tags: 'blocked' },
      submittingAnswer: {
        tags: 'busy',
        invoke: {
          id: 'submitAnswer' satisfies InvokeId,
          src: 'submitAnswer',
          input: ({ context, event }) => {
            assertEvent(event, 'answer.submit');
            const { birthdayDay, birthdayYear, mothersFirstName } = event;
            return {
              // Stryker disable next-line StringLiteral: a customer gets here only after hasToken stored a token
              token: context.token ?? '',
              answer: { birthdayDay, birthdayYear, mothersFirstName },
            };
          },
          onDone: [
            ...byStatus.answer({
              SUCCESS: [{ target: toForm }],
              INCORRECT_ANSWER: [
                {
                  target: 'editing',
                  actions: notify('answer.incorrect'),
                },
              ],
              TOKEN_ERROR: [
                {
                  target: 'blocked',
                  actions: notify('access.blocked'),
                },
              ],
            }),
            { target: 'editing', actions: notify('step.failed') },
          ],
          onError: { target: 'editing', actions: notify('step.failed') },
        },
      },
    },
  });
}
