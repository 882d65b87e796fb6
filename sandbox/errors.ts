import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorAnswer, INTERNAL_ERROR, send } from './replies.ts';

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
 * 400 BAD_REQUEST with one entry per broken rule.
 */
export function installErrorHandlers(app: FastifyInstance): void {
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

  app.setNotFoundHandler((request, reply) => {
    send(
      reply,
      errorAnswer(404, 'NOT_FOUND', { message: `No route for ${request.method} ${request.url}.` }),
    );
  });
}
