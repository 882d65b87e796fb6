import { describe, expect, it } from 'vitest';
import { defaultMachine } from '../../../machines/default/default.machine.ts';
import { MACHINES } from '../../../machines/registry.ts';
import { describeGuard, listStateIds, listTransitions } from '../../support/paths/transitions.ts';

const transitions = listTransitions(defaultMachine);
const byId = (id: string) => transitions.find((transition) => transition.id === id);

describe('listTransitions on the default machine', () => {
  it('gives every transition a unique id', () => {
    const ids = transitions.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds the 39 transitions counted by hand', () => {
    // Counted in machines/default/default.machine.ts, one per entry of each `on`, `onDone` and
    // `onError` (an array counts each element, the unguarded fallback included):
    //   cpf.editing 1 (cpf.submit) + cpf.verifyingCaptcha 2 (done, error)
    //   + cpf.requestingToken 9 (7 done: SUCCESS, CLIENT_NOT_FOUND, INCORRECT_CAPTCHA_RESPONSE,
    //     INSUFFICIENT_CLIENT_DATA, INVALID_CLIENT_STATUS+REGISTERED, +BLOCKED, fallback;
    //     2 error: HTTP 429, fallback)
    //   + cpf.fetchingQuestion 4 (3 done, 1 error) + question.editing 1
    //   + question.submittingAnswer 5 (4 done, 1 error) + finish.editing 1
    //   + finish.registering 7 (5 done, 2 error) + activation.sent 1
    //   + activation.verifyingCaptcha 2 + activation.resending 6 (4 done, 2 error: 429, fallback)
    //   = 1 + 2 + 9 + 4 + 1 + 5 + 1 + 7 + 1 + 2 + 6 = 39. No `always`, `after` or state `onDone`.
    expect(transitions).toHaveLength(39);
  });

  it('names source, event, position and targets in the id', () => {
    const blocked = byId(
      'default.cpf.requestingToken --xstate.done.actor.requestToken[5]--> default.cpf.editing',
    );
    expect(blocked?.guard).toBe('and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))');
    expect(blocked?.actions).toEqual([
      { type: 'notify', params: { id: 'client.blocked', severity: 'error' } },
    ]);
  });

  it('describes named, parameterised and missing guards', () => {
    expect(
      byId('default.activation.sent --resend.request[0]--> default.activation.verifyingCaptcha')
        ?.guard,
    ).toBe('hasValidEmail');
    expect(
      byId('default.finish.registering --xstate.error.actor.register[0]--> default.finish.editing')
        ?.guard,
    ).toBe('failedWithStatus(USER_ALREADY_EXISTS)');
    expect(
      byId('default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha')?.guard,
    ).toBeUndefined();
  });

  it('keeps dynamic action params out and names the action', () => {
    const submit = byId('default.cpf.editing --cpf.submit[0]--> default.cpf.verifyingCaptcha');
    expect(submit?.actions).toEqual([{ type: 'clearNotices' }, { type: 'storeCpf' }]);
  });
});

describe('describeGuard', () => {
  it('reads inline and unknown guards without throwing', () => {
    expect(
      describeGuard(function isAdult() {
        return true;
      }),
    ).toBe('isAdult');
    expect(describeGuard(() => true)).toBe('inline guard');
    expect(describeGuard({ type: 'hasStatus', params: () => ({ status: 'x' }) })).toBe(
      'hasStatus(…)',
    );
    expect(describeGuard(42)).toBe('unknown guard');
  });
});

describe('listStateIds on the default machine', () => {
  it('lists the 18 state nodes below the root', () => {
    // 4 compound steps (cpf, question, finish, activation) with 4 + 2 + 2 + 4 children,
    // plus the final states blocked and signUpRedirect: 4 + 12 + 2 = 18.
    const ids = listStateIds(defaultMachine);
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    expect(ids).not.toContain('default');
  });
});

