import type {
  AnswerRequest,
  NonClientRequest,
  RegisterRequest,
  ResendRequest,
  TokenRequest,
} from '../machines/shared/api.ts';
import { allowedRedirect, type RedirectAllowList } from '../machines/shared/redirect-allow-list.ts';
import { outcomeAnswer, statusAnswer, type ApiAnswer } from './api-answer.ts';
import { isCaptchaAccepted } from './captcha.ts';
import {
  KEPT_REGISTRATIONS,
  keptWith,
  TOKEN_LIFETIME_MS,
  type SandboxMemory,
  type TokenSession,
  type TokenStage,
} from './memory.ts';
import { isEmailInUse, WRONG_ANSWER_LIMIT, WRONG_ANSWER_WINDOW_MS } from './rules.ts';
import { isCustomer, REGISTERED_MESSAGES, scenarioOfDocument, type Scenario } from './scenarios.ts';

/**
 * The sandbox's answers as one pure function: a call and what the sandbox remembers in, the
 * answer and what it remembers next out; no I/O, no clock, no randomness (the time and the token
 * a token call would hand over come in `Moment`). The fastify routes call it (state.ts), and so
 * does the browser walks' plan (paths/browser-plan.ts) to know what the sandbox will answer.
 */

interface Bound {
  /** The `x-register-token` header's value; undefined when the header is missing. */
  readonly token: string | undefined;
}

/** One API call as the sandbox receives it, its body already checked against the schema. */
export type SandboxRequest =
  | { readonly call: 'token'; readonly body: TokenRequest }
  | ({ readonly call: 'question' } & Bound)
  | ({ readonly call: 'answer'; readonly body: AnswerRequest } & Bound)
  | ({ readonly call: 'register'; readonly body: RegisterRequest } & Bound)
  | ({ readonly call: 'resend'; readonly body: ResendRequest } & Bound)
  | { readonly call: 'nonClient'; readonly body: NonClientRequest };

/** When a call arrives, and the token a token call hands over if it hands one over. */
export interface Moment {
  /** ms since 1970. */
  readonly at: number;
  readonly newToken: string;
}

/**
 * The deployment's configuration the answers depend on, fixed when the server starts: the
 * allow-list of `PORTAL_REDIRECT_URI_ALLOWLIST`, as the portal's own server reads it (rule 8).
 */
export interface SandboxSettings {
  /** Undefined: no list configured, every `redirectUri` is kept (development, most tests). */
  readonly redirectAllowList: RedirectAllowList | undefined;
}

export const NO_SETTINGS: SandboxSettings = { redirectAllowList: undefined };

export interface Decision {
  readonly answer: ApiAnswer;
  readonly memory: SandboxMemory;
}

const digitsOf = (document: string) => document.replace(/\D/g, '');

/** Decision helpers: the answer with the memory unchanged or changed. */
const same = (answer: ApiAnswer, memory: SandboxMemory): Decision => ({ answer, memory });

function withSession(memory: SandboxMemory, session: TokenSession): SandboxMemory {
  return { ...memory, sessions: new Map(memory.sessions).set(session.token, session) };
}

function withoutToken(memory: SandboxMemory, token: string): SandboxMemory {
  if (!memory.sessions.has(token)) return memory;
  const sessions = new Map(memory.sessions);
  sessions.delete(token);
  return { ...memory, sessions };
}

const isLive = (session: TokenSession, at: number) => at - session.issuedAt < TOKEN_LIFETIME_MS;

const isRegistered = (memory: SandboxMemory, cpf: string) => memory.registered.includes(cpf);

/** `memory` with `cpf` a registered client from now on. */
function withRegistered(memory: SandboxMemory, cpf: string): SandboxMemory {
  return { ...memory, registered: keptWith(memory.registered, cpf, KEPT_REGISTRATIONS) };
}

/** The CPF's wrong answers still counted at `at`. */
function wrongAnswersOf(memory: SandboxMemory, cpf: string, at: number): readonly number[] {
  return (memory.wrongAnswers.get(cpf) ?? []).filter((when) => at - when < WRONG_ANSWER_WINDOW_MS);
}

/**
 * Lenient where a person would be: the name is the option the portal offered but case and
 * spaces do not matter, and the day may come as '3' or '03'.
 */
function isRightAnswer(given: AnswerRequest, right: Scenario['answer']): boolean {
  const name = (value: string) => value.trim().toUpperCase();
  const day = (value: string) => Number.parseInt(value.trim(), 10);
  return (
    name(given.mothersFirstName) === name(right.mothersFirstName) &&
    day(given.birthdayDay) === day(right.birthdayDay) &&
    given.birthdayYear.trim() === right.birthdayYear
  );
}

/**
 * The captcha first, then whether the CPF registered (a registered client: INVALID_CLIENT_STATUS
 * with REGISTERED, spec 6), then the CPF's scenario; every token issued starts at the question.
 */
