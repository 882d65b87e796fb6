/**
 * The API's part of nginx.conf (issue 28): one exact location per call of the contract, with its
 * method and its rate per client address, and nginx's own errors in the API's JSON shape
 * (`status` and the span id), so the portal and the API's clients meet one shape whatever
 * refused a request.
 */
import { API_PATHS, SPAN_ID_KEY, type ApiCall } from '../../machines/shared/api.ts';
import { TELEMETRY_PATH } from '../../telemetry-contract/beacon-contract.ts';
import type { EdgeConfig } from './edge.ts';

/** Each call's method (spec section 7). */
export const API_METHODS: Readonly<Record<ApiCall, 'GET' | 'POST'>> = {
  token: 'POST',
  question: 'GET',
  answer: 'POST',
  register: 'POST',
  resend: 'POST',
  nonClient: 'POST',
};

/** How long a client refused by the rate is told to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

interface NginxError {
  code: number;
  /** The API's status for it, as the sandbox names the same HTTP codes (sandbox/errors.ts). */
  status: string;
  message: string;
  /** Named location: `@api_<name>`. */
  name: string;
  headers?: Record<string, string>;
}

const ERRORS: readonly NginxError[] = [
  { code: 400, name: '400', status: 'BAD_REQUEST', message: 'The request could not be read.' },
  { code: 404, name: '404', status: 'NOT_FOUND', message: 'No such call.' },
  ...(['GET', 'POST'] as const).map((method) => ({
    code: 405,
    name: `405_${method.toLowerCase()}`,
    status: 'METHOD_NOT_ALLOWED',
    message: `This call takes ${method} only.`,
    headers: { Allow: method },
  })),
  { code: 413, name: '413', status: 'PAYLOAD_TOO_LARGE', message: 'The body is too large.' },
  {
    code: 429,
    name: '429',
    status: 'TOO_MANY_REQUESTS',
    message: 'Too many requests from this address; try again later.',
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  },
  { code: 502, name: 'unavailable', status: 'BAD_GATEWAY', message: 'The API did not answer.' },
];

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

/** The error_page lines of an API location: every error nginx makes there, in JSON. */
function errorPages(method: 'GET' | 'POST' | undefined): string[] {
  return [
    'error_page 400 = @api_400;',
    'error_page 404 = @api_404;',
    ...(method === undefined ? [] : [`error_page 405 = @api_405_${method.toLowerCase()};`]),
    'error_page 413 = @api_413;',
    'error_page 429 = @api_429;',
    'error_page 502 503 504 = @api_unavailable;',
  ];
}

/** Any other path of the API's prefixes: 404 in JSON, never forwarded. */
function unknownCalls(): string[] {
  return ['/api/', '/usuario/api/'].map((prefix) =>
    [
      `        location ^~ ${prefix} {`,
      ...[...errorPages(undefined), 'return 404;'].map((line) => `            ${line}`),
      '        }',
    ].join('\n'),
  );
}

/**
 * The six calls' locations, then the rest of /api/ and /usuario/api/; `proxy` is the proxying
 * block every call shares.
 */
export function apiLocations(edge: EdgeConfig, proxy: string): string {
  const calls = (Object.entries(API_PATHS) as [ApiCall, string][]).map(([call, path]) => {
    const method = API_METHODS[call];
    const burst = edge.rates[call].count - 1;
    return [
      `        location = ${path} {`,
      ...[
        ...errorPages(method),
        `if ($request_method != ${method}) {${INDENT}    return 405;${INDENT}}`,
        `limit_req zone=${zone(call)} burst=${String(burst)} nodelay;`,
        // The calls only: pages and assets come through the CDN, and many customers behind one
        // carrier-grade NAT share an address.
        `limit_conn edge_address ${String(edge.connections)};`,
        proxy,
      ].map((line) => `            ${line}`),
      '        }',
    ].join('\n');
  });
  return [...calls, ...unknownCalls()].join('\n\n');
}

/** The named locations nginx's errors go to. */
export function apiErrors(securityHeaders: string): string {
  return ERRORS.map(({ code, name, status, message, headers = {} }) => {
    const body = JSON.stringify({ status, message, [SPAN_ID_KEY]: '$request_id' });
    return [
      `        location @api_${name} {`,
      `            ${securityHeaders}`,
      '            add_header Cache-Control "no-store" always;',
      ...Object.entries(headers).map(
        ([header, value]) => `            add_header ${header} "${value}" always;`,
      ),
      '            default_type application/json;',
      `            return ${String(code)} '${body}';`,
      '        }',
    ].join('\n');
  }).join('\n\n');
}

/**
 * Where browsers report the policy's violations, when no collector takes that path (its
 * `location ^~ TELEMETRY_PATH`, deploy/nginx/telemetry.ts, forwards them to be counted): accepted
 * and dropped, so a browser's report is never an error; small, and limited like a call.
 */
export function cspReportLocation(
  path: string,
  collectors: readonly string[],
  securityHeaders: string,
): string {
  if (collectors.length > 0 && path.startsWith(TELEMETRY_PATH)) return '';
  return [
    `        location = ${path} {`,
    `            ${securityHeaders}`,
    `            if ($request_method != POST) {${INDENT}    return 405;${INDENT}}`,
    '            client_max_body_size 16k;',
    '            limit_req zone=edge_reports burst=19 nodelay;',
    '            return 204;',
    '        }',
  ].join('\n');
}
