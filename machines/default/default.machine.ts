import { and, assertEvent } from 'xstate';
import { resendClientId, tokenClientId } from '../shared/payloads.ts';
import {
  clientStatus,
  failedWith,
  initialContext,
  notify,
  registrationSetup,
  status,
} from '../shared/registration.setup.ts';

/**
 * The default variant (no client id, or an unknown one): CPF, captcha, token, question, finish,
 * activation. CLIENT_NOT_FOUND hands the visitor to the digital sign-up route.
 */
export const defaultMachine = registrationSetup.createMachine({
  id: 'default',
  context: ({ input }) => initialContext(input),
  initial: 'cpf',
  states: {
    cpf: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'cpf.submit': {
              target: 'verifyingCaptcha',
              actions: [
                'clearNotices',
                { type: 'storeCpf', params: ({ event }) => ({ cpf: event.cpf }) },
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
                  params: ({ event }) => ({ token: event.output.token }),
                },
              },
              { guard: status('CLIENT_NOT_FOUND'), target: '#default.signUpRedirect' },
              {
                guard: status('INCORRECT_CAPTCHA_RESPONSE'),
                target: 'editing',
                actions: notify('captcha.failed'),
              },
              {
                guard: status('INSUFFICIENT_CLIENT_DATA'),
                target: 'editing',
                actions: notify('client.insufficientData', 'warning'),
              },
              {
                guard: and([status('INVALID_CLIENT_STATUS'), clientStatus('REGISTERED')]),
                target: 'editing',
                actions: notify('client.registered'),
              },
              {
                guard: and([status('INVALID_CLIENT_STATUS'), clientStatus('BLOCKED')]),
                target: 'editing',
                actions: notify('client.blocked'),
              },
              { target: 'editing', actions: notify('step.failed') },
            ],
            onError: { target: 'editing', actions: notify('step.failed') },
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
                target: '#default.question',
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
    },
    question: {
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
              { guard: status('SUCCESS'), target: '#default.finish' },
              {
                guard: status('INCORRECT_ANSWER'),
                target: 'editing',
                actions: notify('answer.incorrect'),
              },
              {
                guard: status('TOKEN_ERROR'),
                target: '#default.blocked',
                actions: notify('access.blocked'),
              },
              { target: 'editing', actions: notify('step.failed') },
            ],
            onError: { target: 'editing', actions: notify('step.failed') },
          },
        },
      },
    },
    finish: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'register.submit': {
              target: 'registering',
              actions: [
                'clearNotices',
                { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) },
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
              return {
                token: context.token ?? '',
                payload: {
                  acceptNotifications: true,
                  acceptTermsAndConditions: event.acceptTermsAndConditions,
                  cellphone: event.cellphone,
                  email: event.email,
                  password: event.password,
                  redirectUri: context.redirectUri,
                  clientId: context.clientId,
                },
              };
            },
            onDone: [
              { guard: status('SUCCESS'), target: '#default.activation' },
              {
                guard: status('EMAIL_ALREADY_IN_USE'),
                target: 'editing',
                actions: notify('register.emailInUse'),
              },
              {
                guard: status('USER_ALREADY_EXISTS'),
                target: 'editing',
                actions: notify('client.registered'),
              },
              {
                guard: status('TOKEN_ERROR'),
                target: 'editing',
                actions: notify('register.failed'),
              },
              { target: 'editing', actions: notify('register.failed') },
            ],
            onError: [
              {
                guard: failedWith('USER_ALREADY_EXISTS'),
                target: 'editing',
                actions: notify('client.registered'),
              },
              { target: 'editing', actions: notify('register.failed') },
            ],
          },
        },
      },
    },
    activation: {
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
                target: '#default.blocked',
                actions: notify('access.blocked'),
              },
              { target: 'sent', actions: notify('resend.failed') },
            ],
            onError: { target: 'sent', actions: notify('resend.failed') },
          },
        },
        resent: { type: 'final' },
      },
    },
    blocked: { type: 'final' },
    signUpRedirect: { type: 'final', entry: 'goToDigitalSignUp' },
  },
});
