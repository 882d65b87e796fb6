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
  SuppliedImplementations,
  TokenInput,
  TokenResponse,
} from '../../machines/index.ts';
import { provideRules } from '../../machine-rules/registration-rules.ts';
import type { Services } from './services.ts';

/** The services a registration machine uses. */
export type RegistrationServices = Pick<
  Services,
  'api' | 'captcha' | 'consent' | 'rewriteRedirectUri' | 'navigation'
>;

/**
 * Supplies every implementation a registration machine names: the same machine runs here with
 * the real API, in tests with fakes, and in the inspector with its own.
 */
export function provideRegistration<TMachine extends RegistrationMachine>(
  machine: TMachine,
  { api, captcha, consent, rewriteRedirectUri, navigation }: RegistrationServices,
): TMachine {
  // Every registration machine comes from one setup, so one implementation set fits them all.
  // `satisfies`: an actor or action added to the setup without one here fails the typecheck.
  const actors = {
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
  } satisfies SuppliedImplementations['actors'];
  const actions = {
    goToDigitalSignUp: (_: unknown, params: { cpf: string }) => {
      navigation.goToDigitalSignUp(params);
    },
  } satisfies SuppliedImplementations['actions'];
  return provideRules(machine).provide({ actors, actions }) as TMachine;
}
