import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { SANDBOX_PATHS } from '../../sandbox/routes/sandbox.ts';
import { CONSENT_PATH } from '../../sandbox/routes/consent.ts';
import { KEPT_RECORDS } from '../../sandbox/memory.ts';
import { bodies, nonCustomerCpf, SPAN_ID, startSandbox, type RunningSandbox } from './support.ts';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function started(options: Parameters<typeof startSandbox>[0] = {}) {
  sandbox = await startSandbox(options);
  return sandbox;
}

/** What the server wrote on a raw connection until it closed it, and how long that took. */
function rawExchange(origin: string, request: string): Promise<{ text: string; ms: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve({ text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started });
    });
  });
}

/** The status line, lower-cased headers and JSON body of a raw HTTP answer. */
function parsed(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { code: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const ERROR_BODY = (status: string) => ({
  status,
  message: expect.any(String) as unknown,
  [SPAN_ID_KEY]: SPAN_ID,
});

describe('the sandbox under slow and broken requests', () => {
  it('answers 408 in the error shape and closes a body that never finishes, within its timeout', async () => {
    const running = await started({ requestTimeoutMs: 400 });
    const { text, ms } = await rawExchange(
      running.origin,
      `POST ${API_PATHS.token} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"document":`,
    );
    const answer = parsed(text);
    expect(answer.code).toBe(408);
    expect(answer.body).toEqual(ERROR_BODY('REQUEST_TIMEOUT'));
    expect(answer.headers['cache-control']).toBe('no-store');
    // The timeout plus Node's check interval (a quarter of it), with room for a busy machine.
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a request whose headers never end, by default within 30 s', async () => {
    const { DEFAULT_REQUEST_TIMEOUT_MS } = await import('../../sandbox/app.ts');
    // The interval Node checks at is a quarter of the timeout, at most 5 s.
    expect(DEFAULT_REQUEST_TIMEOUT_MS + 5_000).toBeLessThanOrEqual(30_000);
    const running = await started({ requestTimeoutMs: 400 });
    const { text } = await rawExchange(
      running.origin,
      `GET ${SANDBOX_PATHS.emails} HTTP/1.1\r\nHost: x\r\n`,
    );
    expect(parsed(text).code).toBe(408);
  });

  it('answers malformed HTTP in the error shape', async () => {
    const running = await started();
    const { text } = await rawExchange(running.origin, 'NOT HTTP AT ALL\r\n\r\n');
    const answer = parsed(text);
    expect(answer.code).toBe(400);
    expect(answer.body).toEqual(ERROR_BODY('BAD_REQUEST'));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers oversized headers with 431 in the error shape', async () => {
    const running = await started();
    const response = await fetch(running.origin + SANDBOX_PATHS.emails, {
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual(ERROR_BODY('REQUEST_HEADER_FIELDS_TOO_LARGE'));
  });

  it('answers a URL it cannot decode in the error shape', async () => {
    const running = await started();
    const response = await fetch(`${running.origin}/api/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(ERROR_BODY('BAD_REQUEST'));
  });
});

describe('the headers of API answers', () => {
  it.each([
    ['a status answer', API_PATHS.token, bodies.token('52998224725'), 200],
    ['a refused body', API_PATHS.token, {}, 400],
    ['an unknown route', '/api/nothing-here', {}, 404],
  ])('%s is neither stored nor sniffed', async (_case, path, body, code) => {
    const running = await started();
    const response = await fetch(running.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(code);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('requests to the sandbox from another site', () => {
  const formPost = (origin: string, headers: Record<string, string>) =>
    fetch(origin + SANDBOX_PATHS.resetForm, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: '',
    });

  it('refuses a cross-origin form post to the reset, which then resets nothing', async () => {
    const running = await started();
    await running.post(API_PATHS.nonClient, bodies.nonClient('52998224725'));
    const refused = await formPost(running.origin, {
      origin: 'https://elsewhere.invalid',
      'sec-fetch-site': 'cross-site',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(ERROR_BODY('FORBIDDEN'));
    // An older browser without Sec-Fetch-Site still sends Origin.
    expect((await formPost(running.origin, { origin: 'https://elsewhere.invalid' })).status).toBe(
      403,
    );
    const json = await fetch(running.origin + SANDBOX_PATHS.reset, {
      method: 'POST',
      headers: { origin: 'null' },
    });
    expect(json.status).toBe(403);
    expect(running.app.sandbox.emails()).toHaveLength(1);

    // The page's own button still works.
    const own = await formPost(running.origin, {
      origin: running.origin,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(303);
    expect(running.app.sandbox.emails()).toHaveLength(0);
  });

  it('refuses to show its page inside another site’s request', async () => {
    const running = await started();
    const fromElsewhere = await fetch(running.origin + SANDBOX_PATHS.page, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    const typed = await fetch(running.origin + SANDBOX_PATHS.page, {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typed.status).toBe(200);
  });
});

describe('what the sandbox keeps', () => {
  it(`keeps the newest ${String(KEPT_RECORDS)} e-mails and consents, and its page stays small`, async () => {
    const running = await started();
    const big = { formInfo: { notes: 'x'.repeat(20_000) } };
    for (let i = 0; i < KEPT_RECORDS + 30; i += 1) {
      await running.app.inject({
        method: 'POST',
        url: CONSENT_PATH,
        headers: { authorization: 'Bearer t' },
        payload: { ...big, n: i },
      });
      await running.app.inject({
        method: 'POST',
        url: API_PATHS.nonClient,
        remoteAddress: `10.1.${String(Math.floor(i / 200))}.${String(i % 200)}`,
        // A CPF signs up once: each e-mail is another person's.
        payload: bodies.nonClient(nonCustomerCpf(i), { email: `p${String(i)}@exemplo.invalid` }),
      });
    }
    const emails = running.app.sandbox.emails();
    expect(emails).toHaveLength(KEPT_RECORDS);
    expect(emails.at(-1)?.address).toBe(`p${String(KEPT_RECORDS + 29)}@exemplo.invalid`);
    expect(emails[0]?.address).toBe('p30@exemplo.invalid');
    const consents = running.app.sandbox.consents();
    expect(consents).toHaveLength(KEPT_RECORDS);
    expect(consents.at(-1)?.record).toMatchObject({ n: KEPT_RECORDS + 29 });

    const page = await fetch(running.origin + SANDBOX_PATHS.page);
    const html = await page.text();
    expect(html).toContain(`p${String(KEPT_RECORDS + 29)}@exemplo.invalid`);
    // 130 consents of 20 kB each were posted; the page shows a bounded part of them.
    expect(html.length).toBeLessThan(150_000);
  });
});
