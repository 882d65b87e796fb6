import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer } from '../replies.ts';
import type { SandboxState } from '../state.ts';
import { withSession } from './session.ts';

/** GET /api/client-register/question: the mother's-name options of the token's customer. */
export function questionRoute(app: FastifyInstance, state: SandboxState): void {
  app.get(API_PATHS.question, (request, reply) => {
    const answer = withSession(state, request, (session) => {
      // Not after register: the token then allows the resend only (rule 3).
      if (session.stage === 'registered') return statusAnswer('TOKEN_ERROR');
      const outcome = session.scenario.outcomes.question;
      if (outcome) return outcomeAnswer(outcome);
      if (session.stage === 'issued') session.stage = 'questioned';
      return statusAnswer('SUCCESS', { question: { motherNames: session.scenario.motherNames } });
    });
    send(reply, answer);
  });
}
