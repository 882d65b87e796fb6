import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY, TOKEN_HEADER, type ApiCall } from '../../machines/shared/api.ts';
import { CSP_REPORT_PATH, TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';
import { startEchoUpstream, type EchoUpstream } from './support/nginx/echo-upstream.ts';
import { startNginxPortal, type NginxPortal } from './support/nginx/nginx-portal.ts';
import { sendRaw, type RawAnswer } from './support/nginx/raw-request.ts';
import { expectSecurityHeaders } from './support/nginx/security-headers.ts';

/*
 * Issue 36, from the API's side: what reaches the upstream behind nginx, byte for byte. The API
 * and the collectors are one echo server that keeps the bytes it receives; every request is
 * written raw over a socket, so nothing between the test and nginx tidies a path or a header.
 */

/** The contract's calls with their methods (docs/api/openapi.yaml). */
const CALLS: readonly [ApiCall, 'GET' | 'POST'][] = [
  ['token', 'POST'],
  ['question', 'GET'],
  ['answer', 'POST'],
  ['register', 'POST'],
  ['resend', 'POST'],
  ['nonClient', 'POST'],
];

/** Everything a client might send that the API has no use for, or must not believe. */
const FOREIGN_HEADERS = [
  'Cookie: session=abc; other=1',
  'X-Real-IP: 198.51.100.7',
  'Forwarded: for=198.51.100.7;host=evil.example;proto=https',
  'True-Client-IP: 198.51.100.7',
  'X-Forwarded-For: 198.51.100.7',
  'X-Forwarded-Host: evil.example',
  'X-Forwarded-Proto: https',
  'X-Original-URL: /admin',
  'X-Rewrite-URL: /admin',
  'X-Upstream: evil.example',
  'User-Agent: Mozilla/5.0 (teste)',
  'Referer: https://www.exemplo.invalid/portal/?cpf=12345678909',
  'Origin: https://evil.example',
  'Authorization: Bearer stolen',
  'Accept-Encoding: gzip, br',
  'Accept-Language: pt-BR',
  'X-Request-Id: chosen-by-the-client',
  'Proxy: http://evil.example',
];

const CLIENT = '127.0.0.2';
const TOKEN = 'token-de-teste-123';
const JSON_BODY = '{"document":"12345678909"}';

let echo: EchoUpstream;
let portal: NginxPortal;

beforeAll(async () => {
  echo = await startEchoUpstream();
  portal = await startNginxPortal({
    apiOrigin: `http://${echo.address}`,
    collectors: [echo.address],
  });
});
afterAll(async () => {
  await portal.close();
  await echo.close();
});

/** A request as a browser behind a hostile proxy might send it, every foreign header included. */
function request(method: string, target: string, headers: string[], body = ''): string {
  return [
    `${method} ${target} HTTP/1.1`,
    'Host: evil.example:443',
    ...headers,
    ...FOREIGN_HEADERS,
    ...(body === '' ? [] : [`Content-Length: ${String(Buffer.byteLength(body))}`]),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The request nginx must hand on: the contract's path, the allowed headers, its own. */
function expected(method: string, path: string, headers: string[], host: string, body = '') {
  return [
    `${method} ${path} HTTP/1.1`,
    ...headers,
    `Host: ${host}`,
    `X-Forwarded-For: ${CLIENT}`,
    'X-Request-Id: <request id>',
    ...(body === '' ? [] : [`Content-Length: ${String(Buffer.byteLength(body))}`]),
    '',
    body,
  ].join('\r\n');
}

/** The one request the upstream received during `send`, its request id made comparable. */
async function reaching(send: () => Promise<RawAnswer>): Promise<string> {
  const before = echo.received.length;
  const answer = await send();
  expect(answer.status, answer.raw).toBe(200);
  expect(echo.received.length).toBe(before + 1);
  return (echo.received[before] ?? '').replace(
    /\r\nX-Request-Id: [0-9a-f]{32}\r\n/,
    '\r\nX-Request-Id: <request id>\r\n',
  );
}

function send(raw: string): Promise<RawAnswer> {
  return sendRaw(portal.port, raw, { localAddress: CLIENT });
}

describe('what reaches the API through nginx', () => {
  it.each(CALLS)(
    '%s: the contract’s path, no query, and only the headers the contract names',
    async (call, method) => {
      const path = API_PATHS[call];
      const body = method === 'POST' ? JSON_BODY : '';
      const allowed = [
        ...(body === '' ? [] : ['Content-Type: application/json']),
        'Accept: application/json',
        `X-Register-Token: ${TOKEN}`,
      ];
      const sent = request(method, `${path}?client_id=evil&x=%00`, allowed, body);
      expect(await reaching(() => send(sent))).toBe(
        expected(method, path, allowed, echo.address, body),
      );
    },
  );

  it('sends the token header only when the client sent one, and the path of an absolute URI', async () => {
    const path = API_PATHS.nonClient;
    const sent = request(
      'POST',
      `http://evil.example${path}`,
      ['Content-Type: application/json'],
      '{}',
    );
    expect(await reaching(() => send(sent))).toBe(
      expected('POST', path, ['Content-Type: application/json'], echo.address, '{}'),
    );
  });

  it('passes a beacon and a CSP report to the collectors with their type only', async () => {
    const beacon = '{"brand":"default","counts":{}}';
    const type = 'Content-Type: text/plain;charset=UTF-8';
    expect(
      await reaching(() => send(request('POST', `${TELEMETRY_PATH}?a=1`, [type], beacon))),
    ).toBe(expected('POST', TELEMETRY_PATH, [type], 'portal_collectors', beacon));
    const report = '{"csp-report":{"effective-directive":"script-src-elem"}}';
    const reportType = 'Content-Type: application/csp-report';
    expect(await reaching(() => send(request('POST', CSP_REPORT_PATH, [reportType], report)))).toBe(
      expected('POST', CSP_REPORT_PATH, [reportType], 'portal_collectors', report),
    );
  });
});

/** Spellings nginx normalises to a forwarded path; none may reach the upstream. */
const QUESTION = API_PATHS.question;
const HOSTILE_API_PATHS = [
  '/admin/%2e%2e/api/client-register/question',
  '/admin/%2E%2E/api/client-register/question',
  '/sandbox/api/reset/../../../api/client-register/question',
  '/internal%2F..%2Fapi/client-register/question',
  '/api//client-register///question',
  '//api/client-register/question',
  `${QUESTION}%00`,
  `${QUESTION}%00.json`,
  '/api/client-register/%71uestion',
  '/api/client-register/./question',
  '/api/client-register/x/../question',
  '/api/..%2f..%2fclient-register/question',
];

const HOSTILE_TELEMETRY_PATHS = [
  '/portal//telemetry',
  '/admin/%2e%2e/portal/telemetry',
  '/portal/x/../telemetry',
  '/portal%2Ftelemetry',
  '/portal/telemetry%00',
  '/portal/telemetry/./csp',
  '/portal/telemetry//csp',
  '/portal/%74elemetry/csp',
];

describe('paths nginx refuses instead of forwarding', () => {
  it.each(HOSTILE_API_PATHS)('%s: 400 in the API’s shape, nothing forwarded', async (path) => {
    const before = echo.received.length;
    const answer = await send(
      request('GET', path, [`${TOKEN_HEADER}: ${TOKEN}`, 'Accept: application/json']),
    );
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'BAD_REQUEST' });
    expect(body[SPAN_ID_KEY]).toMatch(/^[0-9a-f]{32}$/);
    expectSecurityHeaders(answer.headers, path);
    expect(echo.received.slice(before)).toEqual([]);
  });

  it.each(HOSTILE_TELEMETRY_PATHS)('%s: refused, nothing forwarded', async (path) => {
    const before = echo.received.length;
    const answer = await send(request('POST', path, ['Content-Type: text/plain'], '{}'));
    expect([400, 404], answer.raw).toContain(answer.status);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer.headers, path);
    expect(echo.received.slice(before)).toEqual([]);
  });
});
