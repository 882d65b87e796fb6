import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { DEFAULT_EDGE, type EdgeConfig } from '../../deploy/nginx/edge.ts';
import { startEchoUpstream, type EchoUpstream } from './support/nginx/echo-upstream.ts';
import { DIST, startNginxPortal, type NginxPortal } from './support/nginx/nginx-portal.ts';
import { sendRaw, type RawAnswer } from './support/nginx/raw-request.ts';
import { expectSecurityHeaders } from './support/nginx/security-headers.ts';

/*
 * Issue 36: every answer of the edge is its own. Raw requests over a socket, one row per error
 * nginx can make, before and after it chose a location: each answers with the security headers,
 * `no-store`, and on the API's paths the API's JSON shape; redirects name a path, never the
 * request's host; no request shape makes nginx answer 500.
 */

/** One call a second at most, so the second token call within the test is over the rate. */
const EDGE: EdgeConfig = {
  ...DEFAULT_EDGE,
  rates: { ...DEFAULT_EDGE.rates, token: { count: 1, per: 'm' } },
};

let echo: EchoUpstream;
let portal: NginxPortal;
/** Answers the API holds past nginx's read timeout (504). */
const held: (() => void)[] = [];

beforeAll(async () => {
  echo = await startEchoUpstream((incoming, outgoing) => {
    // The API falls over on register (502) and never answers the identity answer (504).
    if (incoming.url === API_PATHS.register) {
      incoming.socket.destroy();
      return true;
    }
    if (incoming.url === API_PATHS.answer) {
      held.push(() => outgoing.end());
      return true;
    }
    return false;
  });
  portal = await startNginxPortal({
    apiOrigin: `http://${echo.address}`,
    edge: EDGE,
    timeouts: { client: 1, apiRead: 1 },
  });
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await portal.close();
  await echo.close();
});

/** A hashed asset of the build, as the page asks for it. */
function anAsset(): string {
  const name = readdirSync(join(DIST, 'assets')).find((file) => file.endsWith('.js'));
  if (!name) throw new Error('No built asset: run `npm run build` first.');
  return `/portal/assets/${name}`;
}

/** A request as bytes: its line, a Host, `headers`, and a body with its length. */
function line(
  method: string,
  target: string,
  headers: string[] = [],
  { version = 'HTTP/1.1', body }: { version?: string; body?: string } = {},
): string {
  return [
    `${method} ${target} ${version}`,
    'Host: portal.exemplo.invalid',
    ...headers,
    ...(body === undefined ? [] : [`Content-Length: ${String(Buffer.byteLength(body))}`]),
    'Connection: close',
    '',
    body ?? '',
  ].join('\r\n');
}

const LONG = 'a'.repeat(9000);

interface Row {
  what: string;
  request: string | (() => string);
  status: number;
  /** The API's JSON shape with this status name, or text beginning with the code. */
  shape: { json: string } | 'text';
  headers?: Record<string, string>;
  /** Before sending (a fault of the test's own), and after the answer. */
  around?: { before(): void; after(): void };
}