function decideToken(
  request: TokenRequest,
  { at, newToken }: Moment,
  memory: SandboxMemory,
): Decision {
  if (!isCaptchaAccepted(request.recaptchaResponse)) {
    return same(statusAnswer('INCORRECT_CAPTCHA_RESPONSE'), memory);
  }
  if (isRegistered(memory, digitsOf(request.document))) {
    return same(statusAnswer('INVALID_CLIENT_STATUS', { messages: REGISTERED_MESSAGES }), memory);
  }
  const customer = scenarioOfDocument(request.document);
  if (!customer) return same(statusAnswer('CLIENT_NOT_FOUND'), memory);
  const outcome = customer.outcomes.token;
  if (outcome && !('token' in outcome && outcome.token))
    return same(outcomeAnswer(outcome), memory);
  // Expired tokens go when a new one comes, so a long-running sandbox holds the live ones only.
  const sessions = new Map([...memory.sessions].filter(([, kept]) => isLive(kept, at)));
  sessions.set(newToken, { token: newToken, scenario: customer, issuedAt: at, stage: 'issued' });
  const status = outcome && 'status' in outcome ? outcome.status : 'SUCCESS';
  const answer = statusAnswer(status, { token: newToken });
  return { answer, memory: { ...memory, sessions } };
}

/** Not after register: the token then allows the resend only (rule 3). */
function decideQuestion(session: TokenSession, memory: SandboxMemory): Decision {
  if (session.stage === 'registered') return same(statusAnswer('TOKEN_ERROR'), memory);
  const outcome = session.scenario.outcomes.question;
  if (outcome) return same(outcomeAnswer(outcome), memory);
  const stage: TokenStage = session.stage === 'issued' ? 'questioned' : session.stage;
  return {
    answer: statusAnswer('SUCCESS', { question: { motherNames: session.scenario.motherNames } }),
    memory: withSession(memory, { ...session, stage }),
  };
}

/**
 * Only after the question, and not after register (rules 1 and 3). Wrong answers count per CPF
 * across its tokens (rule 5): once the CPF has `WRONG_ANSWER_LIMIT` of them within the window,
 * any answer with any of its tokens, right or wrong, is TOKEN_ERROR.
 */
function decideAnswer(
  session: TokenSession,
  given: AnswerRequest,
  at: number,
  memory: SandboxMemory,
): Decision {
  const { scenario } = session;
  if (session.stage !== 'questioned' && session.stage !== 'answered') {
    return same(statusAnswer('TOKEN_ERROR'), memory);
  }
  const outcome = scenario.outcomes.answer;
  if (outcome) return same(outcomeAnswer(outcome), memory);
  const wrong = wrongAnswersOf(memory, scenario.cpf, at);
  if (wrong.length >= WRONG_ANSWER_LIMIT) return same(statusAnswer('TOKEN_ERROR'), memory);
  if (isRightAnswer(given, scenario.answer)) {
    return {
      answer: statusAnswer('SUCCESS'),
      memory: withSession(memory, { ...session, stage: 'answered' }),
    };
  }
  const counted = [...wrong, at];
  return {
    answer: statusAnswer(counted.length >= WRONG_ANSWER_LIMIT ? 'TOKEN_ERROR' : 'INCORRECT_ANSWER'),
    memory: { ...memory, wrongAnswers: new Map(memory.wrongAnswers).set(scenario.cpf, counted) },
  };
}

/**
 * The activation e-mail of a register or a non-customer sign-up. Its link carries the call's
 * `redirectUri` only if the allow-list admits it for the call's `clientId`; any other value is
 * replaced by the client's default, '' (rule 8): the API replaces, it does not refuse.
 */
function withEmail(
  memory: SandboxMemory,
  call: { address: string; document: string; clientId: string; redirectUri: string },
  at: number,
  { redirectAllowList }: SandboxSettings,
): SandboxMemory {
  const sent = {
    ...call,
    redirectUri: allowedRedirect(redirectAllowList, call.clientId, call.redirectUri),
    sentAt: new Date(at).toISOString(),
    resendCount: 0,
  };
  return { ...memory, emails: keptWith(memory.emails, sent) };
}

/**
 * Only after a right answer with this token, and once (rules 1 and 3): a client skipping the
 * question, or registering twice, gets TOKEN_ERROR. A CPF that registered meanwhile with another
 * token (two tokens issued before either registered) answers USER_ALREADY_EXISTS (rule 9).
 */
function decideRegister(
  session: TokenSession,
  request: RegisterRequest,
  at: number,
  memory: SandboxMemory,
  settings: SandboxSettings,
): Decision {
  const { scenario } = session;
  if (session.stage !== 'answered') return same(statusAnswer('TOKEN_ERROR'), memory);
  if (isRegistered(memory, scenario.cpf)) return same(statusAnswer('USER_ALREADY_EXISTS'), memory);
  const outcome = scenario.outcomes.register;
  if (outcome) return same(outcomeAnswer(outcome), memory);
  if (isEmailInUse(request.email)) return same(statusAnswer('EMAIL_ALREADY_IN_USE'), memory);
  const { clientId, redirectUri } = request;
  const email = { address: request.email, document: scenario.cpf, clientId, redirectUri };
  return {
    answer: statusAnswer('SUCCESS'),
    memory: withSession(withRegistered(withEmail(memory, email, at, settings), scenario.cpf), {
      ...session,
      stage: 'registered',
    }),
  };
}

