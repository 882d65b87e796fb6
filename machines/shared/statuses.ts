/**
 * Every status the registration API can answer, per call (spec sections 4 and 7).
 * The machines give each one its own transition; the sandbox API and the API client
 * read the same lists, so a status added here reaches all three.
 */
export const TOKEN_STATUSES = [
  'SUCCESS',
  'CLIENT_NOT_FOUND',
  'INCORRECT_CAPTCHA_RESPONSE',
  'INSUFFICIENT_CLIENT_DATA',
  'INVALID_CLIENT_STATUS',
] as const;

export const QUESTION_STATUSES = ['SUCCESS', 'TOKEN_ERROR'] as const;

export const ANSWER_STATUSES = ['SUCCESS', 'INCORRECT_ANSWER', 'TOKEN_ERROR'] as const;

export const REGISTER_STATUSES = [
  'SUCCESS',
  'EMAIL_ALREADY_IN_USE',
  'USER_ALREADY_EXISTS',
  'TOKEN_ERROR',
] as const;

export const RESEND_STATUSES = ['SUCCESS', 'INCORRECT_CAPTCHA_RESPONSE', 'TOKEN_ERROR'] as const;

export const NON_CLIENT_STATUSES = [
  'SUCCESS',
  'EMAIL_ALREADY_IN_USE',
  'USER_ALREADY_EXISTS',
] as const;

/** The client statuses that INVALID_CLIENT_STATUS names in `messages[0]` ('text: CLIENT_STATUS'). */
export const CLIENT_STATUSES = ['REGISTERED', 'BLOCKED'] as const;

export type TokenStatus = (typeof TOKEN_STATUSES)[number];
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];
export type ResendStatus = (typeof RESEND_STATUSES)[number];
export type NonClientStatus = (typeof NON_CLIENT_STATUSES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * Spec 4.2: the token statuses that go on to the question when the answer carries a token
 * (SUCCESS, as any status no list names does) and those that stop on the CPF step whatever they
 * carry. Keyed by every token status, so a new one fails the typecheck here until it is decided;
 * path generation gives each status that goes on an answer with a token and one without.
 */
export const TOKEN_GOES_ON_BY_TOKEN = {
  SUCCESS: true,
  CLIENT_NOT_FOUND: false,
  INCORRECT_CAPTCHA_RESPONSE: false,
  INSUFFICIENT_CLIENT_DATA: false,
  INVALID_CLIENT_STATUS: false,
} as const satisfies Record<TokenStatus, boolean>;

/** A status no list names: the machines' fallback transition handles it. */
export const UNKNOWN_STATUS = 'UNEXPECTED_STATUS';

/**
 * Which statuses each invoked call can answer with, by the actor's `src`. Path generation, the
 * charts and the QA report read this to offer one done event per status.
 */
export const STATUSES_BY_ACTOR = {
  requestToken: TOKEN_STATUSES,
  fetchQuestion: QUESTION_STATUSES,
  submitAnswer: ANSWER_STATUSES,
  register: REGISTER_STATUSES,
  resendEmail: RESEND_STATUSES,
  registerNonClient: NON_CLIENT_STATUSES,
} as const satisfies Record<string, readonly string[]>;

/** An invoked call of the registration API, by the actor's `src`. */
export type ApiActor = keyof typeof STATUSES_BY_ACTOR;
/** The statuses one call can answer: what its `status` guard accepts. */
export type StatusOf<A extends ApiActor> = (typeof STATUSES_BY_ACTOR)[A][number];

/** Statuses that can also arrive as the JSON body of an HTTP error. */
export const ERROR_BODY_STATUSES = ['USER_ALREADY_EXISTS'] as const;
export type ErrorBodyStatus = (typeof ERROR_BODY_STATUSES)[number];
