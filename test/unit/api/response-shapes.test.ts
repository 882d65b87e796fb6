import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../machines/index.ts';
import { createRegistrationApi, type RegistrationApi } from '../../../src/api/registration-api.ts';
import type { HttpRequest } from '../../../src/api/http-client.ts';

/**
 * Issue 27: every answer is checked against its call's shape (spec sections 3 and 7) before a
 * machine reads it. An answer of another shape rejects as the call's failure, kind `shape`, which
 * the machines route like any other failure: the step's message, what was typed kept.
 */

/** The API client over an HTTP client that answers every path with `answer` (its status was there). */
function apiAnswering(answer: Record<string, unknown>): RegistrationApi {
  const request = ((path: string) =>
    Object.values(API_PATHS).includes(path as never)
      ? Promise.resolve(answer)
      : Promise.reject(new Error(`unknown path ${path}`))) as HttpRequest;
  return createRegistrationApi(request);
}

const TOKEN = 'token-1';
const calls = {
  token: (api) => api.requestToken({ document: '1', recaptchaResponse: 'r', clientId: 'acerto' }),
  question: (api) => api.fetchQuestion(TOKEN),
  answer: (api) =>
    api.submitAnswer(TOKEN, { birthdayDay: '1', birthdayYear: '1980', mothersFirstName: 'ANA' }),
  register: (api) =>
    api.register(TOKEN, {
      acceptNotifications: true,
      acceptTermsAndConditions: true,
      cellphone: '11987654321',
      email: 'ana@exemplo.invalid',
      password: 'senha!123',
      redirectUri: '',
      clientId: '',
    }),
  resend: (api) =>
    api.resendEmail(TOKEN, {
      document: '1',
      redirectUri: '',
      recaptchaResponse: 'r',
      clientId: '',
    }),
  nonClient: (api) =>
    api.registerNonClient({
      name: 'Ana',
      email: 'ana@exemplo.invalid',
      cellphone: '11987654321',
      birthDate: 0,
      document: '1',
      password: 'senha!123',
      redirectUri: '',
      clientId: '',
      acceptSendMessage: false,
    }),
} satisfies Record<string, (api: RegistrationApi) => Promise<unknown>>;
const CALLS = Object.keys(calls) as (keyof typeof calls)[];

const rejectsAsShape = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ name: 'ApiCallError', kind: 'shape' });

describe('answers checked against their shape', () => {
  it.each(CALLS)('%s: a status that is not a string is a failure', async (call) => {
    await rejectsAsShape(calls[call](apiAnswering({ status: 200 })));
  });

  it.each(CALLS)('%s: an answer of the right shape goes through', async (call) => {
    const answer =
      call === 'question'
        ? { status: 'SUCCESS', question: { motherNames: ['ANA'] }, extra: 1 }
        : { status: 'SUCCESS', extra: 1 };
    await expect(calls[call](apiAnswering(answer))).resolves.toEqual(answer);
  });

  it.each([
    ['a token that is a number', { status: 'SUCCESS', token: 42 }],
    ['messages that are a string', { status: 'SUCCESS', token: 't', messages: 'x: BLOCKED' }],
    ['a message that is not a string', { status: 'SUCCESS', token: 't', messages: [null] }],
  ])('token: %s is a failure', async (_, answer) => {
    await rejectsAsShape(calls.token(apiAnswering(answer)));
  });

  it.each([
    ['mother names that are a string', { status: 'SUCCESS', question: { motherNames: 'MARIA' } }],
    ['a name that is a number', { status: 'SUCCESS', question: { motherNames: ['ANA', 3] } }],
    ['no question on SUCCESS', { status: 'SUCCESS' }],
    ['a question without names', { status: 'SUCCESS', question: {} }],
    ['a question that is a list', { status: 'SUCCESS', question: ['ANA'] }],
  ])('question: %s is a failure', async (_, answer) => {
    await rejectsAsShape(calls.question(apiAnswering(answer)));
  });

  it('question: another status needs no names', async () => {
    await expect(calls.question(apiAnswering({ status: 'TOKEN_ERROR' }))).resolves.toEqual({
      status: 'TOKEN_ERROR',
    });
  });

  it('token: the optional fields may be left out', async () => {
    await expect(calls.token(apiAnswering({ status: 'CLIENT_NOT_FOUND' }))).resolves.toEqual({
      status: 'CLIENT_NOT_FOUND',
    });
  });
});
