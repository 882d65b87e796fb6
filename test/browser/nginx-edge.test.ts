import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY, type ApiCall } from '../../machines/shared/api.ts';
import { API_METHODS } from '../../deploy/nginx/api-locations.ts';
import { RETRY_AFTER_SECONDS } from '../../deploy/nginx/edge-errors.ts';
import { DEFAULT_EDGE, type EdgeConfig } from '../../deploy/nginx/edge.ts';
import { expectSecurityHeaders } from './support/nginx/security-headers.ts';
import { startNginxPortal, type NginxPortal } from './support/nginx/nginx-portal.ts';

/*
 * Issue 28, the edge: what nginx refuses before the API sees it. One nginx for the whole file,
 * its API a small echo server of the test's own that tells what reached it, so every assertion
 * is about what nginx forwarded or answered itself.
 */

/** Low enough to reach in a test; the others keep their defaults. */
const EDGE: EdgeConfig = {
  ...DEFAULT_EDGE,
  rates: { ...DEFAULT_EDGE.rates, token: { count: 2, per: 'm' }, resend: { count: 2, per: 'm' } },
  connections: 3,
  // The test's own requests from 127.0.0.1 come from "the CDN"; from 127.0.0.2, from a client.
  trustedProxies: ['127.0.0.1'],
};

interface Reached {
  method: string;
  url: string;
  forwardedFor: string | undefined;
}

const reached: Reached[] = [];
/** Requests to the answer call wait here until a test lets them go. */
const held: (() => void)[] = [];

let api: Server;
let portal: NginxPortal;

