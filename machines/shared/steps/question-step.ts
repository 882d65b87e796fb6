import { assertEvent } from 'xstate';
import { status } from '../guards.ts';
import { notify } from '../notices.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';
import type { StepTarget } from '../step-targets.ts';

/**
 * The identity question (spec 4.3): the answer is sent; SUCCESS goes on to `toForm`.
 * INCORRECT_ANSWER and TOKEN_ERROR (after repeated wrong answers: access blocked) keep the
 * customer on the step, with what they typed, and say why.
 */
export function questionStep({ toForm }: { toForm: StepTarget }) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: { 'answer.submit': { target: 'submittingAnswer', actions: 'clearNotices' } },
      },
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
            { guard: status.answer('SUCCESS'), target: toForm },
            {
              guard: status.answer('INCORRECT_ANSWER'),
              target: 'editing',
              actions: notify('answer.incorrect'),
            },
            {
              guard: status.answer('TOKEN_ERROR'),
              target: 'editing',
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
