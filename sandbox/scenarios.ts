import type { AnswerRequest } from '../machines/shared/api.ts';
import {
  UNKNOWN_STATUS,
  type AnswerStatus,
  type ERROR_BODY_STATUSES,
  type NonClientStatus,
  type QuestionStatus,
  type RegisterStatus,
  type ResendStatus,
  type TokenStatus,
} from '../machines/shared/statuses.ts';

/** The call answers HTTP 200 with this status (and these messages, for INVALID_CLIENT_STATUS). */
export interface StatusOutcome<S extends string> {
  readonly status: S | typeof UNKNOWN_STATUS;
  readonly messages?: readonly string[];
  /**
   * The token call only: whether the answer hands over a token. By default SUCCESS does and any
   * other status does not; the portal decides by both (spec 4.2), so both mixes are scenarios.
   */
  readonly token?: boolean;
}

/** The call fails: HTTP 500, body `{ status: 'INTERNAL_ERROR', exemploSpanId }`. */
export interface FailureOutcome {
  readonly http: 500;
}

/** The call fails with HTTP 409 whose JSON body still carries a status, as USER_ALREADY_EXISTS may. */
export interface ErrorBodyOutcome {
  readonly http: 409;
  readonly status: (typeof ERROR_BODY_STATUSES)[number];
}

/**
 * The call gets no answer: the sandbox closes the connection, so the browser's request fails as it
 * does when the network drops (the portal's network failure).
 */
export interface DropOutcome {
  readonly drop: true;
}

export type Outcome = StatusOutcome<string> | FailureOutcome | ErrorBodyOutcome | DropOutcome;

/** What each call answers for a scenario's CPF; a call not listed takes the success path. */
export interface Outcomes {
  readonly token?: StatusOutcome<TokenStatus> | FailureOutcome | DropOutcome;
  readonly question?: StatusOutcome<QuestionStatus> | FailureOutcome | DropOutcome;
  readonly answer?: StatusOutcome<AnswerStatus> | FailureOutcome | DropOutcome;
  readonly register?:
    StatusOutcome<RegisterStatus> | FailureOutcome | ErrorBodyOutcome | DropOutcome;
  /** For a non-customer, the tokenless resend after signing up with this CPF (spec 4.6). */
  readonly resend?: StatusOutcome<ResendStatus> | FailureOutcome | DropOutcome;
  /** The non-client sign-up with this CPF as `document`. */
  readonly nonClient?:
    StatusOutcome<NonClientStatus> | FailureOutcome | ErrorBodyOutcome | DropOutcome;
}

export type ScenarioCall = keyof Outcomes;

export interface Scenario {
  readonly name: string;
  /** 11 digits with valid check digits. The first digit names the call that deviates. */
  readonly cpf: string;
  /** One short English sentence: what a tester sees. */
  readonly description: string;
  /** The right answer to the identity question. */
  readonly answer: Readonly<AnswerRequest>;
  /** The options the question offers; exactly one is `answer.mothersFirstName`. */
  readonly motherNames: readonly string[];
  readonly outcomes: Outcomes;
}

// A few identities to share: the right answer sits at a different place in each list.
const MARIA = {
  answer: { mothersFirstName: 'Maria', birthdayDay: '15', birthdayYear: '1980' },
  motherNames: ['Ana', 'Maria', 'Francisca', 'Antônia', 'Adriana'],
} as const;
const JOANA = {
  answer: { mothersFirstName: 'Joana', birthdayDay: '3', birthdayYear: '1975' },
  motherNames: ['Joana', 'Lúcia', 'Sandra', 'Rita'],
} as const;
const HELENA = {
  answer: { mothersFirstName: 'Helena', birthdayDay: '28', birthdayYear: '1992' },
  motherNames: ['Cláudia', 'Márcia', 'Rosa', 'Helena', 'Vera'],
} as const;

/**
 * Mother's names as an API that does not escape what it stores would send them: if the portal
 * rendered them as HTML, the first would run `window.__xss = 1`.
 */
