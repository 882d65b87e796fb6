import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { buildSandbox, type SandboxApp } from '../../sandbox/app.ts';
import { SANDBOX_PATHS } from '../../sandbox/routes/sandbox.ts';
import { DEFAULT_RATE_LIMITS } from '../../sandbox/rate-limit.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies, SPAN_ID, startSandbox, walkTo, type RunningSandbox } from './support.ts';

const CUSTOMER = scenario('success');
const WINDOW_MS = 60_000;

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await sandbox?.close();
  sandbox = undefined;
});

async function limited(token: number, resend: number): Promise<RunningSandbox> {
  sandbox = await startSandbox({
    rateLimit: {
      token: { max: token, windowMs: WINDOW_MS },
      resend: { max: resend, windowMs: WINDOW_MS },
    },
  });
  return sandbox;
}

/** A token request from this client address (fastify's `request.ip`), over HTTP injection. */
function tokenFrom(app: SandboxApp, ip: string) {
  return app.inject({
    method: 'POST',
    url: API_PATHS.token,
    remoteAddress: ip,
    payload: bodies.token(CUSTOMER.cpf),
  });
}

describe('the rate limit of the token and resend calls', () => {
  it('answers HTTP 429 with a JSON error and Retry-After after max token requests from one address', async () => {
    const running = await limited(3, 2);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http);
    }
    expect(codes).toEqual([200, 200, 200, 429]);

    const response = await fetch(running.origin + API_PATHS.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodies.token(CUSTOMER.cpf)),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(await response.json()).toEqual({
      status: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Rate limit exceeded/) as unknown,
      [SPAN_ID_KEY]: SPAN_ID,
    });
  });

  it('counts even requests whose body is refused, before reading it', async () => {
    const running = await limited(2, 2);
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await running.post(API_PATHS.token, {})).http);
    expect(codes).toEqual([400, 400, 429]);
  });

  it('limits each client address on its own', async () => {
    const running = await limited(2, 2);
    const first = [];
    for (let i = 0; i < 3; i += 1)
      first.push((await tokenFrom(running.app, '10.0.0.1')).statusCode);
    expect(first).toEqual([200, 200, 429]);
    expect((await tokenFrom(running.app, '10.0.0.2')).statusCode).toBe(200);
    expect((await tokenFrom(running.app, '10.0.0.1')).statusCode).toBe(429);
  });

  it('counts resends apart from token requests, and limits them too', async () => {
    const running = await limited(2, 2);
    const { token } = await walkTo(running, CUSTOMER, 'register');
    const resend = () => running.post(API_PATHS.resend, bodies.resend(CUSTOMER.cpf), token);
    const codes = [(await resend()).http, (await resend()).http, (await resend()).http];
    expect(codes).toEqual([200, 200, 429]);
    // One token request was made on the way: one left.
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(200);
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(429);
    // The other calls are not limited.
    expect((await running.get(API_PATHS.question, token)).http).toBe(200);
  });

  it('limits the non-customer sign-up per address, so it cannot list customers or send e-mails at will', async () => {
    sandbox = await startSandbox({ rateLimit: { nonClient: { max: 2, windowMs: WINDOW_MS } } });
    const running = sandbox;
    const signUp = (from: string, cpf: string) =>
      running.app.inject({
        method: 'POST',
        url: API_PATHS.nonClient,
        remoteAddress: from,
        payload: bodies.nonClient(cpf),
      });
    // A customer's CPF (USER_ALREADY_EXISTS) and unknown ones count alike.
    const codes = [
      (await signUp('10.0.0.5', CUSTOMER.cpf)).statusCode,
      (await signUp('10.0.0.5', '52998224725')).statusCode,
      (await signUp('10.0.0.5', '11144477735')).statusCode,
    ];
    expect(codes).toEqual([200, 200, 429]);
    const refused = await signUp('10.0.0.5', '11144477735');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      status: 'TOO_MANY_REQUESTS',
      [SPAN_ID_KEY]: SPAN_ID,
    });
    expect((await signUp('10.0.0.6', '11144477735')).statusCode).toBe(200);
    expect(running.app.sandbox.emails()).toHaveLength(2);
  });

  it('counts the address a proxy on the same machine names, and believes no farther one', async () => {
    const running = await limited(1, 1);
    const from = (remoteAddress: string, forwardedFor: string) =>
      running.app.inject({
        method: 'POST',
        url: API_PATHS.token,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: bodies.token(CUSTOMER.cpf),
      });
    // nginx on loopback, two customers behind it: one try each.
    expect((await from('127.0.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await from('127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
    expect((await from('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    // A client elsewhere cannot pose as someone new by writing the header itself.
    expect((await from('10.0.0.7', '203.0.113.3')).statusCode).toBe(200);
    expect((await from('10.0.0.7', '203.0.113.4')).statusCode).toBe(429);
  });

  it('lets the address in again when its window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const running = await limited(1, 1);
    expect((await tokenFrom(running.app, '10.0.0.3')).statusCode).toBe(200);
    expect((await tokenFrom(running.app, '10.0.0.3')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + WINDOW_MS - 1_000);
    expect((await tokenFrom(running.app, '10.0.0.3')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await tokenFrom(running.app, '10.0.0.3')).statusCode).toBe(200);
  });

  it('forgets every count on the sandbox reset, over HTTP and from a test', async () => {
    const running = await limited(1, 1);
    await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf));
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(429);
    expect((await running.post(SANDBOX_PATHS.reset, {})).http).toBe(200);
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(200);
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(429);
    running.app.sandbox.reset();
    expect((await running.post(API_PATHS.token, bodies.token(CUSTOMER.cpf))).http).toBe(200);
  });

  it('is on by default: 10 token requests, 5 resends and 5 non-customer sign-ups a minute per address', async () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      token: { max: 10, windowMs: 60_000 },
      resend: { max: 5, windowMs: 60_000 },
      nonClient: { max: 5, windowMs: 60_000 },
    });
    const app = buildSandbox();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await tokenFrom(app, '10.0.0.4')).statusCode);
    await app.close();
    expect(codes).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('can be turned off', async () => {
    sandbox = await startSandbox({ rateLimit: false });
    for (let i = 0; i < 12; i += 1) {
      expect((await tokenFrom(sandbox.app, '10.0.0.5')).statusCode).toBe(200);
    }
  });
});
