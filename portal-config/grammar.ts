/**
 * The strict grammar every configured value meets before it reaches nginx.conf, a
 * Content-Security-Policy or config.js (issue 28): a value that nginx or a header would read as
 * syntax (`$` a variable, `;` the end of a directive or of a policy's directive, braces a block,
 * quotes and spaces the end of a value) is refused at startup, not escaped, so no configuration
 * can change what the server does beyond its own value.
 */

/**
 * What nginx, a policy or a header reads as syntax, and what no URL needs written as it is. A
 * comma separates policies in one Content-Security-Policy header (`https://a.example/x,y.js`
 * would start a second policy) and the values of a list; `#` starts a fragment, which no source
 * expression has and no base URL survives (`…#frag/api/…`).
 */
const SYNTAX = /[\s$;{}"'`\\<>^|,#]/;

/**
 * The longest value a configuration variable may have, and the longest URL in it: far above any
 * real script, API or page address (they are well under 200 characters), low enough that every
 * value and the Content-Security-Policy built from them fit in nginx's 4 KiB parameter buffer, so
 * a value too long is refused at start, naming its variable, not by `nginx -t` (docs/deploy.md).
 */
export const MAX_VALUE_LENGTH = 2048;
export const MAX_URL_LENGTH = 512;

/** A DNS name (letters, digits, hyphens; dots between labels) or a dotted IPv4 address. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An IPv6 literal as the URL parser writes it. */
const IPV6 = /^\[[0-9a-f:.]+\]$/;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A problem for every `PORTAL_…` variable longer than `MAX_VALUE_LENGTH`, naming it: checked
 * before any part of the configuration reads them, those the edge reads included.
 */
export function overlongVariables(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(
      ([name, value]) => name.startsWith('PORTAL_') && (value?.length ?? 0) > MAX_VALUE_LENGTH,
    )
    .map(
      ([name, value]) =>
        `${name} must be at most ${String(MAX_VALUE_LENGTH)} characters long, not ${String(value?.length ?? 0)}.`,
    );
}

/** The first character of `value` that nginx or a header would read as syntax, if any. */
export function syntaxIn(value: string): string | undefined {
  return SYNTAX.exec(value)?.[0];
}

/** Whether a parsed URL's host is a plain name or address (the parser lowercases names). */
export function isPlainHost(url: URL): boolean {
  return HOST_NAME.test(url.hostname) || IPV6.test(url.hostname);
}

export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** `URL.parse` is too recent for the phones this portal serves (2024). */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Why `value` is not a URL a page or nginx may use: absolute, https (http on a loopback host
 * only: local fakes and the sandbox), a plain host, no credentials, no syntax character.
 * Undefined when it is one.
 */
export function urlProblem(value: string): string | undefined {
  if (value.length > MAX_URL_LENGTH) {
    return `must be a URL of at most ${String(MAX_URL_LENGTH)} characters, not ${String(value.length)}.`;
  }
  const unsafe = syntaxIn(value);
  if (unsafe !== undefined) return `must not contain '${unsafe}', as in '${value}'.`;
  const url = parseUrl(value);
  if (!url) return `must be an absolute URL, not '${value}'.`;
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)))) {
    return `must be an https URL (http only on localhost), not '${value}'.`;
  }
  if (!isPlainHost(url)) return `must name a plain host name or address, not '${url.hostname}'.`;
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password.';
  return undefined;
}

/** A probe origin no configuration names: a path resolved against it must stay on it. */
const PROBE = 'https://portal.invalid';

/**
 * Whether `value` is a path on the portal's own origin, as a browser resolves it: it stays on
 * the origin (no `//host`, no `/\host`, which browsers read as `//host`), and resolving changes
 * nothing of it (no `..`, no encoded tricks the browser would rewrite).
 */
export function isOwnPath(value: string): boolean {
  if (!value.startsWith('/') || syntaxIn(value) !== undefined) return false;
  const url = parseUrl(PROBE + value);
  const resolved = parseUrl(new URL(value, PROBE).href);
  return (
    url !== undefined &&
    resolved?.origin === PROBE &&
    resolved.pathname + resolved.search === value &&
    url.href === resolved.href
  );
}
