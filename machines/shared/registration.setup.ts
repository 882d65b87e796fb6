import { assign, fromPromise, setup } from 'xstate';
import {
  HTTP_TOO_MANY_REQUESTS,
  type ApiResponse,
  type QuestionResponse,
  type TokenResponse,
} from './api.ts';
import { clientStatusOf } from './client-status.ts';
import type { MessageId, NoticeSeverity } from './messages.ts';
import { answerOf, failureOf, spanIdOf } from './outcomes.ts';
import { isEmail } from './patterns.ts';
import type { ClientStatus } from './statuses.ts';
import type {
  AnswerInput,
  CaptchaInput,
  NonClientInput,
  QuestionInput,
  RegisterInput,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  ResendInput,
  TokenInput,
} from './registration.types.ts';

function notProvided(name: string): () => Promise<never> {
  return () =>
    Promise.reject(new Error(`The actor '${name}' must be supplied with machine.provide().`));
}

/**
 * The named building blocks every customer-registration machine is made of. Each variant's
 * machine is written from this setup, so states name implementations only, and the app, the tests
 * and the inspector swap the effects with `machine.provide()`.
 */
export const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    captcha: fromPromise<string, CaptchaInput>(notProvided('captcha')),
    requestToken: fromPromise<TokenResponse, TokenInput>(notProvided('requestToken')),
    fetchQuestion: fromPromise<QuestionResponse, QuestionInput>(notProvided('fetchQuestion')),
    submitAnswer: fromPromise<ApiResponse, AnswerInput>(notProvided('submitAnswer')),
    register: fromPromise<ApiResponse, RegisterInput>(notProvided('register')),
    resendEmail: fromPromise<ApiResponse, ResendInput>(notProvided('resendEmail')),
    registerNonClient: fromPromise<ApiResponse, NonClientInput>(notProvided('registerNonClient')),
  },
  guards: {
    hasStatus: ({ event }, params: { status: string }) => answerOf(event)?.status === params.status,
    hasClientStatus: ({ event }, params: { clientStatus: ClientStatus }) =>
      clientStatusOf(answerOf(event)?.messages) === params.clientStatus,
    failedWithStatus: ({ event }, params: { status: string }) =>
      failureOf(event).status === params.status,
    /** The API's rate limit refused the call (HTTP 429), whatever its body says. */
    isRateLimited: ({ event }) => {
      const failure = failureOf(event);
      return failure.kind === 'http' && failure.httpStatus === HTTP_TOO_MANY_REQUESTS;
    },
    hasValidEmail: ({ context }) => isEmail(context.email),
  },
  actions: {
    notify: assign(({ context, event }, params: { id: MessageId; severity: NoticeSeverity }) => {
      const seq = context.noticeSeq + 1;
      const spanId = spanIdOf(event);
      const notice = {
        id: params.id,
        severity: params.severity,
        seq,
        ...(spanId ? { spanId } : {}),
      };
      return { notices: [notice], noticeSeq: seq };
    }),
    /** A second message beside the one just shown (the refi support hint, the digital warning). */
    notifyAlso: assign(({ context }, params: { id: MessageId; severity: NoticeSeverity }) => {
      const seq = context.noticeSeq + 1;
      return {
        notices: [...context.notices, { id: params.id, severity: params.severity, seq }],
        noticeSeq: seq,
      };
    }),
    clearNotices: assign({ notices: [] }),
    storeCpf: assign((_, params: { cpf: string }) => ({ cpf: params.cpf })),
    storeCaptchaResponse: assign((_, params: { response: string }) => ({
      recaptchaResponse: params.response,
    })),
    storeToken: assign((_, params: { token: string | undefined }) => ({ token: params.token })),
    storeMotherNames: assign((_, params: { motherNames: string[] }) => ({
      motherNames: params.motherNames,
    })),
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    /** Navigation is the app's: it supplies this action with machine.provide(). */
    goToDigitalSignUp: () => undefined,
  },
});

export function initialContext(input: RegistrationInput): RegistrationContext {
  return {
    ...input,
    cpf: '',
    recaptchaResponse: '',
    token: undefined,
    motherNames: [],
    email: '',
    notices: [],
    noticeSeq: 0,
  };
}

/** Guard: the call answered with this status. */
export function status(value: string) {
  return { type: 'hasStatus', params: { status: value } } as const;
}

/** Guard: the call failed with an HTTP error whose body carries this status. */
export function failedWith(value: string) {
  return { type: 'failedWithStatus', params: { status: value } } as const;
}

/** Guard: an INVALID_CLIENT_STATUS answer names this client status. */
export function clientStatus(value: ClientStatus) {
  return { type: 'hasClientStatus', params: { clientStatus: value } } as const;
}

/** Action: show a message from the catalogue on the current step. */
export function notify(id: MessageId, severity: NoticeSeverity = 'error') {
  return { type: 'notify', params: { id, severity } } as const;
}

/** Action: show one more message beside the one `notify` just showed. */
export function notifyAlso(id: MessageId, severity: NoticeSeverity = 'warning') {
  return { type: 'notifyAlso', params: { id, severity } } as const;
}

/** A notice action as the step fragments take it: the first message, or one beside it. */
export type NoticeAction = ReturnType<typeof notify> | ReturnType<typeof notifyAlso>;
