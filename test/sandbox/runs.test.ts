import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, TOKEN_HEADER } from '../../machines/shared/api.ts';
import { buildSandbox, type SandboxApp } from '../../sandbox/app.ts';
import { CONSENT_PATH } from '../../sandbox/routes/consent.ts';
import { SANDBOX_PATHS } from '../../sandbox/routes/sandbox.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { KEPT_RUNS } from '../../sandbox/state.ts';
import { bodies, CONTRACT_TEST_RATE_LIMITS } from './support.ts';

/*
 * Issue 37 item 5, the sandbox's side: runs of tests sharing one sandbox name themselves in the
 * X-Sandbox-Run header, and never see each other's tokens, wrong answers, rate-limit counts,
 * e-mails, consents or registrations; a reset clears the caller's run only.
 */

const CUSTOMER = scenario('success');
const WRONG = bodies.answer(CUSTOMER, { birthdayYear: '1900' });

let app: SandboxApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function started(rateLimit = CONTRACT_TEST_RATE_LIMITS): SandboxApp {
  app = buildSandbox({ rateLimit });
  return app;
}

/** One run's client of `sandbox`: every request carries the run's header (none for undefined). */
function runOn(sandbox: SandboxApp, run: string | undefined) {
  const headers = (token?: string) => ({
    ...(run === undefined ? {} : { 'X-Sandbox-Run': run }),
    ...(token === undefined ? {} : { [TOKEN_HEADER]: token }),
  });
  const json = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<{ http: number; body: Record<string, unknown> }> => {
    const response = await sandbox.inject({
      method,
      url,
      headers: headers(token),
      ...(payload === undefined ? {} : { payload }),
    });
    return { http: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const status = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    (await json(method, url, payload, token)).body['status'];
  return {
    json,
    token: () => json('POST', API_PATHS.token, bodies.token(CUSTOMER.cpf)),
    async questioned(): Promise<string> {
      const token = String((await this.token()).body['token']);
      expect(await status('GET', API_PATHS.question, undefined, token)).toBe('SUCCESS');
      return token;
    },
    answer: (token: string, body = bodies.answer(CUSTOMER)) =>
      status('POST', API_PATHS.answer, body, token),
    register: (token: string) => status('POST', API_PATHS.register, bodies.register(), token),
    emails: async () => (await json('GET', SANDBOX_PATHS.emails)).body as unknown as unknown[],
    reset: () => status('POST', SANDBOX_PATHS.reset),
  };
}

describe('two runs interleaved on one sandbox', () => {
  it('keep their own wrong answers, registrations and e-mails', async () => {
    const sandbox = started();
    const a = runOn(sandbox, 'qa-default.1');
    const b = runOn(sandbox, 'qa-refi.1');
    const tokenA = await a.questioned();
    const tokenB = await b.questioned();
    // Run A blocks the CPF with its wrong answers; run B, interleaved, answers right.
    expect(await a.answer(tokenA, WRONG)).toBe('INCORRECT_ANSWER');
    expect(await b.answer(tokenB, WRONG)).toBe('INCORRECT_ANSWER');
    expect(await a.answer(tokenA, WRONG)).toBe('INCORRECT_ANSWER');
    expect(await b.answer(tokenB)).toBe('SUCCESS');
    expect(await a.answer(tokenA, WRONG)).toBe('TOKEN_ERROR');
    expect(await b.register(tokenB)).toBe('SUCCESS');
    // B's token means nothing to A, and the other way round.
    expect(await a.register(tokenB)).toBe('TOKEN_ERROR');
    expect((await b.token()).body['status']).toBe('INVALID_CLIENT_STATUS');
    expect((await a.token()).body['status']).toBe('SUCCESS');
    expect(await a.emails()).toEqual([]);
    expect(await b.emails()).toHaveLength(1);
    expect(await runOn(sandbox, undefined).emails()).toEqual([]);
    expect(sandbox.sandbox.emails('qa-refi.1')).toHaveLength(1);
  });

  it('are reset one at a time: with the header its run, without it the default run', async () => {
    const sandbox = started();
    const a = runOn(sandbox, 'run-a');
    const b = runOn(sandbox, 'run-b');
    const plain = runOn(sandbox, undefined);
    for (const run of [a, b, plain])
      expect(await run.register(await answered(run))).toBe('SUCCESS');

    expect(await a.reset()).toBe('SUCCESS');
    expect((await a.token()).body['status']).toBe('SUCCESS');
    expect((await b.token()).body['status']).toBe('INVALID_CLIENT_STATUS');
    expect((await plain.token()).body['status']).toBe('INVALID_CLIENT_STATUS');

    expect(await plain.reset()).toBe('SUCCESS');
    expect((await plain.token()).body['status']).toBe('SUCCESS');
    expect((await b.token()).body['status']).toBe('INVALID_CLIENT_STATUS');
    expect(await b.emails()).toHaveLength(1);
  });

  it('count their own rate limits, and a run’s reset clears its counts only', async () => {
    const sandbox = started({ ...CONTRACT_TEST_RATE_LIMITS, token: { max: 2, windowMs: 60_000 } });
    const a = runOn(sandbox, 'run-a');
    const b = runOn(sandbox, 'run-b');
    const codes = async (run: typeof a, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i += 1) seen.push((await run.token()).http);
      return seen;
    };
    expect(await codes(a, 3)).toEqual([200, 200, 429]);
    expect(await codes(b, 1)).toEqual([200]);
    await a.reset();
    expect(await codes(a, 1)).toEqual([200]);
    expect(await codes(b, 2)).toEqual([200, 429]);
  });

  it('keep their own consents', async () => {
    const sandbox = started();
    const post = (run: string) =>
      sandbox.inject({
        method: 'POST',
        url: CONSENT_PATH,
        headers: { authorization: 'Bearer t', 'X-Sandbox-Run': run },
        payload: { run },
      });
    await post('run-a');
    await post('run-b');
    const listed = await runOn(sandbox, 'run-a').json('GET', CONSENT_PATH);
    expect((listed.body as unknown as { record: unknown }[]).map(({ record }) => record)).toEqual([
      { run: 'run-a' },
    ]);
    expect(sandbox.sandbox.consents()).toEqual([]);
  });
});

/** A token of `run` whose right answer was given. */
async function answered(run: ReturnType<typeof runOn>): Promise<string> {
  const token = await run.questioned();
  expect(await run.answer(token)).toBe('SUCCESS');
  return token;
}

describe('the run header', () => {
  it.each([
    ['too long', 'x'.repeat(65)],
    ['a space', 'run a'],
    ['a slash', 'run/a'],
    ['empty', ''],
  ])('is refused with 400 BAD_REQUEST when %s, and nothing is remembered', async (_case, run) => {
    const sandbox = started();
    const response = await sandbox.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { 'X-Sandbox-Run': run },
      payload: bodies.token(CUSTOMER.cpf),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'BAD_REQUEST',
      message: expect.stringContaining('X-Sandbox-Run') as unknown,
    });
  });

  it('takes ids of letters, digits, dot, dash and underscore up to 64 characters', async () => {
    const sandbox = started();
    const run = runOn(sandbox, `A-z_0.9${'x'.repeat(56)}`);
    expect((await run.token()).body['status']).toBe('SUCCESS');
  });

  it(`forgets the least recently used run beyond ${String(KEPT_RUNS)}`, async () => {
    const sandbox = started();
    const first = runOn(sandbox, 'first');
    expect(await first.register(await answered(first))).toBe('SUCCESS');
    for (let i = 0; i < KEPT_RUNS; i += 1) await runOn(sandbox, `other-${String(i)}`).token();
    expect(await first.emails()).toEqual([]);
  });
});

describe('the sandbox page of a run', () => {
  it('shows the run named in its address, and its button resets that run only', async () => {
    const sandbox = started();
    const a = runOn(sandbox, 'run-a');
    expect(await a.register(await answered(a))).toBe('SUCCESS');
    const plain = runOn(sandbox, undefined);
    expect(await plain.register(await answered(plain))).toBe('SUCCESS');

    const page = await sandbox.inject({ method: 'GET', url: '/sandbox/?run=run-a' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/sandbox/reset?run=run-a"');
    expect(page.body).toContain('cliente@exemplo.invalid');

    const reset = await sandbox.inject({
      method: 'POST',
      url: '/sandbox/reset?run=run-a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe('/sandbox/?run=run-a');
    expect(await a.emails()).toEqual([]);
    expect(await plain.emails()).toHaveLength(1);
  });

  it('refuses an address whose run is not an id', async () => {
    const sandbox = started();
    const page = await sandbox.inject({ method: 'GET', url: '/sandbox/?run=%3Cb%3E' });
    expect(page.statusCode).toBe(400);
  });
});
