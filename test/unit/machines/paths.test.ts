import { describe, expect, it } from 'vitest';
import { assign, setup, type AnyStateMachine } from 'xstate';
import { MACHINES } from '../../../machines/registry.ts';
import { initialContext } from '../../../machines/shared/registration.setup.ts';
import { coverageOf, describePath, generatePaths, replayPath } from '../../../paths/coverage.ts';
import { NICKNAME_SAMPLES, eventLabel, eventsFor } from '../../../paths/events.ts';
import { pathModel } from '../../../paths/models.ts';
import { transitionIndex } from '../../../paths/transitions.ts';

const input = { clientId: '', redirectUri: '' };
const at = (value: Record<string, string>) =>
  MACHINES.default.resolveState({ value, context: initialContext(input) });

describe('eventsFor', () => {
  it('offers the sample CPF on the CPF step', () => {
    expect(eventsFor(at({ cpf: 'editing' }))).toEqual([{ type: 'cpf.submit', cpf: '52998224725' }]);
  });

  it('offers every token answer (with and without a token where that decides), one per client status, and its failures', () => {
    const labels = eventsFor(at({ cpf: 'requestingToken' })).map(eventLabel);
    expect(labels).toEqual([
      'requestToken answers SUCCESS with a token',
      'requestToken answers SUCCESS without a token',
      'requestToken answers CLIENT_NOT_FOUND',
      'requestToken answers INCORRECT_CAPTCHA_RESPONSE',
      'requestToken answers INSUFFICIENT_CLIENT_DATA',
      'requestToken answers INVALID_CLIENT_STATUS (REGISTERED)',
      'requestToken answers INVALID_CLIENT_STATUS (BLOCKED)',
      'requestToken answers INVALID_CLIENT_STATUS (ARCHIVED)',
      'requestToken answers UNEXPECTED_STATUS with a token',
      'requestToken answers UNEXPECTED_STATUS without a token',
      'requestToken fails (network)',
      'requestToken fails (HTTP 500 INTERNAL_ERROR)',
    ]);
  });

  it('offers the error-body status only to the call that can answer it, with span ids', () => {
    const errors = eventsFor(at({ finish: 'registering' })).filter((event) => 'error' in event);
    expect(errors).toEqual([
      {
        type: 'xstate.error.actor.register',
        error: { kind: 'network', spanId: 'span-register-network' },
      },
      {
        type: 'xstate.error.actor.register',
        error: {
          kind: 'http',
          httpStatus: 500,
          status: 'INTERNAL_ERROR',
          spanId: 'span-register-500',
        },
      },
      {
        type: 'xstate.error.actor.register',
        error: {
          kind: 'http',
          httpStatus: 409,
          status: 'USER_ALREADY_EXISTS',
          spanId: 'span-register-USER_ALREADY_EXISTS',
        },
      },
    ]);
  });

  it('gives the captcha a response string, not a status', () => {
    expect(eventsFor(at({ activation: 'verifyingCaptcha' }))).toEqual([
      { type: 'xstate.done.actor.resendCaptcha', output: 'captcha-response-ok' },
      {
        type: 'xstate.error.actor.resendCaptcha',
        error: { kind: 'network', spanId: 'span-resendCaptcha-network' },
      },
    ]);
  });

  it('offers nothing once the machine is done', () => {
    expect(eventsFor(at({ activation: 'resent' }))).toEqual([]);
    expect(
      eventsFor(
        MACHINES.default.resolveState({ value: 'signUpRedirect', context: initialContext(input) }),
      ),
    ).toEqual([]);
  });
});

