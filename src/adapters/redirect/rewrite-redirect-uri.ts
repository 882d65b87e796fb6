import type { RedirectRewriteConfig } from '../../../portal-config/env.ts';

/** Turns the stored redirect URI into the one the non-customer sign-up sends. */
export type RedirectUriRewrite = (redirectUri: string) => string;

/** No rule configured: the stored URI is sent as it is. */
export const keepRedirectUri: RedirectUriRewrite = (redirectUri) => redirectUri;

/**
 * The configured rule, applied with `String.prototype.replace`: the first match of the pattern
 * is replaced, and the replacement may use `$1`, `$<name>`, `$&`. Add `^…$` to the pattern to
 * require a whole-URI match; a URI the pattern does not match is sent unchanged.
 */
export function createRedirectRewrite(rule: RedirectRewriteConfig | undefined): RedirectUriRewrite {
  if (!rule) return keepRedirectUri;
  return (redirectUri) => redirectUri.replace(rule.pattern, rule.replacement);
}
