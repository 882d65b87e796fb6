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

/**
 * What the sandbox holds for one run (runs.ts). Every method below takes the run it acts on;
 * `DEFAULT_RUN` (runs.ts) is the run of requests without the run header.
 */
export interface SandboxState {
  /** Answers an API call (answers.ts) and remembers what the answer changed. */
  answer(run: string, request: SandboxRequest): ApiAnswer;
  /** The newest `KEPT_RECORDS` activation e-mails, oldest first. A copy. */
  emails(run: string): ActivationEmail[];
  recordConsent(run: string, consent: Omit<ReceivedConsent, 'receivedAt'>): ReceivedConsent;
  /** The newest `KEPT_RECORDS`, in the order received. */
  consents(run: string): ReceivedConsent[];
  /** CPFs (digits) that registered, oldest first. */
  registered(run: string): string[];
  /** Forgets what `run` remembers; every other run keeps its own. */
  reset(run: string): void;
  /**
   * A number new to `run` since its last reset, never given to another run: the rate limit keys
   * its counts by it (rate-limit.ts), so a reset clears the run's counts and only the run's.
   */
  epoch(run: string): number;
}

/**
 * How many runs the sandbox remembers at once: the least recently used beyond it is forgotten, so
 * a script naming a new run on every request holds bounded memory. Far more than the runs of a
 * shared QA sandbox at one time.
 */
export const KEPT_RUNS = 64;

interface RunRecord {
  memory: SandboxMemory;
  consents: ReceivedConsent[];
  readonly epoch: number;
}

/**
 * The sandbox's memory. One per app instance, never module-global, so parallel test files and
 * the Vite plugin each see only their own tokens and e-mails; inside it, one memory per run.
 * `now` and `newToken` are the only clock and randomness the answers see; `settings` the
 * deployment's configuration, kept by a reset.
 */
export function createSandboxState(
  now: () => Date = () => new Date(),
  newToken: () => string = randomUUID,
  settings: SandboxSettings = NO_SETTINGS,
): SandboxState {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recent first.
  const runs = new Map<string, RunRecord>();
  let epochs = 0;
  const fresh = (): RunRecord => ({ memory: EMPTY_MEMORY, consents: [], epoch: (epochs += 1) });

  function recordOf(run: string): RunRecord {
    const record = runs.get(run) ?? fresh();
    runs.delete(run);
    runs.set(run, record);
    for (const oldest of runs.keys()) {
      if (runs.size <= KEPT_RUNS) break;
      runs.delete(oldest);
    }
    return record;
  }

  return {
    answer(run, request) {
      const record = recordOf(run);
      const moment = { at: now().getTime(), newToken: newToken() };
      const decided = decide(request, record.memory, moment, settings);
      record.memory = decided.memory;
      return decided.answer;
    },
    emails(run) {
      return (runs.get(run)?.memory.emails ?? []).map((email) => ({ ...email }));
    },
    recordConsent(run, consent) {
      const record = recordOf(run);
      const received = { ...consent, receivedAt: now().toISOString() };
      record.consents = keptWith(record.consents, received);
      return received;
    },
    consents(run) {
      return (runs.get(run)?.consents ?? []).map((consent) => structuredClone(consent));
    },
    registered(run) {
      return [...(runs.get(run)?.memory.registered ?? [])];
    },
    reset(run) {
      runs.delete(run);
    },
    epoch(run) {
      return recordOf(run).epoch;
    },
  };
}
