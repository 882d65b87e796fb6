import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResponse, QuestionResponse, TokenResponse } from './api.ts';
import { clientStatusOf } from './client-status.ts';
import type { MessageId, Notice, NoticeSeverity, NoticeShownEvent } from './messages.ts';
import { answerOf, failureOf, spanIdOf } from './outcomes.ts';
import type { ApiActor, ClientStatus, ErrorBodyStatus, StatusOf } from './statuses.ts';
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
import type { RegistrationTag } from './vocabulary.ts';

/*
 * Every effect a registration machine needs is supplied where the app is composed
 * (`machine.provide()`), and the same holds for the tests and the inspector. Nothing here has a
 * working default: a machine run without its implementations fails at the first use, loudly.
 */
function missing(kind: string, name: string): Error {
  return new Error(`The ${kind} '${name}' must be supplied with machine.provide().`);
}

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(missing('actor', name));
}

function newNotice(
  context: RegistrationContext,
  event: unknown,
  params: { id: MessageId; severity: NoticeSeverity },
  withSpanId: boolean,
): Notice {
  const spanId = withSpanId ? spanIdOf(event) : undefined;
  return {
    id: params.id,
    severity: params.severity,
    seq: context.noticeSeq + 1,
    ...(spanId ? { spanId } : {}),
  };
}

/**
 * The named building blocks every customer-registration machine is made of. Each variant's
 * machine is written from this setup, so states name implementations only, and the app, the tests
 * and the inspector swap the effects with `machine.provide()`.
 */
export const registrationSetup = setup({
  // Stryker disable next-line ObjectLiteral: types only, gone at run time
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as NoticeShownEvent,
    tags: {} as RegistrationTag,
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
    hasStatus: ({ event }, params: { status: StatusOf<ApiActor> }) =>
      answerOf(event)?.status === params.status,
    hasClientStatus: ({ event }, params: { clientStatus: ClientStatus }) =>
      // Stryker disable next-line OptionalChaining: used only in and() after the status guard, which has found an answer
      clientStatusOf(answerOf(event)?.messages) === params.clientStatus,
    /** The token answer carries a token to send on the later calls. */
    hasToken: ({ event }) => {
      const token = answerOf(event)?.token;
      return typeof token === 'string' && token !== '';
    },
    failedWithStatus: ({ event }, params: { status: ErrorBodyStatus }) =>
      failureOf(event).status === params.status,
    /** The e-mail the activation link went to passes the forms' e-mail rule (supplied by the app). */
    isEmailValid: () => {
      throw missing('guard', 'isEmailValid');
    },
  },
  actions: {
    /** Shows a message: it replaces what the step showed. */
    notify: assign(({ context, event }, params: { id: MessageId; severity: NoticeSeverity }) => {
      const notice = newNotice(context, event, params, true);
      return { notices: [notice], noticeSeq: notice.seq };
    }),
    /** A second message beside the one just shown (the refi support hint, the digital warning). */
    notifyAlso: assign(
      ({ context, event }, params: { id: MessageId; severity: NoticeSeverity }) => {
        const notice = newNotice(context, event, params, false);
        return { notices: [...context.notices, notice], noticeSeq: notice.seq };
      },
    ),
    /**
     * Tells listeners (`actor.on('notice')`: the toasts) about the notice just stored. The first
     * of a transition starts a batch; one shown beside it joins that batch.
     */
    emitNotice: emit(({ context }): NoticeShownEvent => {
      const notice = context.notices.at(-1);
      // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable, notices.ts always puts notify or notifyAlso first
      if (notice === undefined) throw new Error('emitNotice follows notify or notifyAlso.');
      return { type: 'notice', notice, startsBatch: context.notices.length === 1 };
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
    /** Navigation is the app's; the CPF typed goes along, so the sign-up form need not ask it again. */
    // The assertion gives the action its params' type, which the app's implementation receives.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    goToDigitalSignUp: ((): never => {
      throw missing('action', 'goToDigitalSignUp');
    }) as (args: unknown, params: { cpf: string }) => void,
  },
});

export function initialContext(input: RegistrationInput): RegistrationContext {
  return {
    ...input,
    cpf: input.cpf ?? '',
    recaptchaResponse: '',
    token: undefined,
    motherNames: [],
    email: '',
    notices: [],
    noticeSeq: 0,
  };
}
