import { describe, expect, it } from 'vitest';
import { answerOf, failureOf, spanIdOf } from '../../../machines/shared/outcomes.ts';

const done = (output: unknown) => ({ type: 'xstate.done.actor.requestToken', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.requestToken', error });

describe('answerOf', () => {
  it('returns the output of a done event that carries a status', () => {
    const output = { status: 'SUCCESS', token: 'abc' };
    expect(answerOf(done(output))).toBe(output);
  });

  it.each([
    ['no output', { type: 'x' }],
    ['an output without status', done({ token: 'abc' })],
    ['a non-string status', done({ status: 200 })],
    ['a string output (the captcha)', done('captcha-response')],
    ['a null output', done(null)],
    ['no event at all', undefined],
    ['a string event', 'SUCCESS'],
  ])('is undefined for %s', (_, event) => {
    expect(answerOf(event)).toBeUndefined();
  });
});

describe('failureOf', () => {
  it.each([
    { kind: 'network' },
    { kind: 'timeout', spanId: 'span-1' },
    { kind: 'http', httpStatus: 409, status: 'USER_ALREADY_EXISTS', spanId: 'span-2' },
  ])('returns the ApiFailure the call rejected with: %j', (error) => {
    expect(failureOf(failed(error))).toBe(error);
  });

  it.each([
    ['an Error', new Error('boom')],
    ['an object with an unknown kind', { kind: 'offline' }],
    ['a string', 'boom'],
    ['nothing', undefined],
  ])('treats %s as a network failure', (_, error) => {
    expect(failureOf(failed(error))).toEqual({ kind: 'network' });
  });

  it('treats an event without error as a network failure', () => {
    expect(failureOf({ type: 'x' })).toEqual({ kind: 'network' });
    expect(failureOf(null)).toEqual({ kind: 'network' });
  });
});

describe('spanIdOf', () => {
  it("reads an answer's span id", () => {
    expect(spanIdOf(done({ status: 'TOKEN_ERROR', spanId: 'span-a' }))).toBe('span-a');
  });

  it("reads a failure's span id", () => {
    expect(spanIdOf(failed({ kind: 'http', httpStatus: 500, spanId: 'span-f' }))).toBe('span-f');
  });

  it('is undefined when neither carries one', () => {
    expect(spanIdOf(done({ status: 'SUCCESS' }))).toBeUndefined();
    expect(spanIdOf(failed({ kind: 'network' }))).toBeUndefined();
    expect(spanIdOf(failed(new Error('boom')))).toBeUndefined();
    expect(spanIdOf({ type: 'cpf.submit', cpf: '52998224725' })).toBeUndefined();
  });
});
