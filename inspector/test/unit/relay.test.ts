import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { WebSocket } from 'ws';
import type { MachineId } from '../../../machines/index.ts';
import { inspectorFeed, relayTransport } from '../../../src/inspector-feed/feed.ts';
import { MAX_MESSAGES_PER_SECOND, rawText } from '../../src/relay/relay-server.ts';
import { relayHarness } from '../support/relay-harness.ts';
import { nodeSocket } from '../support/node-socket.ts';
import { createFakeActors, settle } from '../../../test/support/paths/fake-actors.ts';
import { isActorEvent, type ModelEvent } from '../../../paths/events.ts';
import { machinePaths, pathModel } from '../../../paths/models.ts';

/**
 * The development relay carries state values and event types only: a full registration (a
 * generated QA path that ends in the activation screen, with its CPF, e-mail, password, names,
 * phone and token) is driven through the real portal feed and the real relay over real sockets,
 * and every message the relay passes on is searched for each of those values.
 */

const harness = relayHarness();
const { sockets } = harness;

afterEach(() => harness.close());

async function startRelay(): Promise<string> {
  return (await harness.start({ record: true })).url;
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** An inspector on the relay: every text it receives. */
async function inspector(url: string): Promise<string[]> {
  const socket = await open(`${url}?role=inspector`);
  const received: string[] = [];
  socket.on('message', (data) => received.push(rawText(data)));
  return received;
}

async function until(check: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`Timed out waiting for ${what}.`);
    },
    { timeout: 10_000, interval: 5 },
  );
}

/** Every string inside a value (event data, call outputs): the personal data a path carries. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

/** A generated path of this machine that reaches the activation screen. */
function registrationPath(id: MachineId) {
  const path = machinePaths(id).find((candidate) => {
    const last = candidate.steps.at(-1)?.state.value as unknown;
    return typeof last === 'object' && last !== null && 'activation' in last;
  });
  if (!path) throw new Error(`No path of ${id} reaches the activation screen.`);
  return path;
}

describe.each(['default', 'blocks'] as const)('the relay, on a full %s registration', (id) => {
  it('passes on state values and event types, and none of the personal data', async () => {
    const url = await startRelay();
    const received = await inspector(url);
    const { machine, input } = pathModel(id);
    const fakes = createFakeActors(Object.keys(machine.implementations.actors));
    const feed = inspectorFeed(() => [relayTransport(nodeSocket(`${url}?role=portal`, sockets))]);
    const actor = createActor(
      machine.provide({ actors: fakes.actors, actions: { goToDigitalSignUp: () => undefined } }),
      { input, inspect: feed.inspect },
    ).start();

    const path = registrationPath(id);
    const events: ModelEvent[] = path.steps.slice(1).map((step) => step.event);
    for (const event of events) {
      if (isActorEvent(event)) fakes.answer(event);
      else actor.send(event as never);
      await settle();
    }
    const final = JSON.stringify(actor.getSnapshot().value);
    expect(final).toContain('activation');
    feed.close();
    // The init message, one per event the actor processed (eventless steps and calls' answers
    // included) and the goodbye: at least one per path step.
    await until(
      () => received.some((text) => text.includes('"portal.closed"')),
      'the portal’s goodbye',
    );
    expect(received.length).toBeGreaterThanOrEqual(events.length + 2);

    // What the path typed and what the calls answered (the token): not the calls' inputs, which
    // also hold the brand's client id, a name the relay may well carry as the machine's.
    const personal = events
      .flatMap((event) => stringsIn({ ...event, type: undefined }))
      .filter((text) => text.length >= 4 && !text.startsWith('xstate.') && !/^[A-Z_]+$/.test(text));
    expect(personal.some((text) => /^\d{11}$/.test(text.replace(/\D/g, '')))).toBe(true);
    expect(personal.some((text) => text.includes('@'))).toBe(true);
    for (const text of received) {
      for (const value of personal) expect(text, `relayed ${text}`).not.toContain(value);
      // No CPF, formatted or not, outside the time stamp (13 digits of its own) and the random
      // session id (a UUID, whose hex groups can hold 11 digits in a row).
      const withoutIds = text.replace(/"at":\d+/, '').replace(/"session":"[0-9a-f-]{36}"/, '');
      expect(withoutIds).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
      expect(text).not.toContain('@');
      const message = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(message).sort()).toEqual(
        message['kind'] === 'portal.closed'
          ? ['at', 'kind', 'session']
          : ['at', 'eventType', 'kind', 'machineId', 'seq', 'session', 'value'],
      );
    }
    expect(received.some((text) => text.includes('"activation"'))).toBe(true);
    expect(harness.relay?.sent.filter((sent) => sent.to === 'inspector')).toHaveLength(
      received.length,
    );
  });
});

