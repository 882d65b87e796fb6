import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import {
  MACHINES,
  type QuestionInput,
  type QuestionResponse,
  type TokenInput,
  type TokenResponse,
} from '../../../machines/index.ts';
import { portalStateMessage, startBroadcast } from '../../../src/inspector/broadcast.ts';
import {
  EMPTY_LIVE,
  liveReducer,
  liveSessionOf,
} from '../../../src/inspector/live/live-sessions.ts';
import {
  INSPECTOR_CHANNEL,
  isPortalMessage,
  type PortalMessage,
} from '../../../src/inspector/protocol.ts';
import { redactInspectionEvent } from '../../../src/inspector/stately.ts';

const CPF = '52998224725';
const TOKEN = 'secret-registration-token';

/** The default machine with answers that carry a token and a question, as the API would. */
function runningActor() {
  const machine = MACHINES.default.provide({
    actors: {
      captcha: fromPromise(() => Promise.resolve('captcha-ok')),
      requestToken: fromPromise<TokenResponse, TokenInput>(() =>
        Promise.resolve({ status: 'SUCCESS', token: TOKEN }),
      ),
      fetchQuestion: fromPromise<QuestionResponse, QuestionInput>(() =>
        Promise.resolve({ status: 'SUCCESS', question: { motherNames: ['MARIA'] } }),
      ),
    },
  });
  return createActor(machine, { input: { clientId: 'x', redirectUri: 'https://x.invalid/' } });
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  channels.splice(0).forEach((channel) => {
    channel.close();
  });
});

function listen(): PortalMessage[] {
  const received: PortalMessage[] = [];
  const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
  channels.push(channel);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (isPortalMessage(data)) received.push(data);
  };
  return received;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((ok) => setTimeout(ok, 10));
}

describe('the portal broadcast', () => {
  it('posts the state value and event type of each step, and nothing of the context', async () => {
    const received = listen();
    const actor = runningActor().start();
    const stop = startBroadcast(actor as AnyActorRef, 'default');
    actor.send({ type: 'cpf.submit', cpf: CPF });
    await until(() => received.some((m) => JSON.stringify(m).includes('question')));
    stop();
    actor.stop();
    await until(() => received.some((m) => m.kind === 'portal.closed'));

    const states = received.flatMap((m) => (m.kind === 'portal.state' ? [m] : []));
    expect(states.map((m) => m.eventType)).toEqual([
      'xstate.init',
      'cpf.submit',
      'xstate.done.actor.captcha',
      'xstate.done.actor.requestToken',
      'xstate.done.actor.fetchQuestion',
    ]);
    expect(states.at(-1)?.value).toEqual({ question: 'editing' });
    expect(new Set(received.map((m) => m.session)).size).toBe(1);
    for (const message of states) {
      expect(Object.keys(message).sort()).toEqual(
        ['at', 'eventType', 'kind', 'machineId', 'session', 'value'].sort(),
      );
    }
    const text = JSON.stringify(received);
    expect(text).not.toContain(CPF);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('MARIA');
    expect(received.at(-1)?.kind).toBe('portal.closed');
  });

  it('answers an inspector that opens later with where the screen is', async () => {
    const actor = runningActor().start();
    const stop = startBroadcast(actor as AnyActorRef, 'default');
    const received = listen();
    const inspector = new BroadcastChannel(INSPECTOR_CHANNEL);
    channels.push(inspector);
    inspector.postMessage({ kind: 'inspector.hello' });
    await until(() => received.length > 0);
    stop();
    actor.stop();
    expect(received[0]).toMatchObject({
      kind: 'portal.state',
      machineId: 'default',
      value: { cpf: 'editing' },
      eventType: null,
    });
  });

  it('copies only the state value out of a snapshot', () => {
    const snapshot = { value: { cpf: 'editing' }, context: { cpf: CPF, token: TOKEN } };
    const message = portalStateMessage('s1', 'refi', snapshot, 'cpf.submit', 1);
    expect(message).toEqual({
      kind: 'portal.state',
      session: 's1',
      machineId: 'refi',
      value: { cpf: 'editing' },
      eventType: 'cpf.submit',
      at: 1,
    });
  });
});

describe('the inspector live state', () => {
  const state = (session: string, value: unknown, eventType: string | null, at: number) =>
    ({
      kind: 'portal.state',
      session,
      machineId: 'default',
      value,
      eventType,
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

  it('keeps a repeated hello answer out of the log, and forgets closed screens', () => {
    let live = liveReducer(EMPTY_LIVE, state('a', { cpf: 'editing' }, null, 1));
    live = liveReducer(live, state('a', { cpf: 'editing' }, null, 2));
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
