import { describe, expect, it } from 'vitest';
import { resendClientId, tokenClientId } from '../../../machines/shared/payloads.ts';

// Spec sections 3 and 9: the token sends the stored client id or 'acerto'; the resend sends
// 'refi-digital' only when that is the stored id, 'acerto' for everything else.
describe('tokenClientId', () => {
  it("falls back to 'acerto' when no client id is stored", () => {
    expect(tokenClientId('')).toBe('acerto');
  });

  it.each(['refi-digital', 'pagbem', 'blocks', 'unknown-brand'])('sends the stored %s', (id) => {
    expect(tokenClientId(id)).toBe(id);
  });
});

describe('resendClientId', () => {
  it("keeps 'refi-digital' when that is stored", () => {
    expect(resendClientId('refi-digital')).toBe('refi-digital');
  });

  it.each(['', 'pagbem', 'beblue', 'meu-financiamento'])(
    "sends 'acerto' when %j is stored",
    (id) => {
      expect(resendClientId(id)).toBe('acerto');
    },
  );

  it('compares the stored id exactly, as it is saved from the query string', () => {
    expect(resendClientId('REFI-DIGITAL')).toBe('acerto');
    expect(resendClientId(' refi-digital')).toBe('acerto');
  });
});
