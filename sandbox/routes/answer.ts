import type { FastifyInstance } from 'fastify';
import { API_PATHS, type AnswerRequest } from '../../machines/shared/api.ts';
import { outcomeAnswer, send, statusAnswer, type ApiAnswer } from '../replies.ts';
import { WRONG_ANSWER_LIMIT } from '../rules.ts';
import type { Scenario } from '../scenarios.ts';
import { answerBody } from '../schemas.ts';
import type { SandboxState, TokenSession } from '../state.ts';
import { withSession } from './session.ts';

/**
 * Lenient where a person would be: the name is the option the portal offered but case and
 * spaces do not matter, and the day may come as '3' or '03'.
 */
function isRightAnswer(given: AnswerRequest, right: Scenario['answer']): boolean {
  const name = (value: string) => value.trim().toUpperCase();
  const day = (value: string) => Number.parseInt(value.trim(), 10);
  return (
    name(given.mothersFirstName) === name(right.mothersFirstName) &&
    day(given.birthdayDay) === day(right.birthdayDay) &&
    given.birthdayYear.trim() === right.birthdayYear
  );
}

function answerQuestion(session: TokenSession, given: AnswerRequest): ApiAnswer {
  // Only after the question, and not after register (rules 1 and 3). withSession revokes the
  // token on TOKEN_ERROR.
  if (session.stage !== 'questioned' && session.stage !== 'answered') {
    return statusAnswer('TOKEN_ERROR');
  }
  const outcome = session.scenario.outcomes.answer;
  if (outcome) return outcomeAnswer(outcome);
  if (isRightAnswer(given, session.scenario.answer)) {
    session.stage = 'answered';
    return statusAnswer('SUCCESS');
  }
  session.wrongAnswers += 1;
  return statusAnswer(
    session.wrongAnswers >= WRONG_ANSWER_LIMIT ? 'TOKEN_ERROR' : 'INCORRECT_ANSWER',
  );
}

/** POST /api/client-register/answer: checks the identity answer; too many wrong ones block. */
export function answerRoute(app: FastifyInstance, state: SandboxState): void {
  app.post<{ Body: AnswerRequest }>(
    API_PATHS.answer,
    { schema: { body: answerBody } },
    (request, reply) => {
      send(
        reply,
        withSession(state, request, (session) => answerQuestion(session, request.body)),
      );
    },
  );
}
