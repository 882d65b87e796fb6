import { SPAN_ID_KEY } from '../machines/shared/api.ts';
import { randomBytes } from 'node:crypto';
import { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { Outcome } from './scenarios.ts';

/**
 * Headers of every API answer: never kept by a browser or a shared cache (each answer belongs to
 * one person's registration), and never sniffed as anything but JSON.
 */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** The status of a simulated server failure's body (HTTP 500). */
export const INTERNAL_ERROR = 'INTERNAL_ERROR';

/** What a route answers, decided before anything is written, so handlers can return early. */
export interface ApiAnswer {
  readonly code: number;
  readonly body: { readonly status: string } & Readonly<Record<string, unknown>>;
  /** No answer at all: the connection is closed (a scenario's network failure). */
  readonly drop?: true;
}

/** What a `DropOutcome` stands for: nothing is written, the connection closes. */
export const NO_ANSWER: ApiAnswer = { code: 0, body: { status: 'NO_ANSWER' }, drop: true };

/** Like a span id of a tracing system: 16 hex digits, new for every error answer. */
export function newSpanId(): string {
  return randomBytes(8).toString('hex');
}

/** HTTP 200 with a status: how the API answers every outcome it knows, good or bad. */
export function statusAnswer(status: string, extra: Record<string, unknown> = {}): ApiAnswer {
  return { code: 200, body: { status, ...extra } };
}

/** A non-2xx answer. Every one carries a span id, as the real API's error answers may. */
export function errorAnswer(
  code: number,
  status: string,
  extra: Record<string, unknown> = {},
): ApiAnswer {
  return { code, body: { status, ...extra, [SPAN_ID_KEY]: newSpanId() } };
}

/** The answer a scenario's outcome stands for. */
export function outcomeAnswer(outcome: Outcome): ApiAnswer {
  if ('drop' in outcome) return NO_ANSWER;
  if (!('http' in outcome)) {
    return statusAnswer(outcome.status, outcome.messages ? { messages: outcome.messages } : {});
  }
  return outcome.http === 409
    ? errorAnswer(409, outcome.status)
    : errorAnswer(500, INTERNAL_ERROR, { message: 'Simulated server failure.' });
}

/**
 * Closes the connection without an answer. A browser resends a request whose reused keep-alive
 * connection closed before any byte came back (the server may have timed it out), once per idle
 * connection it holds: each resend would reach the sandbox and count against the rate limit. So
 * the server's idle connections close first, and the browser's next try goes out on a new
 * connection, whose close it reports as the failure it is.
 */
function dropConnection(socket: Socket | null): void {
  // Node sets `server` on every socket a server accepts; @types/node does not declare it.
  const server: unknown = Reflect.get(socket ?? {}, 'server');
  if (server instanceof HttpServer) server.closeIdleConnections();
  socket?.destroy();
}

export function send(reply: FastifyReply, answer: ApiAnswer): void {
  if (answer.drop) {
    reply.hijack();
    dropConnection(reply.raw.socket);
    return;
  }
  void reply.code(answer.code).send(answer.body);
}
