import type { FastifyInstance } from 'fastify';
import { API_PATHS, type RegisterRequest } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { isEmailInUse } from '../rules.ts';
import { registerBody } from '../schemas.ts';
import type { SandboxState, TokenSession } from '../state.ts';
import { withSession } from './session.ts';

/**
 * The order of the questions is not enforced: the portal's machines already guarantee it, and
 * a test may want to reach register's outcomes without walking the question first.
 */
function answerRegister(
  state: SandboxState,
  { scenario }: TokenSession,
  request: RegisterRequest,
): ApiAnswer {
  const outcome = scenario.outcomes.register;
  if (outcome) return outcomeAnswer(outcome);
  if (isEmailInUse(request.email)) return statusAnswer('EMAIL_ALREADY_IN_USE');
  state.recordEmail({ address: request.email, document: scenario.cpf, clientId: request.clientId });
  return statusAnswer('SUCCESS');
}

/** POST /api/client-register/register: creates the customer's access and "sends" the e-mail. */
export function registerRoute(app: FastifyInstance, state: SandboxState): void {
  app.post<{ Body: RegisterRequest }>(
    API_PATHS.register,
    { schema: { body: registerBody } },
    (request, reply) => {
      const answer = withSession(state, request, (session) =>
        answerRegister(state, session, request.body),
      );
      send(reply, answer);
    },
  );
}
