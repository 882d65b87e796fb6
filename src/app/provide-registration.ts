import { fromPromise } from 'xstate';
import type {
  AnswerInput,
  ApiResponse,
  CaptchaInput,
  NonClientInput,
  QuestionInput,
  QuestionResponse,
  RegisterInput,
  RegistrationMachine,
  ResendInput,
  TokenInput,
  TokenResponse,
} from '../../machines/index.ts';
import type { Captcha } from '../adapters/captcha/captcha.ts';
import type { RegistrationApi } from '../api/registration-api.ts';

export interface RegistrationEffects {
  api: RegistrationApi;
  captcha: Captcha;
  goToDigitalSignUp: () => void;
}

/**
 * Supplies a registration machine's effects: the same machine runs here with the real API,
 * in tests with fakes and in the inspector with none.
 */
export function provideRegistration<TMachine extends RegistrationMachine>(
  machine: TMachine,
  effects: RegistrationEffects,
): TMachine {
  const { api, captcha } = effects;
  // Every registration machine comes from one setup, so one implementation set fits them all.
  return machine.provide({
    actors: {
      captcha: fromPromise<string, CaptchaInput>(({ input }) => captcha.execute(input.action)),
      requestToken: fromPromise<TokenResponse, TokenInput>(({ input }) => api.requestToken(input)),
      fetchQuestion: fromPromise<QuestionResponse, QuestionInput>(({ input }) =>
        api.fetchQuestion(input.token),
      ),
      submitAnswer: fromPromise<ApiResponse, AnswerInput>(({ input }) =>
        api.submitAnswer(input.token, input.answer),
      ),
      register: fromPromise<ApiResponse, RegisterInput>(({ input }) =>
        api.register(input.token, input.payload),
      ),
      resendEmail: fromPromise<ApiResponse, ResendInput>(({ input }) =>
        api.resendEmail(input.token, input.payload),
      ),
      registerNonClient: fromPromise<ApiResponse, NonClientInput>(({ input }) =>
        api.registerNonClient(input.payload),
      ),
    },
    actions: {
      goToDigitalSignUp: () => {
        effects.goToDigitalSignUp();
      },
    },
  }) as TMachine;
}
