import { DONE_ACTOR_PREFIX, ERROR_ACTOR_PREFIX } from '../../../machines/shared/vocabulary.ts';
import { expect, vi, type Mock } from 'vitest';
import { createActor } from 'xstate';
import type { RegistrationMachine } from '../../../machines/registry.ts';
import type { ApiFailure } from '../../../machines/shared/api.ts';
import type { Notice } from '../../../machines/shared/messages.ts';
import type {
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
} from '../../../machines/shared/registration.types.ts';
import type { MachineId } from '../../../machines/registry.ts';
import { nextExpected, startOf, stepMismatches } from '../spec/expected-steps.ts';
import type { ModelPath } from '../../../paths/coverage.ts';
import {
  actorIdOf,
  eventLabel,
  isActorEvent,
  isUserEvent,
  tokenDecides,
  type ModelEvent,
  type UserEvent,
} from '../../../paths/events.ts';
import { createFakeActors, settle, type FakeActors, type FakeCall } from './fake-actors.ts';
import { provideRules } from '../../../machine-rules/registration-rules.ts';

/**
 * The one harness every machine's tests share: a real actor of a registration machine whose
 * invoked calls are fakes the test settles, and the runner that executes a generated path on it.
 */

/** What the app's navigation action receives: the test reads the context it was called with. */
export type NavigationSpy = Mock<(args: { context: RegistrationContext }) => void>;

export interface Driver {
  actor: ReturnType<typeof createActor<RegistrationMachine>>;
  fakes: FakeActors;
  /** The injected `goToDigitalSignUp` action. */
  goToDigitalSignUp: NavigationSpy;
  /** Sends a user event and lets the actor settle. */
  send: (event: RegistrationEvent) => Promise<void>;
  /** Resolves the one pending call of this invoke id with `output`, then lets the actor settle. */
  answer: (id: string, output: unknown) => Promise<FakeCall>;
  /** Rejects the one pending call of this invoke id with `error`, then lets the actor settle. */
  fail: (id: string, error: ApiFailure) => Promise<FakeCall>;
  /** The notices on screen now, as the machine holds them. */
  notices: () => Notice[];
  /** The notices on screen now without their `seq`: message id, severity and span id when there is one. */
  shown: () => Shown[];
}

/** A notice as a person sees it: which message, how it is shown, the span id appended to it. */
export interface Shown {
  id: unknown;
  severity: unknown;
  spanId?: string | undefined;
}

/** Starts `machine` with fake actors and a spy for the navigation the app supplies. */
export function startMachine(machine: RegistrationMachine, input: RegistrationInput): Driver {
  const fakes = createFakeActors(Object.keys(machine.implementations.actors));
  const goToDigitalSignUp: NavigationSpy = vi.fn();
  const provided = provideRules(machine).provide({
    actors: fakes.actors,
    actions: { goToDigitalSignUp },
  });
  const actor = createActor(provided, { input }).start();
  return {
    actor,
    fakes,
    goToDigitalSignUp,
    send: async (event) => {
      actor.send(event);
      await settle();
    },
    answer: async (id, output) => {
      const call = fakes.answer({ type: `${DONE_ACTOR_PREFIX}${id}`, output });
      await settle();
      return call;
    },
    fail: async (id, error) => {
      const call = fakes.answer({ type: `${ERROR_ACTOR_PREFIX}${id}`, error });
      await settle();
      return call;
    },
    notices: () => actor.getSnapshot().context.notices,
    shown: () =>
      actor
        .getSnapshot()
        .context.notices.map(({ id, severity, spanId }) =>
          spanId === undefined ? { id, severity } : { id, severity, spanId },
        ),
  };
}

