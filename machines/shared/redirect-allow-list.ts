/**
 * Rule 8 of the API contract (docs/api/openapi.yaml): a `redirectUri` is kept only if it is on
 * the allow-list of its client id. The portal applies it at start-up (src/main.tsx, the list
 * parsed from `PORTAL_REDIRECT_URI_ALLOWLIST` by src/config/env.ts) and the sandbox when it
 * records an activation e-mail (sandbox/answers.ts): one matcher, so the two cannot differ.
 */

/** URL prefixes by client id, `*` for any client; `{}` (`none`) admits no redirect at all. */
export type RedirectAllowList = Readonly<Record<string, readonly string[]>>;

/**
 * Whether `uri` may be stored and sent for `clientId` (issue 28): '' always (nothing to
 * follow), anything when no list is configured, else an https URL on one of the client's
 * prefixes (same origin, path under the prefix's).
 */
export function isRedirectAllowed(
  list: RedirectAllowList | undefined,
  clientId: string,
  uri: string,
): boolean {
  if (uri === '' || list === undefined) return true;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return [...(list[clientId] ?? []), ...(list['*'] ?? [])].some((prefix) => {
    const allowed = new URL(prefix);
    return (
      url.protocol === allowed.protocol &&
      url.origin === allowed.origin &&
      url.username === '' &&
      withinPath(url.pathname, allowed.pathname)
    );
  });
}

/** `path` is `prefix` or below it, segment by segment: '/cb' admits '/cb/x', not '/cb.evil'. */
function withinPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The redirect an activation e-mail may carry: `uri` when the list admits it, else the client's
 * default. No client has a default redirect in this portal (the spec names none, and the portal
 * itself stores '' for a value off the list), so the default is '': the e-mail links nowhere
 * outside the company's own activation page.
 */
export function allowedRedirect(
  list: RedirectAllowList | undefined,
  clientId: string,
  uri: string,
): string {
  return isRedirectAllowed(list, clientId, uri) ? uri : '';
}
