import { describe, expect, it } from 'vitest';
import { byStatus } from '../../../machines/shared/guards.ts';

/**
 * A step writes each status of a call once, as the key of its answers (spec sections 4 and 7):
 * the guard comes from the key, so an answer cannot be guarded on another status than the one it
 * is filed under.
 */

describe('byStatus', () => {
  it('guards each answer on the status it is keyed by, in the order of the call’s status list', () => {
    // Written out of the list's order (SUCCESS, INCORRECT_ANSWER, TOKEN_ERROR) on purpose.
    const transitions = byStatus.answer({
      TOKEN_ERROR: [{ target: 'blocked' }],
      INCORRECT_ANSWER: [{ target: 'editing' }],
      SUCCESS: [{ target: 'finish' }],
    });
    expect(transitions).toEqual([
      { guard: { type: 'hasStatus', params: { status: 'SUCCESS' } }, target: 'finish' },
      { guard: { type: 'hasStatus', params: { status: 'INCORRECT_ANSWER' } }, target: 'editing' },
      { guard: { type: 'hasStatus', params: { status: 'TOKEN_ERROR' } }, target: 'blocked' },
    ]);
  });

  it('gives a status with no answers (`[]`) no transition: the step’s fallback takes it', () => {
    const transitions = byStatus.resend({
      SUCCESS: [{ target: 'resent' }],
      INCORRECT_CAPTCHA_RESPONSE: [],
      TOKEN_ERROR: [],
    });
    expect(transitions.map(({ guard }) => guard)).toEqual([
      { type: 'hasStatus', params: { status: 'SUCCESS' } },
    ]);
  });

  it('narrows INVALID_CLIENT_STATUS by the client status an answer names, the key’s guard first', () => {
    const [registered, other] = byStatus.token({
      SUCCESS: [],
      CLIENT_NOT_FOUND: [],
      INCORRECT_CAPTCHA_RESPONSE: [],
      INSUFFICIENT_CLIENT_DATA: [],
      INVALID_CLIENT_STATUS: [{ clientStatus: 'REGISTERED', target: 'a' }, { target: 'b' }],
    });
    expect(Reflect.get(registered?.guard ?? {}, 'guards')).toEqual([
      { type: 'hasStatus', params: { status: 'INVALID_CLIENT_STATUS' } },
      { type: 'hasClientStatus', params: { clientStatus: 'REGISTERED' } },
    ]);
    expect(registered).not.toHaveProperty('clientStatus');
    expect(other?.guard).toEqual({
      type: 'hasStatus',
      params: { status: 'INVALID_CLIENT_STATUS' },
    });
  });

  it('refuses, at compile time, an answer that brings a guard of its own or a status the call lacks', () => {
    const guarded = () =>
      byStatus.question({
        // @ts-expect-error a guard is the key's: an answer cannot bring another
        SUCCESS: [{ guard: { type: 'hasStatus', params: { status: 'TOKEN_ERROR' } }, target: 'x' }],
        TOKEN_ERROR: [],
      });
    const foreign = () =>
      byStatus.question({
        SUCCESS: [],
        TOKEN_ERROR: [],
        // @ts-expect-error the question call never answers INCORRECT_ANSWER
        INCORRECT_ANSWER: [],
      });
    const missing = () =>
      // @ts-expect-error every status of the call has its entry: TOKEN_ERROR is missing
      byStatus.question({ SUCCESS: [] });
    expect([guarded, foreign, missing].map((answers) => typeof answers)).toEqual([
      'function',
      'function',
      'function',
    ]);
  });
});
