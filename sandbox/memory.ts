import type { Scenario } from './scenarios.ts';

/**
 * What the sandbox remembers between calls, as plain immutable data: `decide` (answers.ts) reads
 * one memory and returns the next, so the fastify routes and the browser walks' plan
 * (paths/browser-plan.ts) keep it the same way.
 */

/** An activation e-mail the sandbox pretends to have sent after a successful register. */
export interface ActivationEmail {
  readonly address: string;
  /** The CPF, digits only. */
  readonly document: string;
  readonly clientId: string;
  /**
   * The redirect the e-mail's activation link carries: the call's `redirectUri` when the
   * deployment's allow-list admits it for `clientId` (rule 8), else '' (no redirect).
   */
  readonly redirectUri: string;
  /** ISO 8601. */
  readonly sentAt: string;
  readonly resendCount: number;
}

/**
 * Where a token is in the order the contract requires (docs/api/openapi.yaml, rules 1 and 3):
 * issued, then its question fetched, then a right answer, then registered (only resend after).
 */
export type TokenStage = 'issued' | 'questioned' | 'answered' | 'registered';

/** What a registration token stands for until it is revoked, expires or the sandbox is reset. */
export interface TokenSession {
  readonly token: string;
  readonly scenario: Scenario;
  /** ms since 1970: the token expires `TOKEN_LIFETIME_MS` later (rule 4). */
  readonly issuedAt: number;
  readonly stage: TokenStage;
}

export interface SandboxMemory {
  /** Live tokens by their value. */
  readonly sessions: ReadonlyMap<string, TokenSession>;
  /**
   * When each CPF (digits) answered wrong, in ms, within `WRONG_ANSWER_WINDOW_MS`: counted per
   * CPF across its tokens (rule 5), so a new token gives no more guesses.
   */
  readonly wrongAnswers: ReadonlyMap<string, readonly number[]>;
  /** CPFs (digits) signed up through the non-customer form, the newest `KEPT_RECORDS`. */
  readonly nonClients: readonly string[];
  /** The newest `KEPT_RECORDS` activation e-mails, oldest first. */
  readonly emails: readonly ActivationEmail[];
  /**
   * CPFs (digits) that registered, as a customer or through the non-customer form: registered
   * clients from then on (their token call answers INVALID_CLIENT_STATUS with REGISTERED, a
   * second register USER_ALREADY_EXISTS). The newest `KEPT_REGISTRATIONS`, oldest first.
   */
  readonly registered: readonly string[];
}

/** A fresh sandbox's memory, and what a reset returns to. */
export const EMPTY_MEMORY: SandboxMemory = {
  sessions: new Map(),
  wrongAnswers: new Map(),
  nonClients: [],
  emails: [],
  registered: [],
};

/** How long a token lives (rule 4); the real API's lifetime is not shown. */
export const TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * How many activation e-mails, sign-ups and consents the sandbox keeps: the newest, so a
 * long-running sandbox (a QA machine, a script posting forever) holds bounded memory and its page
 * stays small.
 */
export const KEPT_RECORDS = 100;

/**
 * How many registered CPFs a run keeps: more than any run of tests registers, so forgetting the
 * oldest only bounds what a script posting sign-ups forever can make the sandbox hold.
 */
export const KEPT_REGISTRATIONS = 1_000;

/** `list` with `item` added, without the oldest beyond `kept` (`KEPT_RECORDS` by default). */
export function keptWith<T>(list: readonly T[], item: T, kept = KEPT_RECORDS): T[] {
  return [...list, item].slice(-kept);
}
