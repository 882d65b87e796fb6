// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredClient, saveStartupParams } from '../../../src/app/stored-client.ts';

function stored(): Record<string, string> {
  return Object.fromEntries(Object.entries(window.localStorage));
}

/** Opens `url` (path and query under the portal's base) as the app does at startup. */
function open(url: string): void {
  const { pathname, search } = new URL(url, 'https://portal.exemplo.invalid');
  saveStartupParams({ pathname, search }, localStorage);
}

/**
 * Spec section 1 and issue 13 item 5: the query's client_id and redirect_uri are stored; the
 * default table's entry routes without them store '' for both (the next visitor gets the default
 * brand); a variant's own route without them keeps what is stored (a reload stays in its brand).
 */
describe('the client id and redirect uri stored at startup', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('stores both query parameters', () => {
    open('/portal/?client_id=blocks&redirect_uri=https%3A%2F%2Fapp.exemplo.invalid%2Fvolta');
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
    open('/portal/cadastro-refi?client_id=pagbem');
    expect(stored()).toEqual({ client_id: 'pagbem', redirect_uri: '' });
  });

  it('stores empty strings on a first visit without parameters', () => {
    open('/portal/cadastro-blocks');
    expect(stored()).toEqual({ client_id: '', redirect_uri: '' });
  });

  it.each(['/portal/', '/portal', '/portal/cadastro', '/portal/cadastro/', '/portal/register'])(
    'forgets an earlier visitor’s brand on the entry route %s without parameters',
    (entry) => {
      open('/portal/?client_id=blocks&redirect_uri=x');
      open(entry);
      expect(stored()).toEqual({ client_id: '', redirect_uri: '' });
      expect(readStoredClient(localStorage)).toEqual({ clientId: '', redirectUri: '' });
    },
  );

  it.each([
    '/portal/cadastro-blocks',
    '/portal/cadastro-refi',
    '/portal/cadastro-refi-digital',
    '/portal/cadastro-meu-financiamento',
    '/portal/central-de-ajuda',
    '/portal/cadastro-blocks?source=register',
  ])('keeps the stored brand on a reload of %s without parameters', (reload) => {
    open('/portal/?client_id=blocks&redirect_uri=x');
    open(reload);
    expect(stored()).toEqual({ client_id: 'blocks', redirect_uri: 'x' });
  });

  it('replaces both when a new visit names a client, on any route', () => {
    open('/portal/?client_id=blocks&redirect_uri=x');
    open('/portal/cadastro-blocks?client_id=beblue');
    expect(stored()).toEqual({ client_id: 'beblue', redirect_uri: '' });
  });
});
