import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { API_PATHS, type NonClientRequest } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { isEmailInUse } from '../rules.ts';
import { isCustomer, scenarioOfDocument } from '../scenarios.ts';
import { nonClientBody } from '../schemas.ts';
import type { SandboxState } from '../state.ts';

/**
 * The sign-up of a person whose CPF is not a customer's. A scenario CPF is an existing customer
 * (USER_ALREADY_EXISTS) unless its token call answers CLIENT_NOT_FOUND; any other CPF signs up.
 */
function answerNonClient(state: SandboxState, request: NonClientRequest): ApiAnswer {
  const known = scenarioOfDocument(request.document);
  const outcome = known?.outcomes.nonClient;
  if (outcome) return outcomeAnswer(outcome);
  if (known && isCustomer(known)) return statusAnswer('USER_ALREADY_EXISTS');
  if (isEmailInUse(request.email)) return statusAnswer('EMAIL_ALREADY_IN_USE');
  const document = request.document.replace(/\D/g, '');
  state.recordEmail({ address: request.email, document, clientId: request.clientId });
  state.recordNonClient(document);
  return statusAnswer('SUCCESS');
}

/**
 * POST /usuario/api/non-client: no token, the form is the whole sign-up. `limit`: the rate
 * limit's route options (`rate-limit.ts`).
 */
export function nonClientRoute(
  app: FastifyInstance,
  state: SandboxState,
  limit: RouteShorthandOptions = {},
): void {
  app.post<{ Body: NonClientRequest }>(
    API_PATHS.nonClient,
    { ...limit, schema: { body: nonClientBody } },
    (request, reply) => {
      send(reply, answerNonClient(state, request.body));
    },
  );
}