beforeAll(async () => {
  api = createServer((incoming, outgoing) => {
    incoming.resume();
    incoming.on('end', () => {
      const seen = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        forwardedFor: incoming.headers['x-forwarded-for'] as string | undefined,
      };
      reached.push(seen);
      const answer = () => {
        outgoing.writeHead(200, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ status: 'SUCCESS', ...seen }));
      };
      // The API falls over on register: nginx's 502 must still be the API's shape.
      if (seen.url === API_PATHS.register) incoming.socket.destroy();
      else if (seen.url === API_PATHS.answer) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const { port } = api.address() as AddressInfo;
  portal = await startNginxPortal({ edge: EDGE, apiOrigin: `http://127.0.0.1:${String(port)}` });
});
afterAll(async () => {
  await portal.close();
  await new Promise((done) => api.close(done));
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** One request on a connection of its own, from `localAddress` (a loopback address). */
function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const { origin } = portal;
  return new Promise((done, fail) => {
    const outgoing = request(
      `${origin}${path}`,
      {
        method: options.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        localAddress: options.localAddress ?? '127.0.0.2',
        agent: false,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => {
          done({ status: incoming.statusCode ?? 0, headers: incoming.headers, body });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(options.body);
  });
}

/** nginx's own answer in the API's shape: JSON with the status and a span id. */
function expectApiError(answer: Answer, code: number, status: string, what: string): void {
  expect(answer.status, what).toBe(code);
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  expect(answer.headers['cache-control'], what).toBe('no-store');
  const body: unknown = JSON.parse(answer.body);
  expect(body, what).toMatchObject({ status });
  expect((body as Record<string, unknown>)[SPAN_ID_KEY], what).toMatch(/^[0-9a-f]{32}$/);
  expectSecurityHeaders(answer.headers, what);
}

const CALLS = Object.keys(API_PATHS) as ApiCall[];

describe('the API’s paths on nginx', () => {
  it('forward each of the six calls with its one method, and nothing else of /api/', async () => {
    for (const call of CALLS) {
      const method = API_METHODS[call];
      const other = method === 'GET' ? 'POST' : 'GET';
      const refused = await send(API_PATHS[call], { method: other, body: '' });
      expectApiError(refused, 405, 'METHOD_NOT_ALLOWED', `${other} ${call}`);
      expect(refused.headers.allow).toBe(method);
      for (const verb of ['PUT', 'DELETE', 'OPTIONS']) {
        expect((await send(API_PATHS[call], { method: verb })).status, `${verb} ${call}`).toBe(405);
      }
    }
    for (const path of [
      '/api/',
      '/api/client-register/token/x',
      '/api/client-register/tokens',
      '/api/admin',
      '/usuario/api/',
      '/usuario/api/other',
    ]) {
      expectApiError(await send(path, { method: 'POST', body: '{}' }), 404, 'NOT_FOUND', path);
    }
    expect(reached).toEqual([]);

    const forwarded = await send(`${API_PATHS.question}?a=1`, { localAddress: '127.0.0.3' });
    expect(forwarded.status).toBe(200);
    expect(JSON.parse(forwarded.body)).toMatchObject({
      method: 'GET',
      // No call of the contract takes a query: nginx forwards the path alone (issue 36).
      url: API_PATHS.question,
    });
    expectSecurityHeaders(forwarded.headers, 'a forwarded answer');
  });

  it('answers its own errors in the API’s shape: unreadable, too large, API down', async () => {
    // Two Host headers: nginx refuses the request before it knows a location.
    const raw = await new Promise<string>((done, fail) => {
      const { port } = new URL(portal.origin);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(`POST ${API_PATHS.token} HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`);
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => {
        done(text);
      });
      socket.on('error', fail);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/\r\nContent-Type: application\/json/);
    expect(raw).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(raw).toContain('"status":"BAD_REQUEST"');

    const large = await send(API_PATHS.nonClient, {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
    });
    expectApiError(large, 413, 'PAYLOAD_TOO_LARGE', 'a 70 KiB body');

    const down = await send(API_PATHS.register, { method: 'POST', body: '{}' });
    expectApiError(down, 502, 'BAD_GATEWAY', 'the API closing the connection');
  });

  it('sends the security headers on redirects, pages nginx refuses and unknown paths', async () => {
    for (const [path, code] of [
      ['/', 302],
      ['/portal', 301],
      ['/nothing-here', 404],
      ['/portal/assets/missing.js', 404],
    ] as const) {
      const answer = await send(path);
      expect(answer.status, path).toBe(code);
      expectSecurityHeaders(answer.headers, path);
    }
  });
});

describe('the edge’s limits', () => {
  it('limits a call per client address, ignoring the X-Forwarded-For of an untrusted client', async () => {
    reached.length = 0;
    const tries = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((claimed) =>
        send(API_PATHS.resend, {
          method: 'POST',
          body: '{}',
          headers: { 'x-forwarded-for': claimed },
          localAddress: '127.0.0.2',
        }),
      ),
    );
    expect(tries.map(({ status }) => status).sort()).toEqual([200, 200, 429, 429]);
    const refused = tries.find(({ status }) => status === 429);
    if (!refused) throw new Error('Nothing refused.');
    expectApiError(refused, 429, 'TOO_MANY_REQUESTS', 'over the rate');
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    // The API is told the client's address, set, not the client's claim with it appended.
    expect(reached.map(({ forwardedFor }) => forwardedFor)).toEqual(['127.0.0.2', '127.0.0.2']);
    // Each call has its own count: the same client may still ask for a token.
    expect((await send(API_PATHS.token, { method: 'POST', body: '{}' })).status).toBe(200);
  });

  it('believes the address a trusted proxy names, and counts each client apart', async () => {
    reached.length = 0;
    const viaProxy = (client: string) =>
      send(API_PATHS.token, {
        method: 'POST',
        body: '{}',
        // A client's own claim first, then what the proxy saw: the proxy's word counts.
        headers: { 'x-forwarded-for': `10.9.9.9, ${client}` },
        localAddress: '127.0.0.1',
      });
    const first = [await viaProxy('203.0.113.7'), await viaProxy('203.0.113.7')];
    expect(first.map(({ status }) => status)).toEqual([200, 200]);
    expect((await viaProxy('203.0.113.7')).status).toBe(429);
    expect((await viaProxy('203.0.113.8')).status).toBe(200);
    expect(reached.map(({ forwardedFor }) => forwardedFor)).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      '203.0.113.8',
    ]);
  });

  it('limits the connections of one address', async () => {
    const waiting = [1, 2, 3, 4].map(() =>
      send(API_PATHS.answer, { method: 'POST', body: '{}', localAddress: '127.0.0.4' }),
    );
    // Three reach the API and wait there; the fourth is refused at once.
    const fourth = await Promise.race(waiting);
    expectApiError(fourth, 429, 'TOO_MANY_REQUESTS', 'a fourth connection');
    while (held.length < 3) await new Promise((done) => setTimeout(done, 20));
    // Pages are not counted: another customer behind the same address still gets the portal.
    const page = await send('/portal/cadastro', { localAddress: '127.0.0.4' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(waiting)).map(({ status }) => status).sort()).toEqual([
      200, 200, 200, 429,
    ]);
  });
});

describe('what the customers’ server leaves out', () => {
  it('serves no inspector, no build manifest and no source map', async () => {
    const inspector = await send('/portal/inspector/');
    expect(inspector.body).not.toMatch(/inspector/i);
    for (const path of ['/portal/.vite/manifest.json', '/portal/inspector/index.html']) {
      expect((await send(path)).status, path).toBe(404);
    }
  });
});
