import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { API_PATHS, TOKEN_HEADER, type ResendRequest } from '../../machines/shared/api.ts';
import { isCaptchaAccepted } from '../captcha.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { scenarioOfDocument, type Scenario } from '../scenarios.ts';
import { resendBody } from '../schemas.ts';
import type { SandboxState } from '../state.ts';
import { withSession } from './session.ts';

/** The captcha first, then the scenario's outcome, then the e-mail of `cpf` is counted. */
function answerResend(
  state: SandboxState,
  cpf: string,
  scenario: Scenario | undefined,
  request: ResendRequest,
): ApiAnswer {
  if (!isCaptchaAccepted(request.recaptchaResponse)) {
    return statusAnswer('INCORRECT_CAPTCHA_RESPONSE');
  }
  const outcome = scenario?.outcomes.resend;
  if (outcome) return outcomeAnswer(outcome);
  state.countResend(cpf);
  return statusAnswer('SUCCESS');
}

/**
 * A customer resends with the token of their registration: the e-mail counted is the latest one
 * registered with the token's CPF, and the body's `document` must be that CPF (rule 2 of
 * docs/api/openapi.yaml: a token is bound to its CPF). A non-customer has no token (spec 4.6): without the header, the body's
 * `document` must be a CPF that signed up through the non-customer form since the last reset;
 * any other tokenless call answers TOKEN_ERROR, as before.
 */
function resend(state: SandboxState, request: FastifyRequest<{ Body: ResendRequest }>): ApiAnswer {
  const document = request.body.document.replace(/\D/g, '');
  if (request.headers[TOKEN_HEADER] === undefined && state.isNonClient(document)) {
    return answerResend(state, document, scenarioOfDocument(document), request.body);
  }
  return withSession(state, request, ({ scenario }) =>
    // The token's own CPF only (rule 2): another document is refused.
    document === scenario.cpf
      ? answerResend(state, scenario.cpf, scenario, request.body)
      : statusAnswer('TOKEN_ERROR'),
  );
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
      send(reply, resend(state, request));
    },
  );
}
