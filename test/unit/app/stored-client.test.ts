// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredClient, saveStartupParams } from '../../../src/app/stored-client.ts';

function stored(): Record<string, string> {
  return Object.fromEntries(Object.entries(window.localStorage));
}

describe('the client id and redirect uri stored at startup', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('stores both query parameters', () => {
    saveStartupParams(
      '?client_id=blocks&redirect_uri=https%3A%2F%2Fapp.exemplo.invalid%2Fvolta',
      localStorage,
    );
    expect(stored()).toEqual({
      client_id: 'blocks',
      redirect_uri: 'https://app.exemplo.invalid/volta',
    });
    expect(readStoredClient(localStorage)).toEqual({
      clientId: 'blocks',
      redirectUri: 'https://app.exemplo.invalid/volta',
    });
  });

  it('stores an empty string for the parameter that is missing', () => {
    saveStartupParams('?client_id=pagbem', localStorage);
    expect(stored()).toEqual({ client_id: 'pagbem', redirect_uri: '' });
  });

  it('stores empty strings on a first visit without parameters', () => {
    saveStartupParams('', localStorage);
    expect(stored()).toEqual({ client_id: '', redirect_uri: '' });
  });

  it('keeps what an earlier visit stored when the URL has neither parameter (a reload)', () => {
    saveStartupParams('?client_id=blocks&redirect_uri=x', localStorage);
    saveStartupParams('?source=register', localStorage);
    expect(stored()).toEqual({ client_id: 'blocks', redirect_uri: 'x' });
  });

  it('replaces both when a new visit names a client', () => {
    saveStartupParams('?client_id=blocks&redirect_uri=x', localStorage);
    saveStartupParams('?client_id=beblue', localStorage);
    expect(stored()).toEqual({ client_id: 'beblue', redirect_uri: '' });
  });
});
