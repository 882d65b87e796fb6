import type { InspectionEvent } from 'xstate';
import type {
  AnswerInput,
  CaptchaInput,
  NonClientInput,
  QuestionInput,
  RegisterInput,
  RegistrationEvent,
  ResendInput,
  TokenInput,
} from '../../machines/shared/registration.types.ts';
import type { InvokeId } from '../../machines/shared/vocabulary.ts';
import { noSessionRecording } from '../../src/adapters/session-recording/session-recording.ts';
import { createRouterNavigation, type RouterNavigation } from '../../src/app/navigation.ts';
import type { Services } from '../../src/app/services.ts';
import { pendingCall, type Pending } from './pending-call.ts';

/**
 * Fake `Services` for tests that render the app's real register page: every captcha and API call
 * goes to one handler, named by the invoke id the machines give it (so a path step's
 * `xstate.done.actor.<id>` names the call to settle), with the input its actor receives. Consent,
 * the redirect rewrite and session recording do nothing; navigation is the app's router
 * navigation, connected by `ConnectNavigation`.
 */

/** A table with an entry for every invoke id: one missing fails the typecheck. */
type ByInvokeId<Table extends Record<InvokeId, unknown>> = Table;

/** The input each call gets, by the invoke id the machines give it. */
export type CallInputs = ByInvokeId<{
  /** The captcha before the token request. */
  captcha: CaptchaInput;
  /** The captcha before the resend. */
  resendCaptcha: CaptchaInput;
  requestToken: TokenInput;
  fetchQuestion: QuestionInput;
  submitAnswer: AnswerInput;
  register: RegisterInput;
  resendEmail: ResendInput;
  registerNonClient: NonClientInput;
}>;

export type CallId = InvokeId;

/** Answers one call: resolves with the answer, or rejects as the API client would. */
export type CallHandler = <Id extends CallId>(id: Id, input: CallInputs[Id]) => Promise<unknown>;

export interface FakeServices extends Services {
  navigation: RouterNavigation;
}

export function createFakeServices(
  handle: CallHandler,
  inspect?: (inspection: InspectionEvent) => void,
): FakeServices {
  // The handler answers with what the real API client would resolve with; the types of each
  // method's answer are the API's own, which the handler's caller is responsible for.
  const call = <T>(id: CallId, input: CallInputs[CallId]) => handle(id, input) as Promise<T>;
  return {
    api: {
      requestToken: (body) => call('requestToken', body),
      fetchQuestion: (token) => call('fetchQuestion', { token }),
      submitAnswer: (token, answer) => call('submitAnswer', { token, answer }),
      register: (token, payload) => call('register', { token, payload }),
      resendEmail: (token, payload) => call('resendEmail', { token, payload }),
      registerNonClient: (payload) => call('registerNonClient', { payload }),
    },
    captcha: {
      execute: (action) => call(action === 'token' ? 'captcha' : 'resendCaptcha', { action }),
    },
    consent: { record: () => Promise.resolve({ recorded: true }) },
    rewriteRedirectUri: (redirectUri) => redirectUri,
    sessionRecording: noSessionRecording,
    navigation: createRouterNavigation(),
    ...(inspect ? { inspect } : {}),
  };
}

/** A call in flight: what it was given, and how the test settles it. */
export type PendingCall = Pending<{ id: CallId; input: unknown }>;

/** Every call stays pending until the test settles it: for path steps that pick the answer. */
export interface PendingCalls {
  handle: CallHandler;
  calls: PendingCall[];
  /** The calls of this invoke id still waiting for an answer. */
  pending: (id: string) => PendingCall[];
}

export function createPendingCalls(): PendingCalls {
  const calls: PendingCall[] = [];
  const handle: CallHandler = (id, input) => pendingCall(calls, { id, input });
  return {
    handle,
    calls,
    pending: (id) => calls.filter((call) => call.id === id && !call.settled),
  };
}

/** The events sent to an actor from outside it (by the views), xstate's own left out. */
export function recordSentEvents(sent: RegistrationEvent[]): (inspection: InspectionEvent) => void {
  return (inspection) => {
    if (inspection.type !== '@xstate.event' || inspection.sourceRef !== undefined) return;
    if (inspection.event.type.startsWith('xstate.')) return;
    sent.push(inspection.event as RegistrationEvent);
  };
}
