import { describe, expect, it } from 'vitest';
import { saveStartupParams, readStoredClient } from '../../../src/app/stored-client.ts';
import {
  allowedRedirect,
  isRedirectAllowed,
} from '../../../machines/shared/redirect-allow-list.ts';
import { ConfigError, parseEnv } from '../../../portal-config/env.ts';

/** Issue 28: a `redirect_uri` outside the deployment's allow-list is neither stored nor sent. */

const LIST = parseEnv({
  PORTAL_REDIRECT_URI_ALLOWLIST:
    'refi-digital@https://app.exemplo.invalid/voltar/, *@https://www.exemplo.invalid/',
}).redirectAllowList;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
    clear: () => {
      items.clear();
    },
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

function stored(search: string, pathname = '/portal/'): string {
  const storage = memoryStorage();
  saveStartupParams({ pathname, search }, storage, (clientId, uri) =>
    allowedRedirect(LIST, clientId, uri),
  );
  return readStoredClient(storage).redirectUri;
}

describe('the redirect allow-list', () => {
  it('keeps a redirect_uri on its client’s prefixes, or on those of every client', () => {
    const back = 'https://app.exemplo.invalid/voltar/conta?x=1';
    expect(stored(`?client_id=refi-digital&redirect_uri=${encodeURIComponent(back)}`)).toBe(back);
    expect(stored('?client_id=blocks&redirect_uri=https://www.exemplo.invalid/a')).toBe(
      'https://www.exemplo.invalid/a',
    );
  });

  it.each([
    ['another site', 'refi-digital', 'https://evil.exemplo.invalid/voltar/'],
    ['another client’s prefix', 'blocks', 'https://app.exemplo.invalid/voltar/'],
    ['a path outside the prefix', 'refi-digital', 'https://app.exemplo.invalid/outro'],
    ['plain http', 'refi-digital', 'http://app.exemplo.invalid/voltar/'],
    ['a look-alike host', 'refi-digital', 'https://app.exemplo.invalid.evil.invalid/voltar/'],
    ['credentials before the host', '*', 'https://www.exemplo.invalid@evil.invalid/'],
    ['not a URL', 'refi-digital', '/voltar/'],
  ])('stores nothing for %s', (_name, clientId, uri) => {
    expect(stored(`?client_id=${clientId}&redirect_uri=${encodeURIComponent(uri)}`)).toBe('');
  });

  it('stores the URL as the WHATWG parser writes it back, not as typed (issue 36)', () => {
    const typed = 'HTTPS://APP.exemplo.invalid:443/voltar/./conta/%7e?x=1#fim';
    expect(stored(`?client_id=refi-digital&redirect_uri=${encodeURIComponent(typed)}`)).toBe(
      'https://app.exemplo.invalid/voltar/conta/%7e?x=1#fim',
    );
    expect(allowedRedirect(undefined, 'x', 'https://Anywhere.invalid')).toBe(
      'https://anywhere.invalid/',
    );
  });

  it.each([
    [
      'the issue’s markup and header',
      'https://app.exemplo.invalid/voltar/"><img src=x onerror=alert(1)>\r\nBcc: x@evil.example',
    ],
    ['a CR LF', 'https://app.exemplo.invalid/voltar/\r\nBcc: x@evil.example'],
    ['a tab', 'https://app.exemplo.invalid/voltar/\tx'],
    ['a NUL', 'https://app.exemplo.invalid/voltar/\u0000'],
    ['a C1 control', 'https://app.exemplo.invalid/voltar/\u0085'],
    ['a single quote', "https://app.exemplo.invalid/voltar/'x"],
    ['a double quote', 'https://app.exemplo.invalid/voltar/"x'],
    ['a backtick', 'https://app.exemplo.invalid/voltar/`x'],
    ['an angle bracket', 'https://app.exemplo.invalid/voltar/<b>'],
    ['a backslash', 'https:\\\\app.exemplo.invalid\\voltar\\'],
    ['a leading space', ' https://app.exemplo.invalid/voltar/'],
    ['another scheme', 'javascript:alert(1)//app.exemplo.invalid/voltar/'],
  ])('refuses %s before matching, with or without a list', (_name, uri) => {
    expect(stored(`?client_id=refi-digital&redirect_uri=${encodeURIComponent(uri)}`)).toBe('');
    expect(allowedRedirect(undefined, 'refi-digital', uri)).toBe('');
    expect(isRedirectAllowed(undefined, 'refi-digital', uri)).toBe(false);
  });

  it('reads a prefix written without its closing slash segment by segment', () => {
    const list = parseEnv({
      PORTAL_REDIRECT_URI_ALLOWLIST: 'refi-digital@https://app.exemplo.invalid/cb',
    }).redirectAllowList;
    const allowed = (uri: string) => isRedirectAllowed(list, 'refi-digital', uri);
    expect(allowed('https://app.exemplo.invalid/cb')).toBe(true);
    expect(allowed('https://app.exemplo.invalid/cb/conta')).toBe(true);
    expect(allowed('https://app.exemplo.invalid/cb.evil/x')).toBe(false);
    expect(allowed('https://app.exemplo.invalid/cbx')).toBe(false);
    expect(allowed('https://app.exemplo.invalid/cb/../outro')).toBe(false);
  });

  it('drops a value an earlier visit stored, once the list leaves it out', () => {
    const storage = memoryStorage();
    storage.setItem('client_id', 'refi-digital');
    storage.setItem('redirect_uri', 'https://evil.exemplo.invalid/');
    saveStartupParams({ pathname: '/portal/cadastro-refi', search: '' }, storage, (c, u) =>
      allowedRedirect(LIST, c, u),
    );
    expect(readStoredClient(storage)).toEqual({ clientId: 'refi-digital', redirectUri: '' });
  });

  it('keeps everything when no list is configured, and nothing with none', () => {
    expect(isRedirectAllowed(undefined, 'x', 'https://anywhere.invalid/')).toBe(true);
    const none = parseEnv({ PORTAL_REDIRECT_URI_ALLOWLIST: 'none' }).redirectAllowList;
    expect(isRedirectAllowed(none, 'refi-digital', 'https://app.exemplo.invalid/')).toBe(false);
    expect(isRedirectAllowed(none, 'refi-digital', '')).toBe(true);
  });

  it.each([
    'refi-digital@http://app.invalid/',
    'refi-digital=https://app.invalid/',
    'x@https://a.invalid/$x',
  ])('refuses the list %s at startup', (value) => {
    expect(() => parseEnv({ PORTAL_REDIRECT_URI_ALLOWLIST: value })).toThrow(ConfigError);
  });
});
