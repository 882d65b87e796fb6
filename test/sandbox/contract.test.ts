import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SPAN_ID_KEY, TOKEN_HEADER, type ApiCall } from '../../machines/shared/api.ts';
import { CONTRACT_FILE, loadContract } from '../../sandbox/contract.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { bodies, SPAN_ID, startSandbox, type RunningSandbox } from './support.ts';

/*
 * Issue 36 item 7: the sandbox checks requests, not only answers, against docs/api/openapi.yaml,
 * with the validator the answers are checked with, and refuses in the document's own statuses:
 * 400 for a body the schemas refuse, 415 for a body that is not JSON, 401 for a missing token
 * header (the registerToken security scheme), 405 with Allow for a method a path does not list.
 * Each refusal is checked against the document too.
 */

const success = scenario('success');
let sandbox: RunningSandbox;
let api: OpenAPIBackend;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = new OpenAPIBackend({
    definition: parse(readFileSync(CONTRACT_FILE, 'utf8')) as never,
    quick: true,
  });
  await api.init();
});
afterAll(() => sandbox.close());

interface Raw {
  http: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function raw(path: string, init: RequestInit): Promise<Raw> {
  const response = await fetch(sandbox.origin + path, init);
  return {
    http: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The document's verdict on an answer of `call`: [] when it allows it. */
function documented(call: ApiCall, answer: Raw): unknown[] {
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  return api.validateResponse(answer.body, call, answer.http).errors ?? [];
}

describe('a body the document refuses', () => {
  it('answers 400 to a day longer than maxLength 2, which the sandbox once took', async () => {
    const token = String(
      (await sandbox.post(API_PATHS.token, bodies.token(success.cpf))).body['token'],
    );
    const answer = await sandbox.post(
      API_PATHS.answer,
      bodies.answer(success, { birthdayDay: '0000015' }),
      token,
    );
    expect(answer.http).toBe(400);
    expect(answer.body['errors']).toEqual([
      expect.objectContaining({ field: '/birthdayDay', keyword: 'maxLength' }),
    ]);
  });

  it('is refused by the document it is read from: a copy allowing longer days takes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-'));
    const copy = join(folder, 'openapi.yaml');
    writeFileSync(
      copy,
      readFileSync(CONTRACT_FILE, 'utf8').replace(
        'birthdayDay: { type: string, maxLength: 2,',
        'birthdayDay: { type: string, maxLength: 8,',
      ),
    );
    const request = {
      method: 'POST',
      path: API_PATHS.answer,
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: 't' },
      body: bodies.answer(success, { birthdayDay: '0000015' }),
    };
    expect((await loadContract()).byId('answer')?.problems(request)).toHaveLength(1);
    expect((await loadContract(copy)).byId('answer')?.problems(request)).toEqual([]);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('answers the documented 415 with %s', async (_case, headers: Record<string, string>) => {
    const answer = await raw(API_PATHS.token, {
      method: 'POST',
      headers,
      body: JSON.stringify(bodies.token(success.cpf)),
    });
    expect(answer.http).toBe(415);
    expect(answer.body).toEqual({
      status: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The body must be application/json.',
      [SPAN_ID_KEY]: SPAN_ID,
    });
    expect(documented('token', answer)).toEqual([]);
  });

  it('takes application/json with a charset', async () => {
    const answer = await raw(API_PATHS.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(bodies.token(success.cpf)),
    });
    expect(answer.body['status']).toBe('SUCCESS');
  });
});

describe('the token header, a security scheme of the document', () => {
  it.each([
    ['question', 'GET', undefined],
    ['answer', 'POST', bodies.answer(success)],
    ['register', 'POST', bodies.register()],
  ] as const)('missing on %s answers the documented 401', async (call, method, body) => {
    const answer = await raw(API_PATHS[call], {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    expect(answer.http).toBe(401);
    expect(answer.body['status']).toBe('UNAUTHORIZED');
    expect(documented(call, answer)).toEqual([]);
  });
});

describe('a method the document does not list', () => {
  it.each([
    ['PUT', API_PATHS.token, 'POST'],
    ['DELETE', API_PATHS.register, 'POST'],
    ['POST', API_PATHS.question, 'GET'],
    ['HEAD', API_PATHS.question, 'GET'],
    ['OPTIONS', API_PATHS.nonClient, 'POST'],
    ['PATCH', API_PATHS.resend, 'POST'],
    ['TRACE', API_PATHS.answer, 'POST'],
  ])('%s %s answers 405 with Allow: %s, in the error shape', async (method, path, allow) => {
    const response = await sandbox.app.inject({ method: method as 'GET', url: path });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe(allow);
    if (method === 'HEAD') return;
    expect(response.json()).toEqual({
      status: 'METHOD_NOT_ALLOWED',
      message: `${method} is not allowed here; the contract lists ${allow}.`,
      [SPAN_ID_KEY]: SPAN_ID,
    });
  });

  it('leaves a path the document does not have at 404', async () => {
    const response = await sandbox.app.inject({ method: 'PUT', url: '/api/client-register/x' });
    expect(response.statusCode).toBe(404);
  });
});
