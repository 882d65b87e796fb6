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
import type { ConsentRecorder } from '../adapters/consent/consent.ts';
import type { RedirectUriRewrite } from '../adapters/redirect/rewrite-redirect-uri.ts';
import type { RegistrationApi } from '../api/registration-api.ts';
import * as services from './services.ts';

export interface RegistrationEffects {
  api: RegistrationApi;
  captcha: Captcha;
  goToDigitalSignUp: () => void;
  /** Records the consent before either register call; the configured recorder by default. */
  consent?: ConsentRecorder;
  /** The non-customer sign-up's redirect URI rule; the configured one by default. */
  rewriteRedirectUri?: RedirectUriRewrite;
}

/**
 * Supplies a registration machine's effects: the same machine runs here with the real API,
 * in tests with fakes and in the inspector with none.
 */
export function provideRegistration<TMachine extends RegistrationMachine>(
  machine: TMachine,
  effects: RegistrationEffects,
): TMachine {
  const {
    api,
    captcha,
    consent = services.consent,
    rewriteRedirectUri = services.rewriteRedirectUri,
  } = effects;
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
      // The consent is awaited first, within its own short timeout, and never fails the
      // registration (docs/decisions/008-integrations.md: why before, not after).
      register: fromPromise<ApiResponse, RegisterInput>(async ({ input }) => {
        await consent.record({ form: 'customer', payload: input.payload });
        return api.register(input.token, input.payload);
      }),
      resendEmail: fromPromise<ApiResponse, ResendInput>(({ input }) =>
        api.resendEmail(input.token, input.payload),
      ),
      registerNonClient: fromPromise<ApiResponse, NonClientInput>(async ({ input }) => {
        const payload = {
          ...input.payload,
          redirectUri: rewriteRedirectUri(input.payload.redirectUri),
        };
        await consent.record({ form: 'digital', payload });
        return api.registerNonClient(payload);
      }),
    },
    actions: {
      goToDigitalSignUp: () => {
        effects.goToDigitalSignUp();
      },
    },
  }) as TMachine;
}
