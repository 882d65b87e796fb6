import type { FastifyInstance } from 'fastify';
import { statusAnswer } from '../api-answer.ts';
import { errorAnswer, send } from '../replies.ts';
import { runOf } from '../runs.ts';
import type { SandboxState } from '../state.ts';

/**
 * The sandbox's stand-in for the consent-management provider, and the portal's default
 * `VITE_CONSENT_URL`: same origin, so `npm start` and the browser tests record consents offline.
 * GET lists what was received, for tests and the sandbox page.
 */
export const CONSENT_PATH = '/sandbox/api/consents';

/**
 * The provider's own schema is not shown (spec section 7), so the body is kept exactly as it
 * came, for the tests to compare; what the sandbox insists on is what any provider would: an
 * authorization header and a JSON object.
 */
export function consentRoute(app: FastifyInstance, state: SandboxState): void {
  app.post<{ Body: Record<string, unknown> }>(
    CONSENT_PATH,
    { schema: { body: { type: 'object' } } },
    (request, reply) => {
      const { authorization } = request.headers;
      if (authorization === undefined || authorization.trim() === '') {
        send(
          reply,
          errorAnswer(401, 'UNAUTHORIZED', { message: 'The authorization header is missing.' }),
        );
        return;
      }
      const received = state.recordConsent(runOf(request), { authorization, record: request.body });
      send(reply, { ...statusAnswer('SUCCESS', { receivedAt: received.receivedAt }), code: 201 });
    },
  );

  app.get(CONSENT_PATH, (request, reply) => {
    void reply.send(state.consents(runOf(request)));
  });
}
