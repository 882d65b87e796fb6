import { SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../sandbox/scenarios.ts';
import { anyString, SPAN_ID, startSandbox, walkTo, type RunningSandbox } from './support.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('error answers', () => {
  it('HTTP 500 carries INTERNAL_ERROR and a span id', async () => {
    const { answer } = await walkTo(sandbox, scenario('registerFailure'), 'register');
    expect(answer).toEqual({
      http: 500,
      body: { status: 'INTERNAL_ERROR', message: anyString, [SPAN_ID_KEY]: SPAN_ID },
    });
  });

  it('HTTP 409 carries USER_ALREADY_EXISTS and a span id', async () => {
    const { answer } = await walkTo(sandbox, scenario('registerUserExistsBody'), 'register');
    expect(answer).toEqual({
      http: 409,
      body: { status: 'USER_ALREADY_EXISTS', [SPAN_ID_KEY]: SPAN_ID },
    });
  });

  it('a new span id each time', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i += 1) {
      const { answer } = await walkTo(sandbox, scenario('tokenFailure'), 'token');
      ids.add(answer.body[SPAN_ID_KEY]);
    }
    expect(ids.size).toBe(3);
  });

  it('statuses that are answers carry no span id', async () => {
    const { answer } = await walkTo(sandbox, scenario('registerUserExists'), 'register');
    expect(answer).toEqual({ http: 200, body: { status: 'USER_ALREADY_EXISTS' } });
  });
});
