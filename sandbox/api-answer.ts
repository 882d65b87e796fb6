import type { Outcome } from './scenarios.ts';

/**
 * What the sandbox answers a call, as plain data: decided before anything is written (answers.ts)
 * and written by `send` (replies.ts), which stamps a span id on every error answer.
 */
export interface ApiAnswer {
  readonly code: number;
  readonly body: { readonly status: string } & Readonly<Record<string, unknown>>;
  /** No answer at all: the connection is closed (a scenario's network failure). */
  readonly drop?: true;
}

/** The status of a simulated server failure's body (HTTP 500). */
export const INTERNAL_ERROR = 'INTERNAL_ERROR';

/** What a `DropOutcome` stands for: nothing is written, the connection closes. */
export const NO_ANSWER: ApiAnswer = { code: 0, body: { status: 'NO_ANSWER' }, drop: true };

/** HTTP 200 with a status: how the API answers every outcome it knows, good or bad. */
export function statusAnswer(status: string, extra: Record<string, unknown> = {}): ApiAnswer {
  return { code: 200, body: { status, ...extra } };
}

/** A non-2xx answer, before `send` gives it its span id. */
export function failureAnswer(
  code: number,
  status: string,
  extra: Record<string, unknown> = {},
): ApiAnswer {
  return { code, body: { status, ...extra } };
}

/** The answer a scenario's outcome stands for. */
export function outcomeAnswer(outcome: Outcome): ApiAnswer {
  if ('drop' in outcome) return NO_ANSWER;
  if (!('http' in outcome)) {
    return statusAnswer(outcome.status, outcome.messages ? { messages: outcome.messages } : {});
  }
  return outcome.http === 409
    ? failureAnswer(409, outcome.status)
    : failureAnswer(500, INTERNAL_ERROR, { message: 'Simulated server failure.' });
}
