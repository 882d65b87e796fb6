import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { API_PATHS, type TokenRequest } from '../../machines/shared/api.ts';
import { isCaptchaAccepted } from '../captcha.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { scenarioOfDocument } from '../scenarios.ts';
import type { SandboxState } from '../state.ts';
import { tokenBody } from '../schemas.ts';

/** POST /api/client-register/token: the captcha first, then the CPF's scenario. */
function answerToken(state: SandboxState, request: TokenRequest): ApiAnswer {
  if (!isCaptchaAccepted(request.recaptchaResponse)) {
    return statusAnswer('INCORRECT_CAPTCHA_RESPONSE');
  }
  const customer = scenarioOfDocument(request.document);
  if (!customer) return statusAnswer('CLIENT_NOT_FOUND');
  const outcome = customer.outcomes.token;
  if (outcome && 'token' in outcome && outcome.token) {
    return statusAnswer(outcome.status, { token: state.issueToken(customer).token });
  }
  if (outcome) return outcomeAnswer(outcome);
  return statusAnswer('SUCCESS', { token: state.issueToken(customer).token });
}

/** `limit`: the rate limit's route options (`rate-limit.ts`). */
export function tokenRoute(
  app: FastifyInstance,
  state: SandboxState,
  limit: RouteShorthandOptions = {},
): void {
  app.post<{ Body: TokenRequest }>(
    API_PATHS.token,
    { ...limit, schema: { body: tokenBody } },
    (request, reply) => {
      send(reply, answerToken(state, request.body));
    },
  );
}
