import { resendClientId } from '../payloads.ts';
import { notify, registrationSetup, status } from '../registration.setup.ts';

/**
 * The activation step (`texts.activation`): the e-mail went out; resend runs the captcha, then the resend
 * call with the registration token. TOKEN_ERROR blocks access.
 */
export function activationStep(machineId: string) {
  return registrationSetup.createStateConfig({
    initial: 'sent',
    states: {
      sent: {
        on: {
          'resend.request': {
            guard: 'hasValidEmail',
            target: 'verifyingCaptcha',
            actions: 'clearNotices',
          },
        },
      },
      verifyingCaptcha: {
        tags: 'busy',
        invoke: {
          id: 'resendCaptcha',
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
          id: 'resendEmail',
          src: 'resendEmail',
          input: ({ context }) => ({
            token: context.token ?? '',
            payload: {
              document: context.cpf,
              redirectUri: context.redirectUri,
              recaptchaResponse: context.recaptchaResponse,
              clientId: resendClientId(context.clientId),
            },
          }),
          onDone: [
            { guard: status('SUCCESS'), target: 'resent' },
            {
              guard: status('INCORRECT_CAPTCHA_RESPONSE'),
              target: 'sent',
              actions: notify('captcha.failed'),
            },
            {
              guard: status('TOKEN_ERROR'),
              target: `#${machineId}.blocked`,
              actions: notify('access.blocked'),
            },
            { target: 'sent', actions: notify('resend.failed') },
          ],
          onError: [
            {
              guard: 'isRateLimited',
              target: 'sent',
              actions: notify('request.rateLimited', 'warning'),
            },
            { target: 'sent', actions: notify('resend.failed') },
          ],
        },
      },
      resent: { type: 'final' },
    },
  });
}
