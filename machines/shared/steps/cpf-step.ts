import type { QuestionResponse } from '../api.ts';
import { byStatus } from '../guards.ts';
import type { MessageId } from '../messages.ts';
import { notify, type NoticeAction } from '../notices.ts';
import { tokenClientId } from '../payloads.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';
import type { StepTarget } from '../step-targets.ts';

export interface CpfStepOptions {
  /** Where the customer goes once the question has come: the question step. */
  toQuestion: StepTarget;
  /** Where CLIENT_NOT_FOUND leads, and what it shows on the way. */
  clientNotFound: { target: StepTarget; actions: readonly NoticeAction[] };
  /** What INSUFFICIENT_CLIENT_DATA shows. */
  insufficientData: readonly NoticeAction[];
  /** The already-registered message of this variant. */
  registered: MessageId;
}

/**
 * The CPF step (spec section 4, items 1-2): the CPF is stored, the invisible captcha runs and the
 * token is requested. The four statuses the spec names stay on the step (or leave, for
 * CLIENT_NOT_FOUND); any other answer that carries a token keeps it and fetches the question.
 */
export function cpfStep({
  toQuestion,
  clientNotFound,
  insufficientData,
  registered,
}: CpfStepOptions) {
  return registrationSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          'cpf.submit': {
            target: 'verifyingCaptcha',
            actions: [
              'clearNotices',
              {
                type: 'storeCpf',
                params: ({ event }: { event: { cpf: string } }) => ({ cpf: event.cpf }),
              },
            ],
          },
        },
      },
      verifyingCaptcha: {
        tags: 'busy',
        invoke: {
          id: 'captcha' satisfies InvokeId,
          src: 'captcha',
          input: { action: 'token' },
          onDone: {
            target: 'requestingToken',
            actions: {
              type: 'storeCaptchaResponse',
              params: ({ event }) => ({ response: event.output }),
            },
          },
          onError: { target: 'editing', actions: notify('captcha.failed') },
        },
      },
      requestingToken: {
        tags: 'busy',
        invoke: {
          id: 'requestToken' satisfies InvokeId,
          src: 'requestToken',
          input: ({ context }) => ({
            document: context.cpf,
            recaptchaResponse: context.recaptchaResponse,
            clientId: tokenClientId(context.clientId),
          }),
          onDone: [
            ...byStatus.token({
              // Goes on by its token, below, as any status the spec does not name.
              SUCCESS: [],
              CLIENT_NOT_FOUND: [
                {
                  target: clientNotFound.target,
                  actions: clientNotFound.actions.flat(),
                },
              ],
              INCORRECT_CAPTCHA_RESPONSE: [
                {
                  target: 'editing',
                  actions: notify('captcha.failed'),
                },
              ],
              INSUFFICIENT_CLIENT_DATA: [
                {
                  target: 'editing',
                  actions: insufficientData.flat(),
                },
              ],
              INVALID_CLIENT_STATUS: [
                {
                  clientStatus: 'REGISTERED',
                  target: 'editing',
                  actions: notify(registered),
                },
                {
                  clientStatus: 'BLOCKED',
                  target: 'editing',
                  actions: notify('client.blocked'),
                },
                // A client status the spec does not name: still no registration, and no text for it.
                {
                  target: 'editing',
                  actions: notify('step.failed'),
                },
              ],
            }),
            // SUCCESS, and any status the spec does not name (spec 4.2: "otherwise").
            {
              guard: 'hasToken',
              target: 'fetchingQuestion',
              actions: {
                type: 'storeToken',
                params: ({ event }) => ({ token: event.output.token }),
              },
            },
            // An answer without a token cannot go on.
            { target: 'editing', actions: notify('step.failed') },
          ],
          onError: { target: 'editing', actions: notify('step.failed') },
        },
      },
      fetchingQuestion: {
        tags: 'busy',
        invoke: {
          id: 'fetchQuestion' satisfies InvokeId,
          src: 'fetchQuestion',
          // Stryker disable next-line StringLiteral: a customer gets here only after hasToken stored a token
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: [
            ...byStatus.question({
              SUCCESS: [
                {
                  target: toQuestion,
                  actions: {
                    type: 'storeMotherNames',
                    params: ({ event }: { event: { output: QuestionResponse } }) => ({
                      motherNames: event.output.question?.motherNames ?? [],
                    }),
                  },
                },
              ],
              TOKEN_ERROR: [
                {
                  target: 'editing',
                  actions: notify('step.failed'),
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
