import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { defaultMachine } from '../../machines/default/default.machine.ts';
import type { Notice } from '../../machines/shared/messages.ts';
import type {
  RegistrationEvent,
  RegistrationInput,
} from '../../machines/shared/registration.types.ts';
import {
  coverageOf,
  describePath,
  formatCoverage,
  generatePaths,
  replayPath,
  type ModelPath,
  type ReplayedStep,
} from '../support/paths/coverage.ts';
import { actorIdOf, isActorEvent, spanIdCarried, type UserEvent } from '../support/paths/events.ts';
import { createFakeActors, settle, type FakeCall } from '../support/paths/fake-actors.ts';

/**
 * Every generated path of the default machine, run on a real actor whose calls are fakes the
 * path's steps settle. One run per stored client id the payload rules tell apart.
 */
const RUNS: { name: string; input: RegistrationInput }[] = [
  { name: 'default', input: { clientId: '', redirectUri: '' } },
  {
    name: 'default (refi-digital stored)',
    input: { clientId: 'refi-digital', redirectUri: 'https://refi.example.com.br/retorno' },
  },
  {
    // A known brand other than refi-digital: the token sends it, the resend falls back to acerto.
    name: 'default (pagbem stored)',
    input: { clientId: 'pagbem', redirectUri: 'https://pagbem.example.com.br/retorno' },
  },
];

/** What earlier steps handed over, which later calls must carry. */
interface Seen {
  cpf: unknown;
  captcha: unknown;
  token: unknown;
  answer: UserEvent | undefined;
  register: UserEvent | undefined;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

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
    default:
      throw new Error(`No payload rule for '${call.src}'.`);
  }
}

function remember(seen: Seen, event: ReplayedStep['event'], call: FakeCall | undefined): void {
  if (event.type === 'cpf.submit') seen.cpf = field(event, 'cpf');
  if (event.type === 'answer.submit') seen.answer = event;
  if (event.type === 'register.submit') seen.register = event;
  const output = 'output' in event ? event.output : undefined;
  if (call?.src === 'captcha') seen.captcha = output;
  if (call?.src === 'requestToken' && field(output, 'status') === 'SUCCESS') {
    seen.token = field(output, 'token');
  }
}

function expectNotices(step: ReplayedStep, notices: readonly Notice[]): void {
  const actions = step.transitions.flatMap((transition) => transition.actions);
  const notify = actions.find((action) => action.type === 'notify');
  if (notify) {
    expect(notices).toHaveLength(1);
    expect(notices[0]?.id).toBe(notify.params?.['id']);
    expect(notices[0]?.severity).toBe(notify.params?.['severity']);
    expect(notices[0]?.spanId).toBe(spanIdCarried(step.event));
  } else if (actions.some((action) => action.type === 'clearNotices')) {
    expect(notices).toEqual([]);
  }
}

async function runPath(input: RegistrationInput, path: ModelPath): Promise<void> {
  const fakes = createFakeActors(Object.keys(defaultMachine.implementations.actors));
  const goToDigitalSignUp = vi.fn();
  const machine = defaultMachine.provide({ actors: fakes.actors, actions: { goToDigitalSignUp } });
  const actor = createActor(machine, { input }).start();
  const seen: Seen = {
    cpf: undefined,
    captcha: undefined,
    token: undefined,
    answer: undefined,
    register: undefined,
  };
  let lastSubmit: RegistrationEvent | undefined;

  for (const step of replayPath(defaultMachine, path)) {
    const callsBefore = fakes.calls.length;
    let call: FakeCall | undefined;
    if (isActorEvent(step.event)) {
      // A call is in flight: submitting again must not start a second one.
      if (lastSubmit) actor.send(lastSubmit);
      await settle();
      expect(fakes.calls).toHaveLength(callsBefore);
      expect(fakes.pending(actorIdOf(step.event))).toHaveLength(1);
      expect(actor.getSnapshot().value).toEqual(step.before.value);
      call = fakes.answer(step.event);
    } else {
      lastSubmit = step.event as RegistrationEvent;
      actor.send(lastSubmit);
    }
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(step.after.value);
    expectNotices(step, snapshot.context.notices);
    remember(seen, step.event, call);
    for (const made of fakes.calls.slice(callsBefore)) {
      expect(made.input).toStrictEqual(
        expectedInput(made, seen, input, snapshot.matches('activation')),
      );
    }
  }

  expect(actor.getSnapshot().status).toBe(path.state.status);
  expect(goToDigitalSignUp).toHaveBeenCalledTimes(path.state.value === 'signUpRedirect' ? 1 : 0);
  actor.stop();
}

for (const { name, input } of RUNS) {
  describe(name, () => {
    const started = performance.now();
    const paths = generatePaths(defaultMachine, { input });
    const elapsed = Math.round(performance.now() - started);

    it('covers every state and every transition', () => {
      const coverage = coverageOf(defaultMachine, paths);
      console.log(`${formatCoverage(name, coverage)} (generated in ${String(elapsed)} ms)`);
      expect(coverage.states.uncovered).toEqual([]);
      expect(coverage.transitions.uncovered).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    });

    paths.forEach((path, i) => {
      it(`#${String(i + 1).padStart(2, '0')} ${describePath(path)}`, () => runPath(input, path));
    });
  });
}
