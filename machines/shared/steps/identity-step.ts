import { and } from 'xstate';
import type { MessageId } from '../messages.ts';
import { tokenClientId } from '../payloads.ts';
import {
  clientStatus,
  notify,
  registrationSetup,
  type NoticeAction,
  status,
} from '../registration.setup.ts';

export interface IdentityStepOptions {
  machineId: string;
  /** Where CLIENT_NOT_FOUND leads (a top-level state), and what it shows on the way. */
  clientNotFound: { target: string; actions: NoticeAction[] };
  /** What INSUFFICIENT_CLIENT_DATA shows. */
  insufficientData: NoticeAction[];
  /** The already-registered message of this variant. */
  registered: MessageId;
}

/**
 * The CPF step (spec section 4, items 1-2): the CPF is stored, the invisible captcha runs, the
 * token is requested and, on SUCCESS, the question is fetched. Every token status has its own
 * transition; failures stay on the step with a message.
 */
export function identityStep({
  machineId,
  clientNotFound,
  insufficientData,
  registered,
}: IdentityStepOptions) {
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
          id: 'captcha',
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
          id: 'requestToken',
          src: 'requestToken',
          input: ({ context }) => ({
            document: context.cpf,
            recaptchaResponse: context.recaptchaResponse,
            clientId: tokenClientId(context.clientId),
          }),
          onDone: [
            {
              guard: status('SUCCESS'),
              target: 'fetchingQuestion',
              actions: {
                type: 'storeToken',
                params: ({ event }) => ({
                  token: event.output.token,
                }),
              },
            },
            {
              guard: status('CLIENT_NOT_FOUND'),
              target: `#${machineId}.${clientNotFound.target}`,
              actions: clientNotFound.actions,
            },
            {
              guard: status('INCORRECT_CAPTCHA_RESPONSE'),
              target: 'editing',
              actions: notify('captcha.failed'),
            },
            {
              guard: status('INSUFFICIENT_CLIENT_DATA'),
              target: 'editing',
              actions: insufficientData,
            },
            {
              guard: and([status('INVALID_CLIENT_STATUS'), clientStatus('REGISTERED')]),
              target: 'editing',
              actions: notify(registered),
            },
            {
              guard: and([status('INVALID_CLIENT_STATUS'), clientStatus('BLOCKED')]),
              target: 'editing',
              actions: notify('client.blocked'),
            },
            { target: 'editing', actions: notify('step.failed') },
          ],
          onError: [
            {
              guard: 'isRateLimited',
              target: 'editing',
              actions: notify('request.rateLimited', 'warning'),
            },
            { target: 'editing', actions: notify('step.failed') },
          ],
        },
      },
      fetchingQuestion: {
        tags: 'busy',
        invoke: {
          id: 'fetchQuestion',
          src: 'fetchQuestion',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: [
            {
              guard: status('SUCCESS'),
              target: `#${machineId}.question`,
              actions: {
                type: 'storeMotherNames',
                params: ({ event }) => ({
                  motherNames: event.output.question?.motherNames ?? [],
                }),
              },
            },
            { guard: status('TOKEN_ERROR'), target: 'editing', actions: notify('step.failed') },
            { target: 'editing', actions: notify('step.failed') },
          ],
          onError: { target: 'editing', actions: notify('step.failed') },
        },
      },
    },
  });
}
