import { randomUUID } from 'node:crypto';
import type { Scenario } from './scenarios.ts';

/** An activation e-mail the sandbox pretends to have sent after a successful register. */
export interface ActivationEmail {
  readonly address: string;
  /** The CPF, digits only. */
  readonly document: string;
  readonly clientId: string;
  /** ISO 8601. */
  readonly sentAt: string;
  resendCount: number;
}

/** A consent record the sandbox's consent endpoint received, kept as it arrived. */
export interface ReceivedConsent {
  /** ISO 8601. */
  readonly receivedAt: string;
  /** The `authorization` header's value. */
  readonly authorization: string;
  /** The JSON body, untouched. */
  readonly record: unknown;
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
  stage: TokenStage;
  /**
   * Wrong answers with this token. The contract counts them per CPF across tokens (rule 5); the
   * sandbox still counts per token, as the browser walks, run side by side on shared CPFs, and
   * their plan (paths/browser-plan.ts) expect: see docs/api/openapi.yaml.
   */
  wrongAnswers: number;
}

/** How long a token lives (rule 4); the real API's lifetime is not shown. */
export const TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * How many activation e-mails and consents the sandbox keeps: the newest, so a long-running
 * sandbox (a QA machine, a script posting forever) holds bounded memory and its page stays small.
 */
export const KEPT_RECORDS = 100;

/** Drops the oldest entries beyond `KEPT_RECORDS`. */
function keepNewest(list: unknown[]): void {
  if (list.length > KEPT_RECORDS) list.splice(0, list.length - KEPT_RECORDS);
}

export interface SandboxState {
  issueToken(scenario: Scenario): TokenSession;
  /** The session of a token header's value; undefined when missing, revoked or never issued. */
  session(token: string | undefined): TokenSession | undefined;
  revoke(token: string): void;
  recordEmail(email: Pick<ActivationEmail, 'address' | 'document' | 'clientId'>): ActivationEmail;
  /** Remembers a CPF (digits) signed up through the non-customer form, which has no token. */
  recordNonClient(document: string): void;
  /** Whether this CPF (digits) signed up as a non-customer since the last reset. */
  isNonClient(document: string): boolean;
  /** Counts a resend on the latest e-mail registered for this CPF, if there is one. */
  countResend(document: string): ActivationEmail | undefined;
  /** The newest `KEPT_RECORDS`, oldest first. A snapshot: later calls do not change it. */
  emails(): ActivationEmail[];
  recordConsent(consent: Omit<ReceivedConsent, 'receivedAt'>): ReceivedConsent;
  /** The newest `KEPT_RECORDS`, in the order received. */
  consents(): ReceivedConsent[];
  reset(): void;
}

/**
 * The sandbox's memory. One per app instance, never module-global, so parallel test files and
 * the Vite plugin each see only their own tokens and e-mails.
 */
export function createSandboxState(now: () => Date = () => new Date()): SandboxState {
  const sessions = new Map<string, TokenSession>();
  const sent: ActivationEmail[] = [];
  const consents: ReceivedConsent[] = [];
  // Bounded like the e-mails: one entry per sign-up, the newest kept.
  const nonClients: string[] = [];

  return {
    issueToken(scenario) {
      const session: TokenSession = {
        token: randomUUID(),
        scenario,
        issuedAt: now().getTime(),
        stage: 'issued',
        wrongAnswers: 0,
      };
      sessions.set(session.token, session);
      return session;
    },
    session(token) {
      const session = token === undefined ? undefined : sessions.get(token);
      if (session && now().getTime() - session.issuedAt >= TOKEN_LIFETIME_MS) {
        sessions.delete(session.token);
        return undefined;
      }
      return session;
    },
    revoke(token) {
      sessions.delete(token);
    },
    recordEmail(email) {
      const recorded = { ...email, sentAt: now().toISOString(), resendCount: 0 };
      sent.push(recorded);
      keepNewest(sent);
      return recorded;
    },
    recordNonClient(document) {
      nonClients.push(document);
      keepNewest(nonClients);
    },
    isNonClient(document) {
      return nonClients.includes(document);
    },
    countResend(document) {
      const latest = sent.findLast((email) => email.document === document);
      if (latest) latest.resendCount += 1;
      return latest;
    },
    emails() {
      return sent.map((email) => ({ ...email }));
    },
    recordConsent(consent) {
      const received = { ...consent, receivedAt: now().toISOString() };
      consents.push(received);
      keepNewest(consents);
      return received;
    },
    consents() {
      return consents.map((consent) => structuredClone(consent));
    },
    reset() {
      sessions.clear();
      sent.length = 0;
      consents.length = 0;
      nonClients.length = 0;
    },
  };
}
