import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR } from './api-answer.ts';
import { API_HEADERS, errorAnswer, send } from './replies.ts';

/** A status name for a non-2xx HTTP code, in the API's style: 415 → UNSUPPORTED_MEDIA_TYPE. */
function statusOfCode(code: number): string {
  if (code >= 500) return INTERNAL_ERROR;
  return (STATUS_CODES[code] ?? 'Bad Request').toUpperCase().replace(/\W+/g, '_');
}

function validationErrors(error: FastifyError) {
  return (error.validation ?? []).map(({ instancePath, keyword, message, params }) => ({
    field: instancePath === '' ? '/' : instancePath,
    keyword,
    message,
    params,
  }));
}

/**
 * Every failure answers JSON with a status and a span id, like the real API's error bodies, so
 * the portal's failure handling sees the same shape whatever went wrong. Invalid bodies get
 * 400 BAD_REQUEST with one entry per broken rule. A path the contract has, asked with a method
 * it does not list (`methodsOf` gives the listed ones), answers 405 with `Allow`, as the
 * contract and nginx do.
 */
export function installErrorHandlers(
  app: FastifyInstance,
  methodsOf: (path: string) => Promise<readonly string[] | undefined>,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      send(
        reply,
        errorAnswer(400, 'BAD_REQUEST', {
          message: error.message,
          errors: validationErrors(error),
        }),
      );
      return;
    }
    const code = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (code >= 500) request.log.error(error);
    const message = code >= 500 ? 'Unexpected sandbox error.' : error.message;
    send(reply, errorAnswer(code, statusOfCode(code), { message }));
  });

  // Before the body is read: a method the contract does not list is refused whatever it carries.
  app.addHook('onRequest', async (request, reply) => {
    const allowed = await methodsOf(request.url.split('?', 1)[0] ?? '');
    if (allowed === undefined || allowed.includes(request.method)) return;
    void reply.header('allow', allowed.join(', '));
    const message = `${request.method} is not allowed here; the contract lists ${allowed.join(', ')}.`;
    send(reply, errorAnswer(405, 'METHOD_NOT_ALLOWED', { message }));
    return reply;
  });

  app.setNotFoundHandler((request, reply) => {
    send(
      reply,
      errorAnswer(404, 'NOT_FOUND', { message: `No route for ${request.method} ${request.url}.` }),
    );
  });
}

/**
 * Errors Node's HTTP parser raises before fastify sees a request (malformed HTTP, headers over
 * the size limit, a request that took longer than the request timeout), answered in the same
 * JSON shape as every other error, straight on the socket, which is then closed: fastify's
 * `clientErrorHandler` option. Node's own codes: https://nodejs.org/api/errors.html
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const message =
    code === 408
      ? 'The request did not arrive in time.'
      : code === 431
        ? 'The request headers are too large.'
        : 'Malformed HTTP request.';
  const body = JSON.stringify(errorAnswer(code, statusOfCode(code), { message }).body);
  if (socket.writable) {
    const headers = Object.entries({
      ...API_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${String(code)} ${STATUS_CODES[code] ?? ''}\r\n${headers.join('')}\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Errors fastify raises before routing (a URL it cannot decode, an over-long parameter): its
 * `frameworkErrors` option, answered like a route's errors.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
  send(reply, errorAnswer(code, statusOfCode(code), { message: error.message }));
}
