import { describe, expect, it } from 'vitest';
import { clientStatusOf } from '../../../machines/shared/client-status.ts';

// INVALID_CLIENT_STATUS names the client status in messages[0] as 'text: CLIENT_STATUS';
// the spec has seen both upper and lower case.
describe('clientStatusOf', () => {
  it.each([
    ['Client status: REGISTERED', 'REGISTERED'],
    ['Client status: BLOCKED', 'BLOCKED'],
    ['Situação do cliente: registered', 'REGISTERED'],
    ['status: blocked', 'BLOCKED'],
    ['status:  Registered  ', 'REGISTERED'],
    ['a: b: BLOCKED', 'BLOCKED'],
  ])('reads %j as %s', (message, expected) => {
    expect(clientStatusOf([message])).toBe(expected);
  });

  it('reads a bare status without the text part', () => {
    expect(clientStatusOf(['REGISTERED'])).toBe('REGISTERED');
  });

  it('is undefined when messages are missing or empty', () => {
    expect(clientStatusOf(undefined)).toBeUndefined();
    expect(clientStatusOf([])).toBeUndefined();
    expect(clientStatusOf([''])).toBeUndefined();
  });

  it('is undefined for a status the API does not name', () => {
    expect(clientStatusOf(['Client status: ARCHIVED'])).toBeUndefined();
    expect(clientStatusOf(['Client status: REGISTERED_AND_BLOCKED'])).toBeUndefined();
  });

  it('reads only the first message', () => {
    expect(clientStatusOf(['Client status: ARCHIVED', 'Client status: BLOCKED'])).toBeUndefined();
  });
});