describe('the relay itself', () => {
  it('drops fields the protocol does not name, and anything that is not a portal message', async () => {
    const url = await startRelay();
    const received = await inspector(url);
    const portal = await open(`${url}?role=portal`);
    portal.send(
      JSON.stringify({
        kind: 'portal.state',
        session: 's1',
        machineId: 'default',
        value: { cpf: 'editing' },
        eventType: 'cpf.submit',
        seq: 2,
        at: 1,
        cpf: '52998224725',
        context: { token: 'secret-token' },
      }),
    );
    portal.send(JSON.stringify({ kind: 'portal.state', cpf: '52998224725' }));
    portal.send('not json');
    portal.send(JSON.stringify({ kind: 'portal.closed', session: 's1', at: 2 }));
    await until(() => received.length === 2, 'two relayed messages');
    expect(received.map((text) => JSON.parse(text) as unknown)).toEqual([
      {
        kind: 'portal.state',
        session: 's1',
        machineId: 'default',
        value: { cpf: 'editing' },
        eventType: 'cpf.submit',
        seq: 2,
        at: 1,
      },
      { kind: 'portal.closed', session: 's1', at: 2 },
    ]);
  });

  it('passes an inspector’s hello to the portals, so they say where they are', async () => {
    const url = await startRelay();
    const portal = await open(`${url}?role=portal`);
    const heard: string[] = [];
    portal.on('message', (data) => heard.push(rawText(data)));
    await inspector(url);
    const second = await open(`${url}?role=inspector`);
    second.send(JSON.stringify({ kind: 'inspector.hello', extra: 'dropped' }));
    await until(() => heard.length === 1, 'the hello');
    expect(heard).toEqual([JSON.stringify({ kind: 'inspector.hello' })]);
  });

  it('refuses a socket that names no role', async () => {
    const url = await startRelay();
    await expect(open(`${url}?role=somebody`)).rejects.toThrow('400');
  });

  it('refuses a page of another site, which could read or spoof the feed (issue 28)', async () => {
    const url = await startRelay();
    const other = new WebSocket(`${url}?role=inspector`, {
      origin: 'https://evil.exemplo.invalid',
    });
    sockets.push(other);
    await expect(
      new Promise((resolve, reject) => {
        other.once('open', resolve);
        other.once('error', reject);
      }),
    ).rejects.toThrow('403');
    // The dev server's own pages (their Origin is its host) connect.
    const { host } = new URL(url);
    const own = new WebSocket(`${url}?role=inspector`, { origin: `http://${host}` });
    sockets.push(own);
    await new Promise((resolve, reject) => {
      own.once('open', resolve);
      own.once('error', reject);
    });
  });

  it('closes a connection sending an oversized message or too many, and serves the others', async () => {
    const url = await startRelay();
    const received = await inspector(url);
    const closed = (socket: WebSocket) =>
      new Promise<number>((resolve) =>
        socket.once('close', (code) => {
          resolve(code);
        }),
      );
    // 17 KiB in one message: refused (1009), no error escapes to stop the server.
    const big = await open(`${url}?role=portal`);
    big.on('error', () => undefined);
    const bigClosed = closed(big);
    big.send('x'.repeat(17 * 1024));
    expect(await bigClosed).toBe(1009);
    // A flood: closed once past the rate (1008, policy violation).
    const flood = await open(`${url}?role=portal`);
    const floodClosed = closed(flood);
    const message = JSON.stringify({ kind: 'portal.closed', session: 'f', at: 1 });
    for (let i = 0; i < MAX_MESSAGES_PER_SECOND + 10; i += 1) flood.send(message);
    expect(await floodClosed).toBe(1008);
    // The relay still serves a well-behaved portal.
    const portal = await open(`${url}?role=portal`);
    portal.send(JSON.stringify({ kind: 'portal.closed', session: 'ok', at: 2 }));
    await until(() => received.some((text) => text.includes('"ok"')), 'the next portal');
    expect(received.filter((text) => text.includes('"f"')).length).toBeLessThanOrEqual(
      MAX_MESSAGES_PER_SECOND,
    );
  });
});
