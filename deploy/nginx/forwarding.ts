/**
 * What nginx hands to the API and the collectors (issue 36, docs/decisions/060-exact-forwarding-and-the-edges-own-answers.md):
 * the path the location matched, spelled as the contract spells it and without a query, and an
 * allow-list of headers. nginx matches a location on the decoded, normalised path but, with a bare
 * `proxy_pass`, forwards the path as the client typed it (`/admin/%2e%2e/api/…`), and it forwards
 * every client header unless told otherwise; both are turned around here.
 */

/**
 * The request headers the contract reads (docs/api/openapi.yaml): the body's type, the token
 * header, and what the client accepts. Passed on as the client sent them; a header the client
 * did not send is not sent.
 */
export const API_REQUEST_HEADERS = ['Content-Type', 'Accept', 'X-Register-Token'] as const;

/** The collectors read the body's type only (a beacon, or one of the two CSP report formats). */
export const COLLECTOR_REQUEST_HEADERS = ['Content-Type'] as const;

/**
 * The headers nginx itself sets, whatever the client sent: the upstream's host, the one client
 * address nginx believes (the socket's peer or what a trusted proxy named, `realIp`), and the
 * request's id, which is also the span id of nginx's own error answers.
 */
const EDGE_HEADERS: Readonly<Record<string, string>> = {
  Host: '$proxy_host',
  'X-Forwarded-For': '$remote_addr',
  'X-Request-Id': '$request_id',
  // Keep-alive to the upstream (`proxy_http_version 1.1`): no client's Connection passes.
  Connection: '""',
};

/** nginx's variable holding a request header: Content-Type → $content_type, others $http_…. */
function clientValue(header: string): string {
  const name = header.toLowerCase().replaceAll('-', '_');
  return name === 'content_type' ? '$content_type' : `$http_${name}`;
}

/**
 * The raw path of the request, before nginx decodes and normalises it: the part of
 * `$request_uri` before the query. An http-level map, read by `exactPathOnly`.
 */
export const RAW_PATH_MAP = [
  'map $request_uri $portal_raw_path {',
  '        "~^(?<portal_path>[^?]*)" $portal_path;',
  '    }',
].join('\n    ');

/**
 * Refuses (400) a request whose path, as typed, is not exactly `path`: `%2e%2e`, `%2f`, `..`
 * segments and doubled slashes all lead nginx to the same location after normalising, and none of
 * them is forwarded. Before every other check, so no spelling reaches a limit or the upstream.
 */
export function exactPathOnly(path: string): string {
  if (!/^\/[\w/.-]*$/.test(path)) throw new Error(`Not a path nginx can compare: '${path}'.`);
  // Indented for a location's body, as the other lines there.
  return `if ($portal_raw_path != "${path}") {\n                return 400;\n            }`;
}

/**
 * The proxying lines of a location that forwards to `upstream` (`https://host` or
 * `http://upstream_name`): the fixed `path` with no query (no call of the contract takes one),
 * the client's `allowed` headers, the edge's own, and none of the upstream's `X-Accel-…`
 * instructions (an upstream could otherwise make nginx serve any internal location).
 */
export function forwardExactly(
  path: string,
  upstream: string,
  allowed: readonly string[],
): string[] {
  return [
    // `?` drops the query; `break` keeps this location, and proxy_pass without a URI part then
    // sends the rewritten path, not the one the client typed.
    `rewrite ^ ${path}? break;`,
    `proxy_pass ${upstream};`,
    'proxy_http_version 1.1;',
    // nginx cannot allow-list headers: it sends none of the client's, then these.
    'proxy_pass_request_headers off;',
    ...allowed.map((header) => `proxy_set_header ${header} ${clientValue(header)};`),
    ...Object.entries(EDGE_HEADERS).map(
      ([header, value]) => `proxy_set_header ${header} ${value};`,
    ),
    'proxy_ignore_headers X-Accel-Redirect X-Accel-Expires X-Accel-Limit-Rate X-Accel-Buffering X-Accel-Charset;',
  ];
}