export const MARKUP_NAMES = [
  '<img src=x onerror="window.__xss=1">Maria',
  '<b>Ana</b>',
  'Helena',
  '"Rosa" & <i>Vera</i>',
] as const;

/** Registering with this address (customer or non-client) answers EMAIL_ALREADY_IN_USE. */
export const EMAIL_IN_USE = 'em-uso@exemplo.invalid';

const UNKNOWN = { status: UNKNOWN_STATUS } as const;

/**
 * The messages of INVALID_CLIENT_STATUS for a client who has portal access: the first reads
 * 'text: CLIENT_STATUS' (spec 3). The `registered` scenario answers them, and so does every CPF's
 * token call once it has registered (answers.ts).
 */
export const REGISTERED_MESSAGES = ['Cliente já cadastrado: REGISTERED'] as const;
const FAILURE = { http: 500 } as const;
const TOKEN_ERROR = { status: 'TOKEN_ERROR' } as const;
const DROP = { drop: true } as const;
const NOT_FOUND = { status: 'CLIENT_NOT_FOUND' } as const;

/**
 * The sandbox's customers, one CPF per behaviour. CPFs read `C00.000.00N-DD`: C is the call
 * that deviates (0 none, 1 token, 2 question, 3 answer, 4 register, 5 resend, 6 non-client
 * sign-up, 7 a non-customer's resend), N the case. A CPF not listed here is CLIENT_NOT_FOUND at
 * /token. Every path the machines generate can be walked by typing one of these (docs/qa-exports.md).
 */