/** What earlier steps handed over, which later calls must carry. */
interface Seen {
  cpf: unknown;
  captcha: unknown;
  token: unknown;
  answer: UserEvent | undefined;
  register: UserEvent | undefined;
  nonClient: UserEvent | undefined;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** The nickname field exactly when the form sent one (blocks variants). */
function nicknameOf(event: UserEvent | undefined): { nickname?: unknown } {
  return event !== undefined && 'nickname' in event ? { nickname: event['nickname'] } : {};
}

/**
 * What the non-customer samples' typed name and birth date must become in the payload (spec
 * section 3), written out rather than computed: the name trimmed, the date as the timestamp of its
 * midnight UTC. A new sample needs its line here.
 */
const NON_CLIENT_TYPED: Readonly<Record<string, string | number>> = {
  '  Ana Paula Souza ': 'Ana Paula Souza',
  '15/03/1990': 637_459_200_000, // 1990-03-15T00:00:00Z
};

function typed(value: unknown): string | number {
  const expected = NON_CLIENT_TYPED[String(value)];
  if (expected === undefined) throw new Error(`Write down what ${JSON.stringify(value)} becomes.`);
  return expected;
}

/** The payload rules, written out here rather than imported, so a wrong rule cannot pass itself. */
function expectedInput(call: FakeCall, seen: Seen, input: RegistrationInput, resending: boolean) {
  const token = seen.token;
  switch (call.src) {
    case 'captcha':
      return { action: resending ? 'resend' : 'token' };
    case 'requestToken':
      return {
        document: seen.cpf,
        recaptchaResponse: seen.captcha,
        clientId: input.clientId === '' ? 'acerto' : input.clientId,
      };
    case 'fetchQuestion':
      return { token };
    case 'submitAnswer':
      return {
        token,
        answer: {
          birthdayDay: field(seen.answer, 'birthdayDay'),
          birthdayYear: field(seen.answer, 'birthdayYear'),
          mothersFirstName: field(seen.answer, 'mothersFirstName'),
        },
      };
    case 'register':
      return {
        token,
        payload: {
          acceptNotifications: true,
          acceptTermsAndConditions: field(seen.register, 'acceptTermsAndConditions'),
          cellphone: field(seen.register, 'cellphone'),
          email: field(seen.register, 'email'),
          password: field(seen.register, 'password'),
          redirectUri: input.redirectUri,
          clientId: input.clientId,
          ...nicknameOf(seen.register),
        },
      };
    case 'resendEmail':
      return {
        token,
        payload: {
          document: seen.cpf,
          redirectUri: input.redirectUri,
          recaptchaResponse: seen.captcha,
          clientId: input.clientId === 'refi-digital' ? 'refi-digital' : 'acerto',
        },
      };
    case 'registerNonClient':
      // No token: the non-customer call has none.
      return {
        payload: {
          name: typed(field(seen.nonClient, 'name')),
          email: field(seen.nonClient, 'email'),
          cellphone: field(seen.nonClient, 'cellphone'),
          birthDate: typed(field(seen.nonClient, 'birthDate')),
          document: field(seen.nonClient, 'document'),
          password: field(seen.nonClient, 'password'),
          redirectUri: input.redirectUri,
          clientId: input.clientId === '' ? 'refi-digital' : input.clientId,
          acceptSendMessage: field(seen.nonClient, 'acceptSendMessage'),
          ...nicknameOf(seen.nonClient),
        },
      };
    default:
      throw new Error(`No payload rule for '${call.src}'.`);
  }
}

function remember(seen: Seen, event: ModelEvent, call: FakeCall | undefined): void {
  if (isUserEvent(event)) {
    if (event.type === 'cpf.submit') seen.cpf = event.cpf;
    if (event.type === 'answer.submit') seen.answer = event;
    if (event.type === 'register.submit') seen.register = event;
    if (event.type === 'nonClient.submit') {
      seen.nonClient = event;
      // The resend of a non-customer names the CPF typed in the form (spec 4.6).
      seen.cpf = event.document;
    }
  }
  const output = 'output' in event ? event.output : undefined;
  if (call?.src === 'captcha') seen.captcha = output;
  // Spec 4.2: any status but the four named keeps the token the answer carries.
  const token = field(output, 'token');
  const status = field(output, 'status');
  if (call?.src === 'requestToken' && typeof status === 'string' && tokenDecides(status)) {
    if (typeof token === 'string' && token !== '') seen.token = token;
  }
}

/**
 * Runs one generated path on a real actor: user steps are sent, each actor step settles the fake
 * call in flight. After every step the actor must be where the spec tables (`test/support/spec/`)
 * put the customer, waiting for the call they name and showing the messages they list; every call
 * it makes must carry the payload the rules give; a submit sent again while a call is in flight
 * must not start a second call. The path supplies only the events: nothing expected is read from
 * the machine.
 */
export async function runPath(
  variant: MachineId,
  machine: RegistrationMachine,
  input: RegistrationInput,
  path: ModelPath,
): Promise<void> {
  const { actor, fakes, goToDigitalSignUp } = startMachine(machine, input);
  const seen: Seen = {
    cpf: undefined,
    captcha: undefined,
    token: undefined,
    answer: undefined,
    register: undefined,
    nonClient: undefined,
  };
  let lastSubmit: RegistrationEvent | undefined;
  let expected = startOf(variant);
  expect(stepMismatches(variant, actor.getSnapshot(), expected)).toEqual([]);

  for (const { event } of path.steps.slice(1)) {
    const callsBefore = fakes.calls.length;
    let call: FakeCall | undefined;
    const label = eventLabel(event);
    if (isActorEvent(event)) {
      // A call is in flight: submitting again must not start a second one, nor move the step.
      if (lastSubmit) actor.send(lastSubmit);
      await settle();
      expect(fakes.calls, label).toHaveLength(callsBefore);
      expect(fakes.pending(actorIdOf(event)), label).toHaveLength(1);
      expect(stepMismatches(variant, actor.getSnapshot(), expected), label).toEqual([]);
      call = fakes.answer(event);
    } else {
      lastSubmit = event as RegistrationEvent;
      actor.send(lastSubmit);
    }
    await settle();
    expected = nextExpected(variant, expected, event);

    const snapshot = actor.getSnapshot();
    expect(stepMismatches(variant, snapshot, expected), label).toEqual([]);
    if (expected.calls !== undefined) {
      expect(fakes.pending(expected.calls), label).toHaveLength(1);
    }
    const shown = snapshot.context.notices.map(({ id, severity, spanId }) =>
      spanId === undefined ? { id, severity } : { id, severity, spanId },
    );
    expect(shown, label).toEqual(expected.notices);
    remember(seen, event, call);
    for (const made of fakes.calls.slice(callsBefore)) {
      expect(made.input, label).toStrictEqual(
        expectedInput(made, seen, input, expected.step === 'activation'),
      );
    }
  }

  expect(goToDigitalSignUp).toHaveBeenCalledTimes(expected.step === 'digitalSignUp' ? 1 : 0);
  actor.stop();
}
