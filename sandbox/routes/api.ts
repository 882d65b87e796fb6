import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  API_PATHS,
  TOKEN_HEADER,
  type AnswerRequest,
  type ApiCall,
  type NonClientRequest,
  type RegisterRequest,
  type ResendRequest,
  type TokenRequest,
} from '../../machines/shared/api.ts';
import type { SandboxRequest } from '../answers.ts';
import type { Contract, ContractOperation } from '../contract.ts';
import { errorAnswer, send } from '../replies.ts';
import { runOf } from '../runs.ts';
import type { SandboxState } from '../state.ts';

/** The `x-register-token` header's value; undefined when the request has none. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/**
 * Each call's request for `decide` (answers.ts). The bodies are the contract's, checked against
 * docs/api/openapi.yaml before the handler runs, so their types hold.
 */
const REQUESTS: Record<ApiCall, (request: FastifyRequest) => SandboxRequest> = {
  token: ({ body }) => ({ call: 'token', body: body as TokenRequest }),
  question: (request) => ({ call: 'question', token: tokenOf(request) }),
  answer: (request) => ({
    call: 'answer',
    token: tokenOf(request),
    body: request.body as AnswerRequest,
  }),
  register: (request) => ({
    call: 'register',
    token: tokenOf(request),
    body: request.body as RegisterRequest,
  }),
  resend: (request) => ({
    call: 'resend',
    token: tokenOf(request),
    body: request.body as ResendRequest,
  }),
  nonClient: ({ body }) => ({ call: 'nonClient', body: body as NonClientRequest }),
};

/** The rate limit's route options (`rate-limit.ts`) of the calls it limits. */
export interface LimitedCalls {
  token: RouteShorthandOptions;
  resend: RouteShorthandOptions;
  nonClient: RouteShorthandOptions;
}

/** The media type of a request, without parameters such as charset; '' when it names none. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * What the contract refuses before the body is read, in its documented statuses: a body that is
 * not of the operation's media types (415, no Content-Type included), a missing header of its
 * security scheme (401). After the rate limit's count, as every refused request counts.
 */
function refusedHead(operation: ContractOperation, request: FastifyRequest, reply: FastifyReply) {
  if (operation.mediaTypes.length > 0 && !operation.mediaTypes.includes(mediaTypeOf(request))) {
    const message = `The body must be ${operation.mediaTypes.join(' or ')}.`;
    send(reply, errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', { message }));
    return true;
  }
  if (!operation.secured(request.headers)) {
    const message = `The ${TOKEN_HEADER} header is missing.`;
    send(reply, errorAnswer(401, 'UNAUTHORIZED', { message }));
    return true;
  }
  return false;
}

/** The body and parameters against the operation's schemas: 400 with every broken rule. */
function refusedBody(operation: ContractOperation, request: FastifyRequest, reply: FastifyReply) {
  const errors = operation.problems({
    method: request.method,
    path: operation.path,
    headers: request.headers,
    body: request.body,
  });
  if (errors.length === 0) return false;
  const message = `The request breaks the contract (docs/api/openapi.yaml, ${operation.id}).`;
  send(reply, errorAnswer(400, 'BAD_REQUEST', { message, errors }));
  return true;
}

/**
 * The six calls of the registration API, each on the method and path the contract
 * (docs/api/openapi.yaml) gives its operation id, the request checked against the document with
 * its library validator (contract.ts); what a call answers is `decide`'s (answers.ts), through
 * the state that remembers, in the request's run (runs.ts). A method the document does not list
 * answers 405 (errors.ts).
 */
export function apiRoutes(
  app: FastifyInstance,
  state: SandboxState,
  limits: LimitedCalls,
  contract: Contract,
): void {
  for (const call of Object.keys(API_PATHS) as ApiCall[]) {
    const operation = contract.byId(call);
    if (operation?.path !== API_PATHS[call]) {
      throw new Error(`docs/api/openapi.yaml has no operation ${call} at ${API_PATHS[call]}.`);
    }
    app.route({
      method: operation.method,
      url: operation.path,
      // HEAD is not in the contract: it answers 405 like any method the document does not list.
      exposeHeadRoute: false,
      ...(call in limits ? limits[call as keyof LimitedCalls] : {}),
      preParsing: (request, reply, payload, done) => {
        if (!refusedHead(operation, request, reply)) done(null, payload);
      },
      preValidation: (request, reply, done) => {
        if (!refusedBody(operation, request, reply)) done();
      },
      handler: (request, reply) => {
        send(reply, state.answer(runOf(request), REQUESTS[call](request)));
      },
    });
  }
}
