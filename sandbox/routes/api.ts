import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  API_PATHS,
  TOKEN_HEADER,
  type AnswerRequest,
  type NonClientRequest,
  type RegisterRequest,
  type ResendRequest,
  type TokenRequest,
} from '../../machines/shared/api.ts';
import { send } from '../replies.ts';
import { answerBody, nonClientBody, registerBody, resendBody, tokenBody } from '../schemas.ts';
import { runOf } from '../runs.ts';
import type { SandboxState } from '../state.ts';

/** The `x-register-token` header's value; undefined when the request has none. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** The rate limit's route options (`rate-limit.ts`) of the calls it limits. */
export interface LimitedCalls {
  token: RouteShorthandOptions;
  resend: RouteShorthandOptions;
  nonClient: RouteShorthandOptions;
}

/**
 * The six calls of the registration API (docs/api/openapi.yaml). Each checks its body against
 * the schema (400 otherwise, errors.ts); what it answers is `decide`'s (answers.ts), through the
 * state that remembers, in the request's run (runs.ts).
 */
export function apiRoutes(app: FastifyInstance, state: SandboxState, limits: LimitedCalls): void {
  app.post<{ Body: TokenRequest }>(
    API_PATHS.token,
    { ...limits.token, schema: { body: tokenBody } },
    (request, reply) => {
      send(reply, state.answer(runOf(request), { call: 'token', body: request.body }));
    },
  );
  app.get(API_PATHS.question, (request, reply) => {
    send(reply, state.answer(runOf(request), { call: 'question', token: tokenOf(request) }));
  });
  app.post<{ Body: AnswerRequest }>(
    API_PATHS.answer,
    { schema: { body: answerBody } },
    (request, reply) => {
      send(
        reply,
        state.answer(runOf(request), {
          call: 'answer',
          token: tokenOf(request),
          body: request.body,
        }),
      );
    },
  );
  app.post<{ Body: RegisterRequest }>(
    API_PATHS.register,
    { schema: { body: registerBody } },
    (request, reply) => {
      send(
        reply,
        state.answer(runOf(request), {
          call: 'register',
          token: tokenOf(request),
          body: request.body,
        }),
      );
    },
  );
  app.post<{ Body: ResendRequest }>(
    API_PATHS.resend,
    { ...limits.resend, schema: { body: resendBody } },
    (request, reply) => {
      send(
        reply,
        state.answer(runOf(request), {
          call: 'resend',
          token: tokenOf(request),
          body: request.body,
        }),
      );
    },
  );
  app.post<{ Body: NonClientRequest }>(
    API_PATHS.nonClient,
    { ...limits.nonClient, schema: { body: nonClientBody } },
    (request, reply) => {
      send(reply, state.answer(runOf(request), { call: 'nonClient', body: request.body }));
    },
  );
}