/*
 * The other machines, counted by hand from the step fragments they are made of
 * (machines/shared/steps/), the same way as the default machine above: one transition per entry of
 * each `on`, `onDone` and `onError` (arrays count each element, the unguarded fallback included);
 * states are every node below the root. None of the fragments has `always`, `after` or a state
 * `onDone`. Per fragment:
 *   identityStep   16 transitions, 5 states: editing 1 (cpf.submit) + verifyingCaptcha 2
 *                  + requestingToken 9 (7 done, 2 error: HTTP 429, fallback)
 *                  + fetchingQuestion 4 (3 done, 1 error);
 *                  the step node and its 4 children.
 *   questionStep    6 transitions, 3 states: editing 1 + submittingAnswer 5 (4 done, 1 error).
 *   registerStep    8 transitions, 3 states: editing 1 + registering 7 (5 done, 2 error).
 *   activationStep  9 transitions, 5 states: sent 1 (resend.request) + verifyingCaptcha 2
 *                  + resending 6 (4 done, 2 error: HTTP 429, fallback); children sent,
 *                  verifyingCaptcha, resending,
 *                  resent.
 *   nonClientStep   7 transitions, 3 states: editing 1 (nonClient.submit) + registering 6
 *                  (4 done: SUCCESS, EMAIL_ALREADY_IN_USE, USER_ALREADY_EXISTS, fallback;
 *                  2 error: 409 USER_ALREADY_EXISTS body, fallback).
 * Final states have no transitions and count 1 state each. The refi machine only changes actions
 * (notify, notifyAlso), not transitions, so it counts like the default one.
 */
describe.each([
  {
    id: 'refi',
    // identity 16 + question 6 + register 8 + activation 9 = 39;
    // 5 + 3 + 3 + 5 + finals blocked, signUpRedirect = 18.
    transitions: 39,
    states: 18,
  },
  {
    id: 'digital',
    // nonClient 7; 3 + final nonClientActivation = 4.
    transitions: 7,
    states: 4,
  },
  {
    id: 'blocks',
    // identity 16 + question 6 + register 8 + nonClient 7 + activation 9 = 46;
    // 5 + 3 + 3 + 3 + 5 + finals nonClientActivation, blocked = 21.
    transitions: 46,
    states: 21,
  },
  {
    id: 'meuFinanciamento',
    // The same first-access flow as blocks, under another id.
    transitions: 46,
    states: 21,
  },
] as const)('the $id machine', ({ id, transitions: expectedTransitions, states }) => {
  const machine = MACHINES[id];

  it(`has the transitions counted by hand, each with a unique id`, () => {
    const ids = listTransitions(machine).map((transition) => transition.id);
    expect(ids).toHaveLength(expectedTransitions);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the states counted by hand, the root left out', () => {
    const ids = listStateIds(machine);
    expect(ids).toHaveLength(states);
    expect(new Set(ids).size).toBe(states);
    expect(ids).not.toContain(id);
  });
});

describe('listTransitions on the variants', () => {
  const transitionOf = (id: keyof typeof MACHINES, transitionId: string) =>
    listTransitions(MACHINES[id]).find((transition) => transition.id === transitionId);

  it('refi: INSUFFICIENT_CLIENT_DATA shows the warning, then the support hint beside it', () => {
    expect(
      transitionOf(
        'refi',
        'refi.cpf.requestingToken --xstate.done.actor.requestToken[3]--> refi.cpf.editing',
      )?.actions,
    ).toEqual([
      { type: 'notify', params: { id: 'client.insufficientData', severity: 'warning' } },
      { type: 'notifyAlso', params: { id: 'client.insufficientDataSupport', severity: 'warning' } },
    ]);
  });

  it('blocks: CLIENT_NOT_FOUND leads to the non-customer password step', () => {
    expect(
      transitionOf(
        'blocks',
        'blocks.firstAccess.requestingToken --xstate.done.actor.requestToken[1]--> blocks.nonClientPassword',
      )?.guard,
    ).toBe('hasStatus(CLIENT_NOT_FOUND)');
  });

  it('digital: a failed sign-up shows the failure and the contact-support warning', () => {
    expect(
      transitionOf(
        'digital',
        'digital.signUp.registering --xstate.error.actor.registerNonClient[1]--> digital.signUp.editing',
      )?.actions,
    ).toEqual([
      { type: 'notify', params: { id: 'register.failed', severity: 'error' } },
      { type: 'notifyAlso', params: { id: 'register.contactSupport', severity: 'warning' } },
    ]);
  });
});