const SCENARIO_TABLE = [
  {
    name: 'success',
    cpf: '00000000191',
    description: 'Every call succeeds; use it for wrong answers and the e-mail in use too.',
    ...MARIA,
    outcomes: {},
  },
  {
    name: 'clientNotFound',
    cpf: '10000000108',
    description:
      'Not a customer: the token call answers CLIENT_NOT_FOUND; non-client sign-up works.',
    ...MARIA,
    outcomes: { token: { status: 'CLIENT_NOT_FOUND' } },
  },
  {
    name: 'incorrectCaptcha',
    cpf: '10000000280',
    description: 'The token call rejects the captcha, whatever it is.',
    ...MARIA,
    outcomes: { token: { status: 'INCORRECT_CAPTCHA_RESPONSE' } },
  },
  {
    name: 'insufficientData',
    cpf: '10000000361',
    description: 'The customer record lacks data to register.',
    ...MARIA,
    outcomes: { token: { status: 'INSUFFICIENT_CLIENT_DATA' } },
  },
  {
    name: 'registered',
    cpf: '10000000442',
    description: 'The customer already has portal access.',
    ...MARIA,
    outcomes: {
      token: { status: 'INVALID_CLIENT_STATUS', messages: REGISTERED_MESSAGES },
    },
  },
  {
    name: 'blocked',
    cpf: '10000000523',
    // Lower case on purpose: the spec has seen the client status in both cases.
    description: 'The customer is blocked (client status in lower case).',
    ...MARIA,
    outcomes: {
      token: { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente bloqueado: blocked'] },
    },
  },
  {
    name: 'tokenUnknownStatus',
    cpf: '10000000604',
    description: 'The token call answers a status no list names.',
    ...MARIA,
    outcomes: { token: UNKNOWN },
  },
  {
    name: 'tokenFailure',
    cpf: '10000000795',
    description: 'The token call fails with HTTP 500.',
    ...MARIA,
    outcomes: { token: FAILURE },
  },
  {
    name: 'tokenNetworkFailure',
    cpf: '10000000876',
    description: 'The token call gets no answer: the connection closes (a network failure).',
    ...MARIA,
    outcomes: { token: DROP },
  },
  {
    name: 'tokenSuccessWithoutToken',
    cpf: '10000000957',
    description: 'The token call answers SUCCESS without a token.',
    ...MARIA,
    outcomes: { token: { status: 'SUCCESS', token: false } },
  },
  {
    name: 'tokenUnknownStatusWithToken',
    cpf: '10000001090',
    description: 'The token call answers a status no list names, with a token; the rest succeeds.',
    ...MARIA,
    outcomes: { token: { status: UNKNOWN_STATUS, token: true } },
  },
  {
    name: 'archived',
    cpf: '10000001171',
    description: 'The customer has a client status the portal does not know (ARCHIVED).',
    ...MARIA,
    outcomes: {
      token: { status: 'INVALID_CLIENT_STATUS', messages: ['Cliente arquivado: ARCHIVED'] },
    },
  },
  {
    name: 'questionTokenError',
    cpf: '20000000108',
    description: 'The question call answers TOKEN_ERROR.',
    ...JOANA,
    outcomes: { question: TOKEN_ERROR },
  },
  {
    name: 'questionUnknownStatus',
    cpf: '20000000299',
    description: 'The question call answers a status no list names.',
    ...JOANA,
    outcomes: { question: UNKNOWN },
  },
  {
    name: 'questionFailure',
    cpf: '20000000370',
    description: 'The question call fails with HTTP 500.',
    ...JOANA,
    outcomes: { question: FAILURE },
  },
  {
    name: 'questionNetworkFailure',
    cpf: '20000000531',
    description: 'The question call gets no answer (a network failure).',
    ...JOANA,
    outcomes: { question: DROP },
  },
  {
    name: 'questionMarkupNames',
    cpf: '20000000450',
    description:
      "Every call succeeds, but the question's names carry markup: the portal must show it as text.",
    answer: { mothersFirstName: 'Helena', birthdayDay: '28', birthdayYear: '1992' },
    // Untrusted text from the API (issue 9): an element with a handler, a tag, and quotes.
    motherNames: MARKUP_NAMES,
    outcomes: {},
  },
  {
    name: 'answerUnknownStatus',
    cpf: '30000000116',
    description: 'The answer call answers a status no list names, right answer or not.',
    ...HELENA,
    outcomes: { answer: UNKNOWN },
  },
  {
    name: 'answerFailure',
    cpf: '30000000205',
    description: 'The answer call fails with HTTP 500.',
    ...HELENA,
    outcomes: { answer: FAILURE },
  },
  {
    name: 'answerNetworkFailure',
    cpf: '30000000388',
    description: 'The answer call gets no answer (a network failure).',
    ...HELENA,
    outcomes: { answer: DROP },
  },
  {
    name: 'registerUserExists',
    cpf: '40000000124',
    description: 'Register answers USER_ALREADY_EXISTS.',
    ...MARIA,
    outcomes: { register: { status: 'USER_ALREADY_EXISTS' } },
  },
  {
    name: 'registerUserExistsBody',
    cpf: '40000000205',
    description: 'Register fails with HTTP 409 whose body says USER_ALREADY_EXISTS.',
    ...MARIA,
    outcomes: { register: { http: 409, status: 'USER_ALREADY_EXISTS' } },
  },
  {
    name: 'registerTokenError',
    cpf: '40000000396',
    description: 'Register answers TOKEN_ERROR.',
    ...MARIA,
    outcomes: { register: TOKEN_ERROR },
  },
  {
    name: 'registerUnknownStatus',
    cpf: '40000000477',
    description: 'Register answers a status no list names.',
    ...MARIA,
    outcomes: { register: UNKNOWN },
  },
  {
    name: 'registerFailure',
    cpf: '40000000558',
    description: 'Register fails with HTTP 500.',
    ...MARIA,
    outcomes: { register: FAILURE },
  },
  {
    name: 'registerNetworkFailure',
    cpf: '40000000639',
    description: 'Register gets no answer (a network failure).',
    ...MARIA,
    outcomes: { register: DROP },
  },
  {
    name: 'resendIncorrectCaptcha',
    cpf: '50000000132',
    description: 'Resend rejects the captcha, whatever it is.',
    ...JOANA,
    outcomes: { resend: { status: 'INCORRECT_CAPTCHA_RESPONSE' } },
  },
  {
    name: 'resendTokenError',
    cpf: '50000000213',
    description: 'Resend answers TOKEN_ERROR.',
    ...JOANA,
    outcomes: { resend: TOKEN_ERROR },
  },
  {
    name: 'resendUnknownStatus',
    cpf: '50000000302',
    description: 'Resend answers a status no list names.',
    ...JOANA,
    outcomes: { resend: UNKNOWN },
  },
  {
    name: 'resendFailure',
    cpf: '50000000485',
    description: 'Resend fails with HTTP 500.',
    ...JOANA,
    outcomes: { resend: FAILURE },
  },
  {
    name: 'resendNetworkFailure',
    cpf: '50000000566',
    description: 'Resend gets no answer (a network failure).',
    ...JOANA,
    outcomes: { resend: DROP },
  },
  {
    name: 'nonClientUnknownStatus',
    cpf: '60000000140',
    description: 'Not a customer; the non-client sign-up answers a status no list names.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, nonClient: UNKNOWN },
  },
  {
    name: 'nonClientFailure',
    cpf: '60000000221',
    description: 'Not a customer; the non-client sign-up fails with HTTP 500.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, nonClient: FAILURE },
  },
  {
    name: 'nonClientUserExistsBody',
    cpf: '60000000302',
    description: 'Not a customer; the non-client sign-up fails with HTTP 409 USER_ALREADY_EXISTS.',
    ...HELENA,
    outcomes: {
      token: { status: 'CLIENT_NOT_FOUND' },
      nonClient: { http: 409, status: 'USER_ALREADY_EXISTS' },
    },
  },
  {
    name: 'nonClientNetworkFailure',
    cpf: '60000000493',
    description: 'Not a customer; the non-client sign-up gets no answer (a network failure).',
    ...HELENA,
    outcomes: { token: NOT_FOUND, nonClient: DROP },
  },
  {
    name: 'nonClientUserExists',
    cpf: '60000000574',
    description: 'Not a customer; the non-client sign-up answers USER_ALREADY_EXISTS (HTTP 200).',
    ...HELENA,
    outcomes: { token: NOT_FOUND, nonClient: { status: 'USER_ALREADY_EXISTS' } },
  },
  {
    name: 'nonClientResendIncorrectCaptcha',
    cpf: '70000000159',
    description: 'Not a customer; after signing up, resend rejects the captcha.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, resend: { status: 'INCORRECT_CAPTCHA_RESPONSE' } },
  },
  {
    name: 'nonClientResendTokenError',
    cpf: '70000000230',
    description: 'Not a customer; after signing up, resend answers TOKEN_ERROR.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, resend: TOKEN_ERROR },
  },
  {
    name: 'nonClientResendUnknownStatus',
    cpf: '70000000310',
    description: 'Not a customer; after signing up, resend answers a status no list names.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, resend: UNKNOWN },
  },
  {
    name: 'nonClientResendFailure',
    cpf: '70000000400',
    description: 'Not a customer; after signing up, resend fails with HTTP 500.',
    ...HELENA,
    outcomes: { token: NOT_FOUND, resend: FAILURE },
  },
  {
    name: 'nonClientResendNetworkFailure',
    cpf: '70000000582',
    description: 'Not a customer; after signing up, resend gets no answer (a network failure).',
    ...HELENA,
    outcomes: { token: NOT_FOUND, resend: DROP },
  },
] as const satisfies readonly Scenario[];

export type ScenarioName = (typeof SCENARIO_TABLE)[number]['name'];

export const SCENARIOS: readonly Scenario[] = SCENARIO_TABLE;

export function scenario(name: ScenarioName): Scenario {
  const found = SCENARIOS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No sandbox scenario named '${name}'.`);
  return found;
}

/** The scenario of a CPF, typed with or without its mask. */
export function scenarioOfDocument(document: string): Scenario | undefined {
  const digits = document.replace(/\D/g, '');
  return SCENARIOS.find((candidate) => candidate.cpf === digits);
}

/** An existing customer: any scenario whose token call does not answer CLIENT_NOT_FOUND. */
export function isCustomer(candidate: Scenario): boolean {
  const token = candidate.outcomes.token;
  return !(token && 'status' in token && token.status === 'CLIENT_NOT_FOUND');
}
