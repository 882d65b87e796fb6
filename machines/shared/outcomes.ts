import type { ApiFailure, ApiResponse, TokenResponse } from './api.ts';
import { isRecord } from './records.ts';

/**
 * The answer an invoked call finished with, read from its done event. Guards and actions are
 * declared once for every call, so they read the event structurally instead of by actor id.
 */
export function answerOf(event: unknown): TokenResponse | undefined {
  if (!isRecord(event) || !isRecord(event['output'])) return undefined;
  const output = event['output'];
  return typeof output['status'] === 'string' ? (output as unknown as TokenResponse) : undefined;
}

/** Why an invoked call failed, read from its error event. Anything that is not an ApiFailure is a network failure. */
export function failureOf(event: unknown): ApiFailure {
  const error = isRecord(event) ? event['error'] : undefined;
  if (
    isRecord(error) &&
    (error['kind'] === 'network' || error['kind'] === 'timeout' || error['kind'] === 'http')
  ) {
    return error as unknown as ApiFailure;
  }
  return { kind: 'network' };
}

/** The span id of an answer or a failure, to append to the message the step shows. */
export function spanIdOf(event: unknown): string | undefined {
  const answer: ApiResponse | undefined = answerOf(event);
  if (answer) return answer.spanId;
  // Any other event reads as a failure without a span id.
  return failureOf(event).spanId;
}
