import { SPAN_ID_KEY } from '../machines/shared/api.ts';
import { randomBytes } from 'node:crypto';
import { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import { failureAnswer, type ApiAnswer } from './api-answer.ts';

/**
 * Headers of every API answer: never kept by a browser or a shared cache (each answer belongs to
 * one person's registration), and never sniffed as anything but JSON.
 */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** Like a span id of a tracing system: 16 hex digits, new for every error answer. */
export function newSpanId(): string {
  return randomBytes(8).toString('hex');
}

/** A non-2xx answer. Every one carries a span id, as the real API's error answers may. */
export function errorAnswer(
  code: number,
  status: string,
  extra: Record<string, unknown> = {},
): ApiAnswer {
  return withSpanId(failureAnswer(code, status, extra));
}

/** An error answer decided without one (answers.ts is pure) gets its span id on the way out. */
function withSpanId(answer: ApiAnswer): ApiAnswer {
  if (answer.code < 400 || SPAN_ID_KEY in answer.body) return answer;
  return { ...answer, body: { ...answer.body, [SPAN_ID_KEY]: newSpanId() } };
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
  const { code, body } = withSpanId(answer);
  void reply.code(code).send(body);
}
