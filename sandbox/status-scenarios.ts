import type {
  AnswerStatus,
  NonClientStatus,
  QuestionStatus,
  RegisterStatus,
  ResendStatus,
  TokenStatus,
} from '../machines/shared/statuses.ts';
import type { ScenarioCall, ScenarioName } from './scenarios.ts';

/** The statuses each call of the sandbox can answer (`machines/shared/statuses.ts`). */
interface StatusesOfCall {
  token: TokenStatus;
  question: QuestionStatus;
  answer: AnswerStatus;
  register: RegisterStatus;
  resend: ResendStatus;
  nonClient: NonClientStatus;
}

/** A rule every scenario shares (`sandbox/rules.ts`), for the statuses no CPF decides. */
export type SharedRule = 'wrongAnswer' | 'wrongAnswerLimit' | 'emailInUse';

/**
 * How a tester gets each status of each call: the scenario whose CPF answers it (SUCCESS: one
 * whose call takes the success path), or the shared rule that does. Keyed by every status of every
 * call, so a status added to a list fails the typecheck here until the sandbox can answer it
 * (`test/sandbox/scenarios.test.ts` checks each scenario named documents that status).
 */
export const WAY_TO_STATUS = {
  token: {
    SUCCESS: 'success',
    CLIENT_NOT_FOUND: 'clientNotFound',
    INCORRECT_CAPTCHA_RESPONSE: 'incorrectCaptcha',
    INSUFFICIENT_CLIENT_DATA: 'insufficientData',
    INVALID_CLIENT_STATUS: 'registered',
  },
  question: { SUCCESS: 'success', TOKEN_ERROR: 'questionTokenError' },
  answer: { SUCCESS: 'success', INCORRECT_ANSWER: 'wrongAnswer', TOKEN_ERROR: 'wrongAnswerLimit' },
  register: {
    SUCCESS: 'success',
    EMAIL_ALREADY_IN_USE: 'emailInUse',
    USER_ALREADY_EXISTS: 'registerUserExists',
    TOKEN_ERROR: 'registerTokenError',
  },
  resend: {
    SUCCESS: 'success',
    INCORRECT_CAPTCHA_RESPONSE: 'resendIncorrectCaptcha',
    TOKEN_ERROR: 'resendTokenError',
  },
  nonClient: {
    SUCCESS: 'clientNotFound',
    EMAIL_ALREADY_IN_USE: 'emailInUse',
    USER_ALREADY_EXISTS: 'nonClientUserExists',
  },
} as const satisfies {
  readonly [Call in ScenarioCall]: Readonly<
    Record<StatusesOfCall[Call], ScenarioName | SharedRule>
  >;
};
