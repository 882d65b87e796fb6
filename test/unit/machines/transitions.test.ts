import { describe, expect, it } from 'vitest';
import { defaultMachine } from '../../../machines/default/default.machine.ts';
import { describeGuard, listStateIds, listTransitions } from '../../support/paths/transitions.ts';

const transitions = listTransitions(defaultMachine);
const byId = (id: string) => transitions.find((transition) => transition.id === id);

describe('listTransitions on the default machine', () => {
  it('gives every transition a unique id', () => {
    const ids = transitions.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds the 37 transitions counted by hand', () => {
    // Counted in machines/default/default.machine.ts, one per entry of each `on`, `onDone` and
    // `onError` (an array counts each element, the unguarded fallback included):
    //   cpf.editing 1 (cpf.submit) + cpf.verifyingCaptcha 2 (done, error)
    //   + cpf.requestingToken 8 (7 done: SUCCESS, CLIENT_NOT_FOUND, INCORRECT_CAPTCHA_RESPONSE,
    //     INSUFFICIENT_CLIENT_DATA, INVALID_CLIENT_STATUS+REGISTERED, +BLOCKED, fallback; 1 error)
    //   + cpf.fetchingQuestion 4 (3 done, 1 error) + question.editing 1
    //   + question.submittingAnswer 5 (4 done, 1 error) + finish.editing 1
    //   + finish.registering 7 (5 done, 2 error) + activation.sent 1
    //   + activation.verifyingCaptcha 2 + activation.resending 5 (4 done, 1 error)
    //   = 1 + 2 + 8 + 4 + 1 + 5 + 1 + 7 + 1 + 2 + 5 = 37. No `always`, `after` or state `onDone`.
    expect(transitions).toHaveLength(37);
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
