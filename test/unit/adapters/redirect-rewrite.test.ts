import { describe, expect, it } from 'vitest';
import {
  createRedirectRewrite,
  keepRedirectUri,
} from '../../../src/adapters/redirect/rewrite-redirect-uri.ts';
import { parseEnv } from '../../../portal-config/env.ts';

function rewriteFrom(pattern: string, replacement: string) {
  const { redirectRewrite } = parseEnv({
    PORTAL_REDIRECT_URI_PATTERN: pattern,
    PORTAL_REDIRECT_URI_REPLACEMENT: replacement,
  });
  return createRedirectRewrite(redirectRewrite);
}

describe('the redirect URI rewrite', () => {
  it('keeps the URI when no rule is configured', () => {
    expect(createRedirectRewrite(undefined)).toBe(keepRedirectUri);
    expect(keepRedirectUri('https://app.exemplo.invalid/x')).toBe('https://app.exemplo.invalid/x');
  });

  it('replaces the first match, with capture groups', () => {
    const rewrite = rewriteFrom(
      '^https://app\\.exemplo\\.invalid/(.*)$',
      'https://novo.exemplo.invalid/cadastro/$1',
    );
    expect(rewrite('https://app.exemplo.invalid/voltar?x=1')).toBe(
      'https://novo.exemplo.invalid/cadastro/voltar?x=1',
    );
  });

  it('sends a URI the pattern does not match unchanged, the empty one included', () => {
    const rewrite = rewriteFrom(
      '^https://app\\.exemplo\\.invalid/',
      'https://novo.exemplo.invalid/',
    );
    expect(rewrite('https://outro.exemplo.invalid/')).toBe('https://outro.exemplo.invalid/');
    expect(rewrite('')).toBe('');
  });

  it('can remove what matched', () => {
    expect(rewriteFrom('\\?.*$', '')('https://app.exemplo.invalid/v?token=1')).toBe(
      'https://app.exemplo.invalid/v',
    );
  });
});
