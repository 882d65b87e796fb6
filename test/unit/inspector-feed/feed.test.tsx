// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  MACHINES,
  type QuestionInput,
  type QuestionResponse,
  type TokenInput,
  type TokenResponse,
} from '../../../machines/index.ts';
import {
  inspectorFeed,
  portalStateMessage,
  type FeedTransport,
} from '../../../src/inspector-feed/feed.ts';
import type { ChannelMessage, PortalMessage } from '../../../inspector-protocol/protocol.ts';

/**
 * The portal's live feed to the analysts' inspector, as `createServices` wires it: XState's
 * `inspect` option of the register screen's actor. What an inspector would receive is recorded
 * by a transport of the test's.
 */

const CPF = '52998224725';
const TOKEN = 'secret-registration-token';
const INPUT = { clientId: 'x', redirectUri: 'https://x.invalid/' };

/** The default machine with answers that carry a token and a question, as the API would. */
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

interface Recorder {
  received: PortalMessage[];
  opened: number;
  hello: () => void;
  transport: () => FeedTransport[];
}

function recorder(): Recorder {
  const rec: Recorder = {
    received: [],
    opened: 0,
    hello: () => undefined,
    transport: () => {
      rec.opened += 1;
      return [
        {
          post: (message: ChannelMessage) => {
            if (message.kind !== 'inspector.hello') rec.received.push(message);
          },
          onHello: (listener) => {
            rec.hello = listener;
          },
          close: () => undefined,
        },
      ];
    },
  };
  return rec;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((ok) => setTimeout(ok, 10));
}

const closers: (() => void)[] = [];
afterEach(() => {
  closers.splice(0).forEach((close) => {
    close();
  });
});

describe('the portal feed', () => {
  it('posts one message per event, with the state value and event type only', async () => {
    const rec = recorder();
    const feed = inspectorFeed(rec.transport);
    const actor = createActor(machine, { input: INPUT, inspect: feed.inspect });
    expect(rec.opened).toBe(0);
    actor.start();
    actor.send({ type: 'cpf.submit', cpf: CPF });
    await until(() => rec.received.some((m) => JSON.stringify(m).includes('question')));
    actor.stop();
    await until(() => rec.received.some((m) => m.kind === 'portal.closed'));

    const states = rec.received.flatMap((m) => (m.kind === 'portal.state' ? [m] : []));
    expect(states.map((m) => [m.seq, m.eventType])).toEqual([
      [1, 'xstate.init'],
      [2, 'cpf.submit'],
      [3, 'xstate.done.actor.captcha'],
      [4, 'xstate.done.actor.requestToken'],
      [5, 'xstate.done.actor.fetchQuestion'],
    ]);
    expect(states.at(-1)?.value).toEqual({ question: 'editing' });
    expect(states.every((m) => m.machineId === 'default')).toBe(true);
    expect(new Set(rec.received.map((m) => m.session)).size).toBe(1);
    expect(rec.opened).toBe(1);
    for (const message of states) {
      expect(Object.keys(message).sort()).toEqual(
        ['at', 'eventType', 'kind', 'machineId', 'seq', 'session', 'value'].sort(),
      );
    }
    const text = JSON.stringify(rec.received);
    expect(text).not.toContain(CPF);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('MARIA');
    expect(rec.received.at(-1)?.kind).toBe('portal.closed');
  });

  it('shows one session for a screen React mounts in StrictMode, and none before it starts', async () => {
    const rec = recorder();
    const feed = inspectorFeed(rec.transport);
    closers.push(() => {
      feed.close();
    });
    function Screen() {
      useActorRef(machine, { input: INPUT, inspect: feed.inspect });
      return null;
    }
    const view = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    await until(() => rec.received.length > 0);
    // StrictMode's stop and restart of the same actor, then a task for a late goodbye.
    await new Promise((ok) => setTimeout(ok, 20));
    expect(rec.received.map((m) => m.kind)).toEqual(['portal.state']);

    // An inspector that opens now hears where the screen is, as the same event count.
    rec.hello();
    expect(rec.received.at(-1)).toMatchObject({
      eventType: null,
      seq: 1,
      value: { cpf: 'editing' },
    });

    view.unmount();
    await until(() => rec.received.some((m) => m.kind === 'portal.closed'));
    expect(new Set(rec.received.map((m) => m.session)).size).toBe(1);
  });

  it('copies only the state value out of a snapshot', () => {
    const snapshot = { value: { cpf: 'editing' }, context: { cpf: CPF, token: TOKEN } };
    const message = portalStateMessage('s1', 'refi', snapshot, 'cpf.submit', 2, 1);
    expect(message).toEqual({
      kind: 'portal.state',
      session: 's1',
      machineId: 'refi',
      value: { cpf: 'editing' },
      eventType: 'cpf.submit',
      seq: 2,
      at: 1,
    });
  });
});