const ROWS: Row[] = [
  {
    what: 'a method nginx cannot read, on the API',
    request: line('G@T', API_PATHS.question),
    status: 400,
    shape: { json: 'BAD_REQUEST' },
  },
  {
    what: 'a method nginx cannot read, on a page',
    request: line('G@T', '/portal/'),
    status: 400,
    shape: 'text',
  },
  {
    what: 'a NUL in the path',
    request: line('GET', `${API_PATHS.question}%00`),
    status: 400,
    shape: { json: 'BAD_REQUEST' },
  },
  {
    what: 'a path above the root',
    request: line('GET', '/portal/..%2f..%2fsandbox/api/emails'),
    status: 400,
    shape: 'text',
  },
  {
    what: 'two Host headers',
    request: line('POST', API_PATHS.token, ['Host: b']),
    status: 400,
    shape: { json: 'BAD_REQUEST' },
  },
  {
    what: 'an unknown API path',
    request: line('POST', '/api/client-register/tokens'),
    status: 404,
    shape: { json: 'NOT_FOUND' },
  },
  {
    what: 'an unknown path',
    request: line('GET', '/sandbox/api/emails'),
    status: 404,
    shape: 'text',
  },
  {
    what: 'the inspector',
    request: line('GET', '/portal/inspector/index.html'),
    status: 404,
    shape: 'text',
  },
  {
    what: 'an asset of a newer build',
    request: line('GET', '/portal/assets/index-NEWHASH1.js'),
    status: 404,
    shape: 'text',
  },
  {
    what: 'a source map',
    request: () => line('GET', `${anAsset()}.map`),
    status: 404,
    shape: 'text',
  },
  {
    what: 'TRACE on a call',
    request: line('TRACE', API_PATHS.token),
    status: 405,
    shape: { json: 'METHOD_NOT_ALLOWED' },
    headers: { allow: 'POST' },
  },
  {
    what: 'TRACE on a page',
    request: line('TRACE', '/portal/'),
    status: 405,
    shape: 'text',
    headers: { allow: 'GET, HEAD' },
  },
  {
    what: 'PUT on the question',
    request: line('PUT', API_PATHS.question),
    status: 405,
    shape: { json: 'METHOD_NOT_ALLOWED' },
    headers: { allow: 'GET' },
  },
  {
    what: 'an invented method on a call',
    request: line('FOO', API_PATHS.answer),
    status: 405,
    shape: { json: 'METHOD_NOT_ALLOWED' },
    headers: { allow: 'POST' },
  },
  {
    what: 'POST on an asset',
    request: () => line('POST', anAsset()),
    status: 405,
    shape: 'text',
    headers: { allow: 'GET, HEAD' },
  },
  {
    what: 'a precondition that fails',
    request: () => line('GET', anAsset(), ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:01 GMT']),
    status: 412,
    shape: 'text',
  },
  {
    what: 'too large a body',
    // Over the 64 KiB limit; sent whole, as a client does.
    request: line('POST', API_PATHS.nonClient, [], { body: `"${'x'.repeat(70_000)}"` }),
    status: 413,
    shape: { json: 'PAYLOAD_TOO_LARGE' },
  },
  {
    what: 'too long a URI on the API',
    request: line('GET', `/api/${LONG}`),
    status: 414,
    shape: { json: 'URI_TOO_LONG' },
  },
  {
    what: 'too long a URI on a page',
    request: line('GET', `/portal/${LONG}`),
    status: 414,
    shape: 'text',
  },
  {
    what: 'too large a header on the API',
    request: line('GET', API_PATHS.question, [`X-Big: ${LONG}`]),
    status: 431,
    shape: { json: 'REQUEST_HEADER_FIELDS_TOO_LARGE' },
  },
  {
    what: 'too large a header on a page',
    request: line('GET', '/portal/', [`Cookie: ${LONG}`]),
    status: 431,
    shape: 'text',
  },
  {
    what: 'an unknown transfer coding',
    request: line('POST', API_PATHS.token, ['Transfer-Encoding: gzip']),
    status: 501,
    shape: { json: 'NOT_IMPLEMENTED' },
  },
  {
    what: 'the API closing the connection',
    request: line('POST', API_PATHS.register, [], { body: '{}' }),
    status: 502,
    shape: { json: 'BAD_GATEWAY' },
  },
  {
    what: 'the API not answering in time',
    request: line('POST', API_PATHS.answer, ['Content-Length: 0']),
    status: 504,
    shape: { json: 'GATEWAY_TIMEOUT' },
  },
  {
    what: 'HTTP/2.0 over HTTP/1 on the API',
    request: line('GET', API_PATHS.question, [], { version: 'HTTP/2.0' }),
    status: 505,
    shape: { json: 'HTTP_VERSION_NOT_SUPPORTED' },
  },
  {
    what: 'HTTP/3.0 on a page',
    request: line('GET', '/portal/', [], { version: 'HTTP/3.0' }),
    status: 505,
    shape: 'text',
  },
  {
    what: 'nginx failing to keep a body (its temporary folder unwritable)',
    // Over the 16 KiB nginx keeps in memory: written to tmp/body, which nginx cannot.
    request: line('POST', API_PATHS.nonClient, ['Content-Type: application/json'], {
      body: `"${'x'.repeat(19998)}"`,
    }),
    status: 500,
    shape: { json: 'INTERNAL_SERVER_ERROR' },
    around: {
      before: () => {
        chmodSync(join(portal.prefix, 'tmp', 'body'), 0);
      },
      after: () => {
        chmodSync(join(portal.prefix, 'tmp', 'body'), 0o700);
      },
    },
  },
];

function expectOwnAnswer(answer: RawAnswer, row: Row): void {
  const what = `${row.what}:\n${answer.raw.slice(0, 600)}`;
  expect(answer.status, what).toBe(row.status);
  expectSecurityHeaders(answer.headers, what);
  expect(answer.headers['cache-control'], what).toBe('no-store');
  for (const [name, value] of Object.entries(row.headers ?? {})) {
    expect(answer.headers[name], `${what}\n${name}`).toBe(value);
  }
  if (row.shape === 'text') {
    expect(answer.headers['content-type'], what).toBe('text/plain; charset=utf-8');
    expect(answer.body, what).toMatch(new RegExp(`^${String(row.status)} \\S`));
    return;
  }
  expect(answer.headers['content-type'], what).toBe('application/json; charset=utf-8');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body.status, what).toBe(row.shape.json);
  expect(body[SPAN_ID_KEY], what).toMatch(/^[0-9a-f]{32}$/);
}

