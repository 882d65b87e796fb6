/**
 * Rule 8 of the API contract (docs/api/openapi.yaml): a `redirectUri` is kept only if it is on
 * the allow-list of its client id, and what is kept is the URL as the WHATWG URL parser writes it
 * back, never the text as typed. The portal applies it at start-up (src/main.tsx, the list parsed
 * from `PORTAL_REDIRECT_URI_ALLOWLIST` by portal-config/env.ts) and the sandbox when it records an
 * activation e-mail (sandbox/answers.ts): one matcher, so the two cannot differ.
 */

/** URL prefixes by client id, `*` for any client; `{}` (`none`) admits no redirect at all. */
export type RedirectAllowList = Readonly<Record<string, readonly string[]>>;

/**
 * What a redirect may never contain, refused before it is parsed or matched (issue 36): control
 * characters (C0, DEL, C1: a CR LF would start a header of the activation e-mail), white space,
 * quotes, backticks and angle brackets (markup in the e-mail's link), and the backslash, which
 * the URL parser reads as a slash. A real redirect percent-encodes each of them.
 */
// Control characters are what this pattern is for.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f-\u009f"'`<>\\]/u;
function isUnsafe(uri: string): boolean {
  return UNSAFE.test(uri);
}

/**
 * The redirect as it may be stored and sent: the WHATWG URL serialisation (`URL.href`) of an
 * http(s) URL without credentials; undefined for anything else. '' stays '' (nothing to follow).
 */
export function normalisedRedirect(uri: string): string | undefined {
  if (uri === '') return '';
  if (isUnsafe(uri)) return undefined;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.username === '' && url.password === '' ? url.href : undefined;
}

/** `path` is `prefix` or below it, segment by segment: '/cb' admits '/cb/x', not '/cb.evil'. */
function withinPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Whether the parsed `url` is on one of `clientId`'s prefixes (same origin, path under it). */
function onList(list: RedirectAllowList, clientId: string, url: URL): boolean {
  return [...(list[clientId] ?? []), ...(list['*'] ?? [])].some((prefix) => {
    const allowed = new URL(prefix);
    return url.origin === allowed.origin && withinPath(url.pathname, allowed.pathname);
  });
}

/**
 * The redirect an activation e-mail may carry, and the portal may store and send: the value's
 * URL serialisation when it is safe (`normalisedRedirect`) and the list admits it for `clientId`
 * (any safe value when no list is configured), else the client's default. No client has a
 * default redirect in this portal (the spec names none), so the default is '': the e-mail links
 * nowhere outside the company's own activation page.
 */
export function allowedRedirect(
  list: RedirectAllowList | undefined,
  clientId: string,
  uri: string,
): string {
  const normalised = normalisedRedirect(uri);
  if (normalised === undefined || normalised === '') return '';
  return list === undefined || onList(list, clientId, new URL(normalised)) ? normalised : '';
}

/**
 * Whether `uri` may be stored and sent for `clientId` (issue 28): '' always (nothing to follow),
 * else a safe URL (`normalisedRedirect`) on one of the client's prefixes, or any when no list is
 * configured. What is then stored is `allowedRedirect`'s serialisation, not `uri`.
 */
export function isRedirectAllowed(
  list: RedirectAllowList | undefined,
  clientId: string,
  uri: string,
): boolean {
  return uri === '' || allowedRedirect(list, clientId, uri) !== '';
}
