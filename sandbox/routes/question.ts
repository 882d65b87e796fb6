import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer } from '../replies.ts';
import type { SandboxState } from '../state.ts';
import { withSession } from './session.ts';

/** GET /api/client-register/question: the mother's-name options of the token's customer. */
export function questionRoute(app: FastifyInstance, state: SandboxState): void {
  app.get(API_PATHS.question, (request, reply) => {
    const answer = withSession(state, request, ({ scenario }) => {
      const outcome = scenario.outcomes.question;
      if (outcome) return outcomeAnswer(outcome);
      return statusAnswer('SUCCESS', { question: { motherNames: scenario.motherNames } });
    });
    send(reply, answer);
  });
}
