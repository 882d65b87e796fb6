import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  MAX_MESSAGES_PER_SECOND,
  MAX_RELAYED_PER_SECOND,
  MAX_SOCKETS,
  type AllowedHosts,
} from '../../src/relay/relay-server.ts';
import { relayHarness } from '../support/relay-harness.ts';

/*
 * Issue 36 item 10: the development relay refuses a rebound host name as Vite does (Host and
 * Origin both `evil.example:PORT`), bounds what all connections together pass on per second,
 * and how many sockets are open.
 */

const harness = relayHarness();
const { sockets } = harness;

afterEach(async () => {
  vi.useRealTimers();
  await harness.close();
});

function startRelay(allowedHosts?: AllowedHosts, record = false) {
  return harness.start({ record, ...(allowedHosts === undefined ? {} : { allowedHosts }) });
}

/** Opens a socket with these headers: resolves when open, rejects with the refusal. */
function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

describe('the relay and the Host header (DNS rebinding)', () => {
  it('refuses Host and Origin both evil.example:PORT with 403', async () => {
    const { url, port } = await startRelay();
    const host = `evil.example:${String(port)}`;
    await expect(open(`${url}?role=inspector`, { host, origin: `http://${host}` })).rejects.toThrow(
      '403',
    );
  });

  it('takes localhost, an address, and a host the dev server allows', async () => {
    const { url, port } = await startRelay(['portal.exemplo.test']);
    for (const host of ['localhost', '127.0.0.1', 'portal.exemplo.test']) {
      const named = `${host}:${String(port)}`;
      await open(`${url}?role=inspector`, { host: named, origin: `http://${named}` });
    }
    await expect(
      open(`${url}?role=inspector`, { host: `other.test:${String(port)}` }),
    ).rejects.toThrow('403');
  });

  it('takes any host when the dev server allows any (allowedHosts: true)', async () => {
    const { url, port } = await startRelay(true);
    await open(`${url}?role=inspector`, { host: `evil.example:${String(port)}` });
  });
});

describe('the relay’s bounds across connections', () => {
  it(`passes on at most ${String(MAX_RELAYED_PER_SECOND)} messages a second from all portals together`, async () => {
    // The relay's clock stands still for the flood, then moves on a second for the check.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 5, 12));
    const { url } = await startRelay(undefined, true);
    await open(`${url}?role=inspector`);
    // Each portal keeps under its own limit; together they are far over the relay's.
    const portals = MAX_RELAYED_PER_SECOND / 20 + 2;
    const each = MAX_MESSAGES_PER_SECOND - 10;
    const opened = await Promise.all(
      Array.from({ length: portals }, () => open(`${url}?role=portal`)),
    );
    const message = (session: string, at: number) =>
      JSON.stringify({ kind: 'portal.closed', session, at });
    opened.forEach((portal, p) => {
      for (let i = 0; i < each; i += 1) portal.send(message(`flood-${String(p)}`, i));
    });
    // A second later each portal sends one more: once all have arrived, so has every flood
    // message before them (a socket's messages are read in order).
    await vi.waitFor(
      () => {
        if ((harness.relay?.sent.length ?? 0) < MAX_RELAYED_PER_SECOND) throw new Error('not yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    vi.setSystemTime(Date.UTC(2026, 0, 5, 12, 0, 1));
    opened.forEach((portal, p) => {
      portal.send(message(`after-${String(p)}`, 0));
    });
    const sent = () => harness.relay?.sent.map(({ text }) => text) ?? [];
    await vi.waitFor(
      () => {
        if (sent().filter((text) => text.includes('after-')).length < portals) {
          throw new Error('not yet');
        }
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(portals * each).toBeGreaterThan(MAX_RELAYED_PER_SECOND * 2);
    expect(sent().filter((text) => text.includes('flood-'))).toHaveLength(MAX_RELAYED_PER_SECOND);
  });

  it(`refuses a socket past ${String(MAX_SOCKETS)} open ones with 503, and takes one again when one closes`, async () => {
    const { url } = await startRelay();
    const opened = await Promise.all(
      Array.from({ length: MAX_SOCKETS }, () => open(`${url}?role=portal`)),
    );
    await expect(open(`${url}?role=inspector`)).rejects.toThrow('503');
    const first = opened[0];
    if (!first) throw new Error('No socket.');
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    await vi.waitFor(() => open(`${url}?role=inspector`), { timeout: 5_000, interval: 50 });
  });
});
