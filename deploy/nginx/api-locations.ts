/**
 * The API's part of nginx.conf (issues 28 and 36): one exact location per call of the contract,
 * with its method and its rate per client address, forwarding the path exactly as the contract
 * spells it with an allow-list of headers (forwarding.ts), and nginx's own errors in the API's
 * JSON shape (edge-errors.ts), so the portal and the API's clients meet one shape whatever
 * refused a request.
 */
import { API_PATHS, type ApiCall } from '../../machines/shared/api.ts';
import { CSP_REPORT_PATH, TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';
import { errorPages } from './edge-errors.ts';
import type { EdgeConfig } from './edge.ts';
import { API_REQUEST_HEADERS, exactPathOnly, forwardExactly } from './forwarding.ts';

/** Each call's method (spec section 7). */
export const API_METHODS: Readonly<Record<ApiCall, 'GET' | 'POST'>> = {
  token: 'POST',
  question: 'GET',
  answer: 'POST',
  register: 'POST',
  resend: 'POST',
  nonClient: 'POST',
};

const INDENT = '\n            ';

function zone(call: ApiCall): string {
  return `edge_${call}`;
}

/** `limit_req_zone` per call and the connection zone, at the http level. */
export function limitZones(edge: EdgeConfig): string {
  return [
    ...(Object.keys(API_PATHS) as ApiCall[]).map(
      (call) =>
        `    limit_req_zone $binary_remote_addr zone=${zone(call)}:5m rate=${String(edge.rates[call].count)}r/${edge.rates[call].per};`,
    ),
    // A page with a broken policy reports from every visitor: bounded like the calls.
    '    limit_req_zone $binary_remote_addr zone=edge_reports:5m rate=20r/m;',
    '    limit_conn_zone $binary_remote_addr zone=edge_address:5m;',
  ].join('\n');
}

/**
 * Whom nginx believes about the client's address: only the configured proxies, through
 * X-Forwarded-For (the first address from the right that is not one of them). With none, the
 * socket's peer, whatever a request claims.
 */
export function realIp(edge: EdgeConfig): string {
  if (edge.trustedProxies.length === 0) return '';
  return [
    ...edge.trustedProxies.map((proxy) => `    set_real_ip_from ${proxy};`),
    '    real_ip_header X-Forwarded-For;',
    '    real_ip_recursive on;',
  ].join('\n');
}

/** Any other path of the API's prefixes: 404 in JSON, never forwarded. */
function unknownCalls(): string[] {
  return ['/api/', '/usuario/api/'].map((prefix) =>
    [
      `        location ^~ ${prefix} {`,
      `            ${errorPages('json')}`,
      '            return 404;',
      '        }',
    ].join('\n'),
  );
}

/**
 * The six calls' locations, then the rest of /api/ and /usuario/api/; `proxy` is what every
 * call's answer shares (headers, timeouts), `upstream` the API's origin.
 */
export function apiLocations(edge: EdgeConfig, proxy: string, upstream: string): string {
  const calls = (Object.entries(API_PATHS) as [ApiCall, string][]).map(([call, path]) => {
    const method = API_METHODS[call];
    const burst = edge.rates[call].count - 1;
    return [
      `        location = ${path} {`,
      ...[
        errorPages('json'),
        exactPathOnly(path),
        `if ($request_method != ${method}) {${INDENT}    return 405;${INDENT}}`,
        // nginx refuses `burst=0` (a rate of 1): no burst is written then.
        `limit_req zone=${zone(call)}${burst > 0 ? ` burst=${String(burst)}` : ''} nodelay;`,
        // The calls only: pages and assets come through the CDN, and many customers behind one
        // carrier-grade NAT share an address.
        `limit_conn edge_address ${String(edge.connections)};`,
        proxy,
        ...forwardExactly(path, upstream, API_REQUEST_HEADERS),
      ].map((line) => `            ${line}`),
      '        }',
    ].join('\n');
  });
  return [...calls, ...unknownCalls()].join('\n\n');
}

/** The `Allow` of a 405 on each call's path (and on what else takes POST only). */
export function allowedMethods(cspReportPath: string): Record<string, string> {
  const allowed: Record<string, string> = { [TELEMETRY_PATH]: 'POST', [cspReportPath]: 'POST' };
  for (const [call, path] of Object.entries(API_PATHS) as [ApiCall, string][]) {
    allowed[path] = API_METHODS[call];
  }
  return allowed;
}

/**
 * Where browsers report the policy's violations, when no collector takes that path (the
 * collectors count `CSP_REPORT_PATH`, deploy/nginx/telemetry.ts): accepted and dropped, so a
 * browser's report is never an error; small, and limited like a call. nginx answers in
 * `try_files`, after `limit_req`: a `return` would answer before any limit is counted.
 */
export function cspReportLocation(
  path: string,
  collectors: readonly string[],
  securityHeaders: string,
): string {
  if (collectors.length > 0 && path === CSP_REPORT_PATH) return '';
  return [
    `        location = ${path} {`,
    `            ${securityHeaders}`,
    `            if ($request_method != POST) {${INDENT}    return 405;${INDENT}}`,
    '            client_max_body_size 16k;',
    '            limit_req zone=edge_reports burst=19 nodelay;',
    // No such file: the answer is always the 204.
    '            try_files /.portal-csp-reports-are-dropped =204;',
    '        }',
  ].join('\n');
}
