import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { API_PATHS, type ResendRequest } from '../../machines/shared/api.ts';
import { isCaptchaAccepted } from '../captcha.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { resendBody } from '../schemas.ts';
import type { SandboxState, TokenSession } from '../state.ts';
import { withSession } from './session.ts';

/**
 * The e-mail counted is the latest one registered with the token's CPF; the body's `document`
 * is not compared, as the real API's use of it is not shown.
 */
function answerResend(
  state: SandboxState,
  { scenario }: TokenSession,
  request: ResendRequest,
): ApiAnswer {
  if (!isCaptchaAccepted(request.recaptchaResponse)) {
    return statusAnswer('INCORRECT_CAPTCHA_RESPONSE');
  }
  const outcome = scenario.outcomes.resend;
  if (outcome) return outcomeAnswer(outcome);
  state.countResend(scenario.cpf);
  return statusAnswer('SUCCESS');
}

/**
 * POST /api/user/resend-email: sends the activation e-mail again. `limit`: the rate limit's
 * route options (`rate-limit.ts`).
 */
export function resendRoute(
  app: FastifyInstance,
  state: SandboxState,
  limit: RouteShorthandOptions = {},
): void {
  app.post<{ Body: ResendRequest }>(
    API_PATHS.resend,
    { ...limit, schema: { body: resendBody } },
    (request, reply) => {
      const answer = withSession(state, request, (session) =>
        answerResend(state, session, request.body),
      );
      send(reply, answer);
    },
  );
}
