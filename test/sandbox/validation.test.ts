import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY } from '../../machines/shared/api.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies, startSandbox, type Answer, type RunningSandbox } from './support.ts';

const success = scenario('success');

/**
 * Every POST call with a valid body. The body is checked before the token is looked up, after
 * the header is seen to be there (a missing one is 401, contract.test.ts): each carries one.
 */
const ENDPOINTS: [string, string, Record<string, unknown>][] = [
  ['token', API_PATHS.token, { ...bodies.token(success.cpf) }],
  ['answer', API_PATHS.answer, { ...bodies.answer(success) }],
  ['register', API_PATHS.register, { ...bodies.register({ nickname: 'Zé' }) }],
  ['resend', API_PATHS.resend, { ...bodies.resend(success.cpf) }],
  ['nonClient', API_PATHS.nonClient, { ...bodies.nonClient('52998224725', { nickname: 'Zé' }) }],
];

function without(body: Record<string, unknown>, ...fields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([field]) => !fields.includes(field)));
}

const OPTIONAL = new Set(['nickname']);

function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return String(value);
  // 'true' would pass with fastify's default type coercion, which the sandbox turns off.
  return 'true';
}

interface BadRequestBody {
  status: string;
  message: string;
  errors: { field: string; keyword: string; message: string; params: Record<string, unknown> }[];
}

function expectBadRequest(answer: Answer): BadRequestBody {
  expect(answer.http).toBe(400);
  const body = answer.body as unknown as BadRequestBody;
  expect(body.status).toBe('BAD_REQUEST');
  expect(body.message).toEqual(expect.any(String));
  expect(answer.body[SPAN_ID_KEY]).toMatch(/^[0-9a-f]{16}$/);
  return body;
}

/** A token header that is there and never looked up: the body is refused first. */
const SOME_TOKEN = 'not-looked-up';

let sandbox: RunningSandbox;
const post = (path: string, body: unknown) => sandbox.post(path, body, SOME_TOKEN);
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe.each(ENDPOINTS)('POST %s', (_name, path, valid) => {
  const fields = Object.keys(valid);

  it.each(fields.filter((field) => !OPTIONAL.has(field)))(
    'answers 400 without %s',
    async (field) => {
      const body = expectBadRequest(await post(path, without(valid, field)));
      expect(body.errors).toContainEqual(
        expect.objectContaining({ keyword: 'required', params: { missingProperty: field } }),
      );
    },
  );

  it.each(fields)('answers 400 when %s has the wrong type', async (field) => {
    const value = valid[field];
    const body = expectBadRequest(await post(path, { ...valid, [field]: wrongTypeOf(value) }));
    expect(body.errors).toContainEqual(expect.objectContaining({ field: `/${field}` }));
  });

  it('answers 400 to an extra field', async () => {
    const body = expectBadRequest(await post(path, { ...valid, surprise: 'x' }));
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        keyword: 'additionalProperties',
        params: { additionalProperty: 'surprise' },
      }),
    );
  });

  it('answers 400 to a body that is not an object', async () => {
    expectBadRequest(await post(path, ['not', 'an', 'object']));
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(sandbox.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-register-token': SOME_TOKEN },
      body: '{"document": ',
    });
    expectBadRequest({
      http: response.status,
      body: (await response.json()) as Record<string, unknown>,
    });
  });

  it('reports every broken rule at once', async () => {
    const [first = '', second = ''] = fields.filter((field) => !OPTIONAL.has(field));
    const body = expectBadRequest(
      await post(path, { ...without(valid, first, second), surprise: 1 }),
    );
    expect(body.errors.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the register body', () => {
  it('answers 400 when acceptNotifications is false', async () => {
    const body = expectBadRequest(
      await post(API_PATHS.register, { ...bodies.register(), acceptNotifications: false }),
    );
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: '/acceptNotifications', keyword: 'const' }),
    );
  });

  it('refuses acceptTermsAndConditions false: no access without the terms (issue 28)', async () => {
    const { http, body } = await post(
      API_PATHS.register,
      bodies.register({ acceptTermsAndConditions: false }),
    );
    expect(http).toBe(400);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: '/acceptTermsAndConditions', keyword: 'const' }),
    );
  });
});

describe('other requests the API does not know', () => {
  it('answer 404 JSON with a span id', async () => {
    const answer = await sandbox.get('/api/client-register/nothing');
    expect(answer.http).toBe(404);
    expect(answer.body['status']).toBe('NOT_FOUND');
    expect(answer.body[SPAN_ID_KEY]).toEqual(expect.any(String));
  });

  it('answer 415 JSON to a body that is not JSON', async () => {
    const response = await fetch(sandbox.origin + API_PATHS.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'document=1',
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body['status']).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body[SPAN_ID_KEY]).toEqual(expect.any(String));
  });
});