/**
 * The captcha first, then the scenario's outcome, then the latest e-mail of `cpf` is counted. The
 * e-mail goes again as it was recorded, its link as register decided it: the resend's own
 * `redirectUri` is not used, so rule 8 has nothing more to check here.
 */
function decideResend(
  cpf: string,
  scenario: Scenario | undefined,
  request: ResendRequest,
  memory: SandboxMemory,
): Decision {
  if (!isCaptchaAccepted(request.recaptchaResponse)) {
    return same(statusAnswer('INCORRECT_CAPTCHA_RESPONSE'), memory);
  }
  const outcome = scenario?.outcomes.resend;
  if (outcome) return same(outcomeAnswer(outcome), memory);
  const latest = memory.emails.findLastIndex((email) => email.document === cpf);
  const emails = memory.emails.map((email, i) =>
    i === latest ? { ...email, resendCount: email.resendCount + 1 } : email,
  );
  return { answer: statusAnswer('SUCCESS'), memory: { ...memory, emails } };
}

/**
 * The sign-up of a person whose CPF is not a customer's. A scenario CPF is an existing customer
 * (USER_ALREADY_EXISTS) unless its token call answers CLIENT_NOT_FOUND; any other CPF signs up.
 */
function decideNonClient(
  request: NonClientRequest,
  at: number,
  memory: SandboxMemory,
  settings: SandboxSettings,
): Decision {
  const known = scenarioOfDocument(request.document);
  const outcome = known?.outcomes.nonClient;
  if (outcome) return same(outcomeAnswer(outcome), memory);
  const document = digitsOf(request.document);
  if ((known && isCustomer(known)) || isRegistered(memory, document)) {
    return same(statusAnswer('USER_ALREADY_EXISTS'), memory);
  }
  if (isEmailInUse(request.email)) return same(statusAnswer('EMAIL_ALREADY_IN_USE'), memory);
  const { clientId, redirectUri } = request;
  const email = { address: request.email, document, clientId, redirectUri };
  const signedUp = withRegistered(withEmail(memory, email, at, settings), document);
  return {
    answer: statusAnswer('SUCCESS'),
    memory: { ...signedUp, nonClients: keptWith(memory.nonClients, document) },
  };
}

type BoundRequest = Extract<SandboxRequest, Bound>;

/** A token-bound call with the token's live session. */
function decideWithSession(
  request: BoundRequest,
  session: TokenSession,
  at: number,
  memory: SandboxMemory,
  settings: SandboxSettings,
): Decision {
  switch (request.call) {
    case 'question':
      return decideQuestion(session, memory);
    case 'answer':
      return decideAnswer(session, request.body, at, memory);
    case 'register':
      return decideRegister(session, request.body, at, memory, settings);
    case 'resend': {
      // The token's own CPF only (rule 2), and only once it registered (rule 3): nothing else
      // has an e-mail of this token's to send again.
      const { scenario } = session;
      return digitsOf(request.body.document) === scenario.cpf && session.stage === 'registered'
        ? decideResend(scenario.cpf, scenario, request.body, memory)
        : same(statusAnswer('TOKEN_ERROR'), memory);
    }
    default:
      return request satisfies never;
  }
}

/**
 * A missing, unknown or expired token answers TOKEN_ERROR (HTTP 200, like the API), and any
 * TOKEN_ERROR answer revokes the token, so it is unknown from then on.
 */
function decideBound(
  request: BoundRequest,
  at: number,
  memory: SandboxMemory,
  settings: SandboxSettings,
): Decision {
  const { token } = request;
  const session = token === undefined ? undefined : memory.sessions.get(token);
  if (!session || !isLive(session, at)) {
    return same(
      statusAnswer('TOKEN_ERROR'),
      token === undefined ? memory : withoutToken(memory, token),
    );
  }
  const decided = decideWithSession(request, session, at, memory, settings);
  return decided.answer.body.status === 'TOKEN_ERROR'
    ? { ...decided, memory: withoutToken(decided.memory, session.token) }
    : decided;
}

/**
 * What the sandbox answers `request` given `memory`, and what it remembers afterwards, under
 * the deployment's `settings` (none by default: the browser walks' plan and most tests).
 */
export function decide(
  request: SandboxRequest,
  memory: SandboxMemory,
  moment: Moment,
  settings: SandboxSettings = NO_SETTINGS,
): Decision {
  switch (request.call) {
    case 'token':
      return decideToken(request.body, moment, memory);
    case 'nonClient':
      return decideNonClient(request.body, moment.at, memory, settings);
    case 'resend': {
      // A non-customer has no token (spec 4.6): without the header, the body's document must
      // have signed up through the non-customer form since the last reset.
      const document = digitsOf(request.body.document);
      if (request.token === undefined && memory.nonClients.includes(document)) {
        return decideResend(document, scenarioOfDocument(document), request.body, memory);
      }
      return decideBound(request, moment.at, memory, settings);
    }
    default:
      return decideBound(request, moment.at, memory, settings);
  }
}