describe('nginx’s own answers, request by request', () => {
  it.each(ROWS)('$status: $what', async (row) => {
    row.around?.before();
    try {
      const request = typeof row.request === 'string' ? row.request : row.request();
      expectOwnAnswer(await sendRaw(portal.port, request), row);
    } finally {
      row.around?.after();
    }
  });

  it('429: over a call’s rate, with Retry-After', async () => {
    const token = line('POST', API_PATHS.token, [], { body: '{}' });
    expect((await sendRaw(portal.port, token, { localAddress: '127.0.0.5' })).status).toBe(200);
    const refused = await sendRaw(portal.port, token, { localAddress: '127.0.0.5' });
    expectOwnAnswer(refused, {
      what: 'a second token call in the minute',
      request: token,
      status: 429,
      shape: { json: 'TOO_MANY_REQUESTS' },
      headers: { 'retry-after': '60' },
    });
  });

  it('408: a body that never comes is cut off after the client timeout, nothing sent', async () => {
    const started = performance.now();
    const answer = await sendRaw(
      portal.port,
      `${line('POST', API_PATHS.token, ['Content-Length: 10'])}{}`,
    );
    // nginx 1.22 closes on a timed-out request without writing an answer (its 408 is logged only).
    expect(answer.raw).toBe('');
    expect(performance.now() - started).toBeGreaterThan(900);
  });
});

describe('redirects', () => {
  it.each([
    ['/', 302],
    ['/portal', 301],
  ] as const)('%s names the path only, whatever the Host', async (path, status) => {
    const answer = await sendRaw(
      portal.port,
      [`GET ${path} HTTP/1.1`, 'Host: evil.example:443', 'Connection: close', '', ''].join('\r\n'),
    );
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe('/portal/');
    expectSecurityHeaders(answer.headers, path);
  });
});

/** Request shapes a scanner sends: none may make nginx fail (5xx) or answer without its headers. */
const ODD_REQUESTS = [
  line('G@T', '/'),
  line('get', API_PATHS.question),
  line('GET', '*'),
  line('OPTIONS', '*'),
  line('CONNECT', 'evil.example:443'),
  line('GET', '/%'),
  line('GET', '/api/%zz'),
  line('GET', '/portal/%C0%AE%C0%AE/'),
  line('GET', `/portal/\u00ff`),
  line('GET', '/portal/..%5c..%5cetc/passwd'),
  line('GET', `/${'../'.repeat(20)}etc/passwd`),
  line('GET', 'http://evil.example:99999/api/client-register/question'),
  line('GET', '/portal/', ['Header With Space: x']),
  line('GET', '/portal/', ['NoColon']),
  line('GET', '/portal/', ['Host: evil/example']),
  line('POST', API_PATHS.token, ['Content-Length: -1']),
  line('POST', API_PATHS.token, ['Content-Length: 1', 'Transfer-Encoding: chunked']),
  `${line('POST', API_PATHS.token, ['Transfer-Encoding: chunked'])}zz\r\n`,
  // Ranges are not served (max_ranges 0): the whole file, not a 416.
  line('GET', '/portal/favicon.svg', ['Range: bytes=99999999-']),
  `${'A'.repeat(300)} / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
  'GET /portal/ HTTP/1.1\nHost: a\nConnection: close\n\n',
];

describe('no request shape makes nginx answer 500', () => {
  it.each(ODD_REQUESTS)('%j', async (request) => {
    const answer = await sendRaw(portal.port, request);
    if (answer.raw === '') return;
    expect(answer.status, answer.raw).toBeLessThan(500);
    if (answer.status >= 400) expect(answer.headers['cache-control'], answer.raw).toBe('no-store');
    expectSecurityHeaders(answer.headers, answer.raw);
  });
});

describe('HTTP/0.9, which has no headers', () => {
  it('gets the text of a 400, never a page without its policy', async () => {
    const answer = await sendRaw(portal.port, 'GET /portal/\r\n\r\n');
    expect(answer.raw).toMatch(/^400 \S/);
    expect(answer.raw).not.toContain('<');
  });
});

describe('the CSP report path without collectors', () => {
  it('drops reports with 204 within a limit per address, 429 past it', async () => {
    const report = line('POST', '/portal/telemetry/csp', ['Content-Type: application/csp-report'], {
      body: '{"csp-report":{"effective-directive":"img-src"}}',
    });
    // 20 a minute with a burst of 20 (docs/deploy.md): 30 at once from one address.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => sendRaw(portal.port, report, { localAddress: '127.0.0.6' })),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(21);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
