import { describe, expect, it } from 'vitest';
import { EMPTY_LIVE, liveReducer, liveSessionOf } from '../../src/live/live-sessions.ts';
import { isPortalMessage, type PortalMessage } from '../../../inspector-protocol/protocol.ts';
import { redactInspectionEvent } from '../../src/stately.ts';

const CPF = '52998224725';
const TOKEN = 'secret-registration-token';

describe('the inspector live state', () => {
  const state = (session: string, value: unknown, eventType: string | null, at: number, seq = at) =>
    ({
      kind: 'portal.state',
      session,
      machineId: 'default',
      value,
      eventType,
      seq,
      at,
    }) as PortalMessage;

  it('logs each event with the state it left and the one it reached', () => {
    let live = EMPTY_LIVE;
    live = liveReducer(live, state('a', { cpf: 'editing' }, 'xstate.init', 1));
    live = liveReducer(live, state('a', { cpf: 'verifyingCaptcha' }, 'cpf.submit', 2));
    expect(live.log.map((entry) => [entry.eventType, entry.from, entry.to])).toEqual([
      ['xstate.init', undefined, { cpf: 'editing' }],
      ['cpf.submit', { cpf: 'editing' }, { cpf: 'verifyingCaptcha' }],
    ]);
    expect(liveSessionOf(live, 'default')?.value).toEqual({ cpf: 'verifyingCaptcha' });
  });

  it('logs a message heard twice (on the channel and through the relay) once', () => {
    const init = state('a', { cpf: 'editing' }, 'xstate.init', 1);
    const submit = state('a', { cpf: 'verifyingCaptcha' }, 'cpf.submit', 2);
    const closed: PortalMessage = { kind: 'portal.closed', session: 'a', at: 3 };
    let live = EMPTY_LIVE;
    for (const message of [init, init, submit, submit, closed, submit, closed]) {
      live = liveReducer(live, message);
    }
    expect(live.log.map((entry) => entry.eventType)).toEqual(['xstate.init', 'cpf.submit']);
    expect(liveSessionOf(live, 'default')).toBeUndefined();
  });

  it('keeps a repeated hello answer out of the log, and forgets closed screens', () => {
    let live = liveReducer(EMPTY_LIVE, state('a', { cpf: 'editing' }, null, 1));
    live = liveReducer(live, state('a', { cpf: 'editing' }, null, 2, 1));
    expect(live.log).toHaveLength(1);
    live = liveReducer(live, { kind: 'portal.closed', session: 'a', at: 3 });
    expect(liveSessionOf(live, 'default')).toBeUndefined();
  });

  it('ignores messages of unknown machines and of other shapes', () => {
    const other = { ...state('a', 'x', null, 1), machineId: 'nope' } as unknown as PortalMessage;
    expect(liveReducer(EMPTY_LIVE, other)).toBe(EMPTY_LIVE);
    expect(isPortalMessage({ kind: 'portal.state', session: 'a', at: 1, value: 3 })).toBe(false);
    expect(isPortalMessage({ kind: 'inspector.hello' })).toBe(false);
  });
});

describe("what Stately's hosted inspector is sent", () => {
  it('keeps state values and event types, and drops context and payloads', () => {
    const base = { rootId: 'r', sessionId: 's', createdAt: '0', id: '1', _version: '0.7.2' };
    const snapshot = redactInspectionEvent({
      ...base,
      type: '@xstate.snapshot',
      event: { type: 'cpf.submit', cpf: CPF },
      snapshot: { status: 'active', value: { cpf: 'editing' }, context: { token: TOKEN } },
    } as never);
    const event = redactInspectionEvent({
      ...base,
      type: '@xstate.event',
      sourceId: undefined,
      event: { type: 'xstate.done.actor.requestToken', output: { token: TOKEN } },
    } as never);
    const actor = redactInspectionEvent({
      ...base,
      type: '@xstate.actor',
      name: 'requestToken',
      definition: undefined,
      parentId: 'p',
      snapshot: { status: 'active', input: { document: CPF }, output: { token: TOKEN } },
    } as never);
    const text = JSON.stringify([snapshot, event, actor]);
    expect(text).not.toContain(CPF);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('cpf.submit');
    expect(text).toContain('editing');
  });
});
