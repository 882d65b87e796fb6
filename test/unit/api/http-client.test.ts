import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../../machines/index.ts';
import { ApiCallError } from '../../../src/api/api-call-error.ts';
import { createHttpClient } from '../../../src/api/http-client.ts';

const SPAN_KEY = 'exemploSpanId';

/** A real HTTP server whose answer is chosen by the path, to see what the client makes of each. */
const answers: Record<string, (res: ServerResponse, token: string | undefined) => void> = {
  '/ok': (res, token) => {
    json(res, 200, { status: 'SUCCESS', echoedToken: token ?? null });
  },
  '/status-error': (res) => {
    json(res, 200, { status: 'TOKEN_ERROR' });
  },
  '/conflict': (res) => {
    json(res, 409, { status: 'USER_ALREADY_EXISTS', [SPAN_KEY]: 'span-409' });
  },
  '/server-error': (res) => {
    json(res, 500, { status: 'INTERNAL_ERROR', [SPAN_KEY]: 'span-500' });
  },
  '/bad-gateway': (res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><body>Bad gateway</body></html>');
  },
  '/malformed': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status": "SUCC');
  },
  '/no-status': (res) => {
    json(res, 200, { token: 'x' });
  },
  '/slow': (res) => {
    setTimeout(() => {
      json(res, 200, { status: 'SUCCESS' });
    }, 500);
  },
  '/reset': (res) => {
    res.socket?.destroy();
  },
};

function json(res: ServerResponse, code: number, body: unknown): void {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const header = req.headers[TOKEN_HEADER];
    answers[req.url ?? '']?.(res, typeof header === 'string' ? header : undefined);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function client(timeoutMs = 2_000) {
  return createHttpClient({ baseUrl, timeoutMs, spanIdKey: SPAN_KEY });
}

/** The failure as a plain object, after checking it is an ApiCallError. */
async function failureOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiCallError);
    const { kind, httpStatus, status, spanId } = error as ApiCallError;
    return Object.fromEntries(
      Object.entries({ kind, httpStatus, status, spanId }).filter(
        ([, value]) => value !== undefined,
      ),
    );
  }
  throw new Error('The call did not fail.');
}

describe('the HTTP client', () => {
  it('resolves with a 2xx answer and sends the token in its header', async () => {
    const answer = await client()('/ok', { method: 'GET', token: 'secret' });
    expect(answer).toEqual({ status: 'SUCCESS', echoedToken: 'secret' });
  });

  it('resolves with an error status that arrives as a 2xx answer, for the machine to route', async () => {
    expect(await client()('/status-error', { method: 'POST', body: {} })).toEqual({
      status: 'TOKEN_ERROR',
    });
  });

  it('rejects an HTTP error with the status and span id its body carries', async () => {
    expect(await failureOf(client()('/conflict', { method: 'POST', body: {} }))).toEqual({
      kind: 'http',
      httpStatus: 409,
      status: 'USER_ALREADY_EXISTS',
      spanId: 'span-409',
    });
    expect(await failureOf(client()('/server-error', { method: 'GET' }))).toMatchObject({
      kind: 'http',
      httpStatus: 500,
      spanId: 'span-500',
    });
  });

  it('rejects an HTML error page, malformed JSON and an answer without status as HTTP failures', async () => {
    expect(await failureOf(client()('/bad-gateway', { method: 'GET' }))).toEqual({
      kind: 'http',
      httpStatus: 502,
    });
    expect(await failureOf(client()('/malformed', { method: 'GET' }))).toEqual({
      kind: 'http',
      httpStatus: 200,
    });
    expect(await failureOf(client()('/no-status', { method: 'GET' }))).toEqual({
      kind: 'http',
      httpStatus: 200,
    });
  });

  it('gives up after its timeout', async () => {
    expect(await failureOf(client(100)('/slow', { method: 'GET' }))).toEqual({ kind: 'timeout' });
  });

  it('rejects a reset connection and an unreachable server as network failures', async () => {
    expect(await failureOf(client()('/reset', { method: 'GET' }))).toEqual({ kind: 'network' });
    const unreachable = createHttpClient({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
      spanIdKey: SPAN_KEY,
    });
    expect(await failureOf(unreachable('/ok', { method: 'GET' }))).toEqual({ kind: 'network' });
  });
});
