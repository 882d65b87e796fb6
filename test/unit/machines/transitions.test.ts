import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../machines/registry.ts';
import { describeGuard, listStateIds, listTransitions } from '../../../paths/transitions.ts';

const transitions = listTransitions(MACHINES.default);
const byId = (id: string) => transitions.find((transition) => transition.id === id);

describe('listTransitions on the default machine', () => {
  it('gives every transition a unique id', () => {
    const ids = transitions.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names source, event, position and targets in the id', () => {
    const blocked = byId(
      'default.cpf.requestingToken --xstate.done.actor.requestToken[4]--> default.cpf.editing',
    );
    expect(blocked?.guard).toBe('and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))');
    expect(blocked?.actions).toEqual([
      { type: 'notify', params: { id: 'client.blocked', severity: 'error' } },
      { type: 'emitNotice' },
    ]);
  });

  it('describes named, parameterised and missing guards', () => {
    expect(
      byId('default.activation.sent --resend.request[0]--> default.activation.verifyingCaptcha')
        ?.guard,
    ).toBe('isEmailValid');
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

/*
 * How many transitions and states each machine has is not a fact of the spec: the QA check is
 * that the generated paths take every one of them (test/model/machines.test.ts and
 * docs/paths/coverage.json, at 100 %). Here: the ids those reports name them by are unique.
 */
describe.each(Object.keys(MACHINES) as (keyof typeof MACHINES)[])('the %s machine', (id) => {
  const machine = MACHINES[id];

  it('gives every transition a unique id', () => {
    const ids = listTransitions(machine).map((transition) => transition.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every state node once, the root left out', () => {
    const ids = listStateIds(machine);
    expect(new Set(ids).size).toBe(ids.length);
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
        'refi.cpf.requestingToken --xstate.done.actor.requestToken[2]--> refi.cpf.editing',
      )?.actions,
    ).toEqual([
      { type: 'notify', params: { id: 'client.insufficientData', severity: 'warning' } },
      { type: 'emitNotice' },
      { type: 'notifyAlso', params: { id: 'client.insufficientDataSupport', severity: 'warning' } },
      { type: 'emitNotice' },
    ]);
  });

  it('blocks: CLIENT_NOT_FOUND leads to the non-customer password step', () => {
    expect(
      transitionOf(
        'blocks',
        'blocks.firstAccess.requestingToken --xstate.done.actor.requestToken[0]--> blocks.nonClientPassword',
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
      { type: 'emitNotice' },
      { type: 'notifyAlso', params: { id: 'register.contactSupport', severity: 'warning' } },
      { type: 'emitNotice' },
    ]);
  });
});
