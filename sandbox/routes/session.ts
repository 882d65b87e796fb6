import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '../../machines/shared/api.ts';
import { statusAnswer, type ApiAnswer } from '../replies.ts';
import type { SandboxState, TokenSession } from '../state.ts';

/**
 * Runs a token-bound call: a missing or unknown token answers TOKEN_ERROR (HTTP 200, like the
 * API), and any TOKEN_ERROR answer revokes the token, so it is unknown from then on.
 */
export function withSession(
  state: SandboxState,
  request: FastifyRequest,
  answer: (session: TokenSession) => ApiAnswer,
): ApiAnswer {
  const header = request.headers[TOKEN_HEADER];
  const session = state.session(typeof header === 'string' ? header : undefined);
  if (!session) return statusAnswer('TOKEN_ERROR');
  const result = answer(session);
  if (result.body.status === 'TOKEN_ERROR') state.revoke(session.token);
  return result;
}
