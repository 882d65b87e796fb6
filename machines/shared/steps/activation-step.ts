import { byStatus } from '../guards.ts';
import { notify } from '../notices.ts';
import { resendClientId } from '../payloads.ts';
import { registrationSetup } from '../registration.setup.ts';
import type { InvokeId } from '../vocabulary.ts';

/**
 * The activation step (spec 4.5, `texts.activation`): the e-mail went out; resend runs the
 * captcha, then the resend call, with the registration token when there is one (a non-customer
 * has none). Every answer but SUCCESS keeps the customer here with its message: TOKEN_ERROR too,
 * with the blocked-access text.
 */
export function activationStep() {
  return registrationSetup.createStateConfig({
    initial: 'sent',
    states: {
      sent: {
        on: {
          'resend.request': {
            guard: 'isEmailValid',
            target: 'verifyingCaptcha',
            actions: 'clearNotices',
          },
        },
      },
      verifyingCaptcha: {
        tags: 'busy',
        invoke: {
          id: 'resendCaptcha' satisfies InvokeId,
          src: 'captcha',
          input: { action: 'resend' },
          onDone: {
            target: 'resending',
            actions: {
              type: 'storeCaptchaResponse',
              params: ({ event }) => ({ response: event.output }),
            },
          },
          onError: { target: 'sent', actions: notify('captcha.failed') },
        },
      },
      resending: {
        tags: 'busy',
        invoke: {
          id: 'resendEmail' satisfies InvokeId,
          src: 'resendEmail',
          input: ({ context }) => ({
            token: context.token,
            payload: {
              document: context.cpf,
              redirectUri: context.redirectUri,
              recaptchaResponse: context.recaptchaResponse,
              clientId: resendClientId(context.clientId),
            },
          }),
          onDone: [
            ...byStatus.resend({
              SUCCESS: [{ target: 'resent' }],
              INCORRECT_CAPTCHA_RESPONSE: [
                {
                  target: 'sent',
                  actions: notify('captcha.failed'),
                },
              ],
              TOKEN_ERROR: [
                {
                  target: 'sent',
                  actions: notify('access.blocked'),
                },
              ],
            }),
            { target: 'sent', actions: notify('resend.failed') },
          ],
          onError: { target: 'sent', actions: notify('resend.failed') },
        },
      },
      resent: { type: 'final', tags: 'resent' },
    },
  });
}
