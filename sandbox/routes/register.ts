import type { FastifyInstance } from 'fastify';
import { API_PATHS, type RegisterRequest } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { isEmailInUse } from '../rules.ts';
import { registerBody } from '../schemas.ts';
import type { SandboxState, TokenSession } from '../state.ts';
import { withSession } from './session.ts';

/**
 * Only after a right answer with this token, and once (docs/api/openapi.yaml, rules 1 and 3): a
 * client skipping the question, or registering twice, gets TOKEN_ERROR.
 */
function answerRegister(
  state: SandboxState,
  session: TokenSession,
  request: RegisterRequest,
): ApiAnswer {
  const { scenario } = session;
  if (session.stage !== 'answered') return statusAnswer('TOKEN_ERROR');
  const outcome = scenario.outcomes.register;
  if (outcome) return outcomeAnswer(outcome);
  if (isEmailInUse(request.email)) return statusAnswer('EMAIL_ALREADY_IN_USE');
  state.recordEmail({ address: request.email, document: scenario.cpf, clientId: request.clientId });
  session.stage = 'registered';
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