describe("eventsFor with a variant's samples", () => {
  const blocksAt = (value: Record<string, string>) =>
    MACHINES.blocks.resolveState({
      value,
      context: initialContext({ clientId: 'blocks', redirectUri: '' }),
    });

  it('offers the customer form with a nickname on the blocks password step', () => {
    const [submit] = eventsFor(blocksAt({ createPassword: 'editing' }), NICKNAME_SAMPLES);
    expect(submit).toEqual({
      type: 'register.submit',
      cellphone: '11987654321',
      email: 'ana.souza@example.com.br',
      password: 'Senha@123',
      acceptTermsAndConditions: true,
      nickname: 'Aninha',
    });
    expect(eventLabel(submit ?? { type: '' })).toBe(
      'user submits the contact and password form (nickname Aninha)',
    );
  });

  it('offers the non-customer form: a real CPF, an adult, a name with spaces around it', () => {
    expect(eventsFor(blocksAt({ nonClientPassword: 'editing' }))).toEqual([
      {
        type: 'nonClient.submit',
        name: '  Ana Paula Souza ',
        email: 'ana.paula@example.com.br',
        cellphone: '11912345678',
        birthDate: '15/03/1990',
        document: '11144477735',
        password: 'Senha@456',
        acceptTermsAndConditions: true,
        acceptSendMessage: false,
      },
    ]);
    expect(eventsFor(blocksAt({ nonClientPassword: 'editing' }), NICKNAME_SAMPLES)).toEqual([
      expect.objectContaining({ acceptSendMessage: true, nickname: 'Paulinha' }),
    ]);
  });

  it('offers every non-customer answer, and USER_ALREADY_EXISTS as a 409 body', () => {
    const labels = eventsFor(blocksAt({ nonClientPassword: 'registering' })).map(eventLabel);
    expect(labels).toEqual([
      'registerNonClient answers SUCCESS',
      'registerNonClient answers EMAIL_ALREADY_IN_USE',
      'registerNonClient answers USER_ALREADY_EXISTS',
      'registerNonClient answers UNEXPECTED_STATUS',
      'registerNonClient fails (network)',
      'registerNonClient fails (HTTP 500 INTERNAL_ERROR)',
      'registerNonClient fails (HTTP 409 USER_ALREADY_EXISTS)',
    ]);
  });

  it('applies the samples by event type: the caller picks them per machine', () => {
    const finish = at({ finish: 'editing' });
    expect(eventsFor(finish)).toEqual([expect.not.objectContaining({ nickname: 'Aninha' })]);
    expect(eventsFor(finish, NICKNAME_SAMPLES)).toEqual([
      expect.objectContaining({ nickname: 'Aninha' }),
    ]);
  });
});

describe('replayPath', () => {
  it.each(Object.keys(MACHINES) as (keyof typeof MACHINES)[])(
    'takes, on every step of the %s machine, what machine.getTransitionData selects',
    (id) => {
      // The replay reads transitions from inspection events; with no eventless transitions in the
      // machines both must agree, which guards the replay against xstate changing them.
      // Widened: getTransitionData on the union of the machines' types wants every snapshot type at once.
      const machine: AnyStateMachine = pathModel(id).machine;
      const index = transitionIndex(machine);
      for (const path of generatePaths(machine, { input })) {
        for (const step of replayPath(machine, path)) {
          const selected = machine.getTransitionData(step.before, step.event);
          expect(step.transitions.map(({ id }) => id)).toEqual(
            selected.map((t) => index.get(t)?.id),
          );
        }
      }
    },
  );
});

describe('generatePaths', () => {
  // `next` takes its guarded transition only after `goFlagged`. Both routes reach `c` by the same
  // event from the same state, so the shortest paths reach `c` once and miss one transition; the
  // covering step must add the path that takes it. `b` is left at once by `always`.
  const probe = setup({ types: { context: {} as { flagged: boolean } } }).createMachine({
    id: 'probe',
    context: { flagged: false },
    initial: 'idle',
    states: {
      idle: { on: { go: 'a', goFlagged: { target: 'a', actions: assign({ flagged: true }) } } },
      a: {
        on: { next: [{ guard: ({ context }) => context.flagged, target: 'b' }, { target: 'b' }] },
      },
      b: { always: { target: 'c' } },
      c: { type: 'final' },
    },
  });

  it('adds a path for a transition the shortest paths miss, and keeps the set small', () => {
    const paths = generatePaths(probe, { input: undefined });
    const coverage = coverageOf(probe, paths);
    expect(coverage.transitions).toEqual({ covered: 5, total: 5, uncovered: [] });
    expect(coverage.states).toEqual({ covered: 4, total: 4, uncovered: [] });
    expect(paths.map(describePath).sort()).toEqual([
      'user sends go → user sends next',
      'user sends goFlagged → user sends next',
    ]);
  });
});
