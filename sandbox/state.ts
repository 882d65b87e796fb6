import { randomUUID } from 'node:crypto';
import type { ApiAnswer } from './api-answer.ts';
import { decide, NO_SETTINGS, type SandboxRequest, type SandboxSettings } from './answers.ts';
import { EMPTY_MEMORY, keptWith, type ActivationEmail, type SandboxMemory } from './memory.ts';

/** A consent record the sandbox's consent endpoint received, kept as it arrived. */
export interface ReceivedConsent {
  /** ISO 8601. */
  readonly receivedAt: string;
  /** The `authorization` header's value. */
  readonly authorization: string;
  /** The JSON body, untouched. */
  readonly record: unknown;
}

export interface SandboxState {
  /** Answers an API call (answers.ts) and remembers what the answer changed. */
  answer(request: SandboxRequest): ApiAnswer;
  /** The newest `KEPT_RECORDS` activation e-mails, oldest first. A copy. */
  emails(): ActivationEmail[];
  recordConsent(consent: Omit<ReceivedConsent, 'receivedAt'>): ReceivedConsent;
  /** The newest `KEPT_RECORDS`, in the order received. */
  consents(): ReceivedConsent[];
  reset(): void;
}

/**
 * The sandbox's memory. One per app instance, never module-global, so parallel test files and
 * the Vite plugin each see only their own tokens and e-mails. `now` and `newToken` are the only
 * clock and randomness the answers see; `settings` the deployment's configuration, kept by a
 * reset.
 */
export function createSandboxState(
  now: () => Date = () => new Date(),
  newToken: () => string = randomUUID,
  settings: SandboxSettings = NO_SETTINGS,
): SandboxState {
  let memory: SandboxMemory = EMPTY_MEMORY;
  let consents: ReceivedConsent[] = [];

  return {
    answer(request) {
      const moment = { at: now().getTime(), newToken: newToken() };
      const decided = decide(request, memory, moment, settings);
      memory = decided.memory;
      return decided.answer;
    },
    emails() {
      return memory.emails.map((email) => ({ ...email }));
    },
    recordConsent(consent) {
      const received = { ...consent, receivedAt: now().toISOString() };
      consents = keptWith(consents, received);
      return received;
    },
    consents() {
      return consents.map((consent) => structuredClone(consent));
    },
    reset() {
      memory = EMPTY_MEMORY;
      consents = [];
    },
  };
}
