import { isPlainHost, parseUrl, syntaxIn } from '../../portal-config/grammar.ts';
import {
  CSP_REPORT_PATH,
  REFUSAL_PATH,
  TELEMETRY_PATH,
} from '../../telemetry-contract/beacon-contract.ts';
import { errorPages } from './edge-errors.ts';
import { COLLECTOR_REQUEST_HEADERS, exactPathOnly, forwardExactly } from './forwarding.ts';

/**
 * nginx's part of the transition telemetry (docs/deploy.md, "Collectors"): beacons and CSP
 * reports go to the collectors named, spread over them by nginx, at most `RATE_PER_SECOND` a
 * second per client address beyond a burst (429 past it), before any collector spends a cycle.
 */

/**
 * Per client address, which a mobile carrier's NAT shares among many customers: a registration
 * sends about four beacons (`npm run telemetry:cost`), so 10 a second with a burst of 100 lets
 * 150 registrations a minute through one address (docs/analytics.md, "Limites").
 */
export const TELEMETRY_LIMIT = { ratePerSecond: 10, burst: 100 } as const;

/** A collector as nginx's `server` line takes it: `host:port`, from `host:port` or an http origin. */
export function collectorAddress(value: string): string {
  const text = value.trim();
  // The URL parser lets `$ ; { }` through in a host name; nginx would read them as syntax.
  const url =
    syntaxIn(text) === undefined
      ? parseUrl(/^https?:\/\//.test(text) ? text : `http://${text}`)
      : undefined;
  if (
    !url ||
    !isPlainHost(url) ||
    url.protocol !== 'http:' ||
    url.port === '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw new Error(
      `A collector is host:port or http://host:port, as \`npm run collector\` prints it, not '${value}'.`,
    );
  }
  return url.host;
}

/** The `http` block's lines: the limit's zone and the collectors' upstream; '' with none. */
export function telemetryHttp(collectors: readonly string[]): string {
  if (collectors.length === 0) return '';
  return [
    `limit_req_zone $binary_remote_addr zone=portal_telemetry:1m rate=${String(TELEMETRY_LIMIT.ratePerSecond)}r/s;`,
    'upstream portal_collectors {',
    ...collectors.map((collector) => `        server ${collectorAddress(collector)};`),
    '        keepalive 8;',
    '    }',
  ].join('\n    ');
}

/**
 * The `server` block's locations: `TELEMETRY_PATH` and `CSP_REPORT_PATH` exactly, each forwarded
 * as that path with no query and the collectors' one header (forwarding.ts); the rest under
 * `TELEMETRY_PATH` is a 404. Without collectors, nginx answers there as for any portal path.
 */
export function telemetryLocation(collectors: readonly string[], securityHeaders: string): string {
  if (collectors.length === 0) return '';
  const forwarded = [TELEMETRY_PATH, CSP_REPORT_PATH].map((path) =>
    [
      `        location = ${path} {`,
      ...[
        securityHeaders,
        exactPathOnly(path),
        `limit_req zone=portal_telemetry burst=${String(TELEMETRY_LIMIT.burst)} nodelay;`,
        'limit_req_status 429;',
        'client_max_body_size 64k;',
        // The collectors limit per visitor too, and keep nothing that could follow one: no
        // cookie, user agent or referrer reaches them.
        ...forwardExactly(path, 'http://portal_collectors', COLLECTOR_REQUEST_HEADERS),
        'proxy_connect_timeout 2s;',
        'proxy_read_timeout 5s;',
        'proxy_next_upstream error timeout;',
        errorPages('text', [413, 429]),
        // What nginx refuses itself is counted by a collector too (portal_telemetry_refused_total).
        'error_page 429 @telemetry_rate_limited;',
        'error_page 413 @telemetry_too_large;',
      ].map((line) => `            ${line}`),
      '        }',
    ].join('\n'),
  );
  return [
    `# Beacons (${TELEMETRY_PATH}) and CSP reports (${CSP_REPORT_PATH}) to the collectors.`,
    ...forwarded,
    `        location ^~ ${TELEMETRY_PATH} {`,
    `            ${securityHeaders}`,
    '            return 404;',
    '        }',
    ...(['rate_limited', 'too_large'] as const).flatMap((reason) => [
      `        location @telemetry_${reason} {`,
      ...[
        securityHeaders,
        // The refusal's answer is nginx's: its headers, none of the collector's.
        'proxy_hide_header Cache-Control;',
        'add_header Cache-Control "no-store" always;',
        ...forwardExactly(`${REFUSAL_PATH}/${reason}`, 'http://portal_collectors', []),
        'proxy_method GET;',
        'proxy_pass_request_body off;',
        'proxy_set_header Content-Length "";',
        'proxy_connect_timeout 2s;',
        'proxy_read_timeout 5s;',
      ].map((line) => `            ${line}`),
      '        }',
    ]),
  ].join('\n');
}
