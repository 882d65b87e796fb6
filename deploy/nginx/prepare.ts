/**
 * Turns deploy/nginx/portal.conf.template into a runnable nginx: a folder holding nginx.conf,
 * config.js and a copy of the build, and the command line that runs nginx from it in the
 * foreground. Used by `npm run serve:nginx` (scripts/serve-nginx.ts) and the nginx browser test,
 * so both run exactly this configuration (docs/deploy.md).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { ServedConfig } from '../../portal-config/config-script.ts';
import {
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  reportingEndpoints,
} from '../../portal-config/csp.ts';
import { BRANDS } from '../../content/brands/index.ts';
import { telemetryHttp, telemetryLocation } from './telemetry.ts';
import { NO_SCRIPT_FILE, PRERENDER_DIR } from '../../routes/built-pages.ts';
import {
  allowedMethods,
  apiLocations,
  cspReportLocation,
  limitZones,
  realIp,
} from './api-locations.ts';
import { errorLocations, errorMaps, errorPages } from './edge-errors.ts';
import { RAW_PATH_MAP } from './forwarding.ts';
import { DEFAULT_EDGE, type EdgeConfig } from './edge.ts';
import { isLoopback, isPlainHost, parseUrl, syntaxIn } from '../../portal-config/grammar.ts';

/** nginx's `map` lines from client_id to brand: every brand the app knows, by its id. */
function brandMap(): string {
  // `default` is the map's own default (and a keyword there).
  return Object.keys(BRANDS)
    .filter((id) => id !== 'default')
    .map((id) => {
      if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`A brand id nginx cannot map: '${id}'.`);
      return `        ${id} ${id};`;
    })
    .join('\n');
}

const TEMPLATE = resolve(import.meta.dirname, 'portal.conf.template');

/**
 * Every powerful feature the portal never uses, off for the page and anything it loads: sensors,
 * devices, capture, payment, credentials, and the advertising topics. Only names Chromium knows,
 * as an unknown one is reported on the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers of every answer. HSTS: browsers ignore it over plain http (a local run); behind
 * TLS it keeps them on https for a year. The Permissions-Policy turns off what the portal never
 * uses, so no script it loads can ask for it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * How long nginx waits, in seconds: for a client's headers, and between two reads of its body or
 * writes of the answer; for the API to connect, and between two reads or writes.
 */
export interface Timeouts {
  client: number;
  apiConnect: number;
  apiRead: number;
}

export const TIMEOUTS: Timeouts = { client: 10, apiConnect: 5, apiRead: 30 };

export interface NginxOptions {
  /** The built portal (`dist/`): copied, so the running server never sees a half-written build. */
  dist: string;
  /** Where /api/ and /usuario/api/ go: an https origin (http on loopback only). */
  apiOrigin: string;
  /** Rates, connections and trusted proxies (`edgeConfig()`); default `DEFAULT_EDGE`. */
  edge?: EdgeConfig;
  /** The validated deployment configuration (`serverConfig()`). */
  served: ServedConfig;
  /** `host:port` (or just a port) to listen on. */
  listen: string;
  /** An empty folder of the caller's, removed by the caller. */
  prefix: string;
  /** Default 'auto': one per core. */
  workers?: number | 'auto';
  /** Default: off. A file path, or '/dev/stdout'. */
  accessLog?: string;
  /** The brotli_static module's file; without one, gzip_static alone serves the build. */
  brotliModule?: string;
  /** Debian's by default. */
  mimeTypes?: string;
  /** The transition collectors beacons go to (`host:port`); none: nginx answers 404 there. */
  collectors?: readonly string[];
  /** Default `TIMEOUTS`; shorter in tests that wait for one. */
  timeouts?: Partial<Timeouts>;
}

export interface PreparedNginx {
  /** The arguments of the nginx executable: foreground, this folder, this configuration. */
  args: string[];
  configFile: string;
}

/**
 * The API origin as nginx's proxy_pass takes it; throws a message naming the option. https but
 * on loopback (the registration data and the token travel to it), a plain host, no path: a
 * `$` would make nginx pick the upstream from the request (`http://$http_x_upstream`).
 */
export function apiOriginOf(value: string): string {
  const unsafe = syntaxIn(value);
  const url = unsafe === undefined ? parseUrl(value) : undefined;
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) ||
    !isPlainHost(url) ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new Error(
      `The API origin must be an https origin (http only on loopback) such as https://api.exemplo.invalid, with no path, not '${value}'.`,
    );
  }
  return url.origin;
}

/** nginx reads `$` as a variable and `"` as the end of the value: neither may come from outside. */
function quotable(name: string, value: string): string {
  if (/["$\\\r\n]/.test(value)) throw new Error(`${name} cannot go into nginx.conf: '${value}'.`);
  return value;
}

function securityHeaders(): string {
  return Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n            ');
}

/** What every call's answer shares; the forwarding itself is `forwardExactly`'s. */
function apiProxy(timeouts: Timeouts): string {
  return [
    securityHeaders(),
    // The API's own copies of these would come twice.
    ...[...Object.keys(SECURITY_HEADERS), 'Cache-Control'].map(
      (name) => `proxy_hide_header ${name};`,
    ),
    // Personal answers: no browser or CDN keeps them.
    'add_header Cache-Control "no-store" always;',
    'proxy_ssl_server_name on;',
    `proxy_connect_timeout ${String(timeouts.apiConnect)}s;`,
    `proxy_send_timeout ${String(timeouts.apiRead)}s;`,
    `proxy_read_timeout ${String(timeouts.apiRead)}s;`,
  ].join('\n            ');
}

/** Folders of the build that are not the customers' pages, relative to it. */
export const NOT_SERVED = ['inspector', '.vite'];

function isCustomersFile(dist: string): (source: string) => boolean {
  return (source) => {
    const path = relative(dist, source).split(sep);
    return !NOT_SERVED.includes(path[0] ?? '') && !source.endsWith('.map');
  };
}

/** Whether nginx runs as root: its workers then drop to nobody, as Debian's own setup does. */
function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Writes the folder and returns how to start nginx on it. */
export function prepareNginx(options: NginxOptions): PreparedNginx {
  const prefix = resolve(options.prefix);
  const dist = resolve(options.dist);
  // Every value written into nginx.conf meets the grammar of portal-config/grammar.ts.
  for (const [name, value] of Object.entries({
    'The folder': prefix,
    'The listen address': options.listen,
    'The mime types file': options.mimeTypes ?? '',
    'The brotli module': options.brotliModule ?? '',
  })) {
    const unsafe = syntaxIn(value);
    if (unsafe !== undefined)
      throw new Error(`${name} cannot go into nginx.conf ('${unsafe}'): '${value}'.`);
  }
  const index = join(dist, 'index.html');
  if (!existsSync(index) || !readFileSync(index, 'utf8').includes(CSP_NONCE_PLACEHOLDER)) {
    throw new Error(`No build with a nonce placeholder in ${dist}: run \`npm run build\` first.`);
  }
  const root = join(prefix, 'www');
  // The customers' pages only: not the inspector (its own server, docs/deploy.md), the build's
  // manifest or source maps.
  cpSync(dist, join(root, 'portal'), { recursive: true, filter: isCustomersFile(dist) });
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const configScript = join(prefix, 'config.js');
  writeFileSync(configScript, options.served.script);
  // The workers (nobody, when started as root) read the copy and config.js.
  chmodSync(prefix, 0o755);

  // The one policy builder (portal-config/csp.ts), with a stand-in nonce nginx's own replaces.
  const stand = 'NGINXREQUESTID';
  const policy = contentSecurityPolicy(
    options.served.sources,
    stand,
    options.served.cspReportPath,
  ).replaceAll(stand, '$request_id');
  quotable('The Content-Security-Policy', policy.replaceAll('$request_id', ''));

  const edge = options.edge ?? DEFAULT_EDGE;
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const values: Record<string, string> = {
    LOAD_MODULES: options.brotliModule ? `load_module ${options.brotliModule};` : '',
    USER: isRoot() ? 'user nobody nogroup;' : '',
    WORKERS: String(options.workers ?? 'auto'),
    PREFIX: prefix,
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
    ACCESS_LOG: options.accessLog ?? 'off',
    CLIENT_TIMEOUT: `${String(timeouts.client)}s`,
    BROTLI_STATIC: options.brotliModule ? 'brotli_static on;' : '',
    LISTEN: options.listen,
    ROOT: root,
    CONFIG_SCRIPT: configScript,
    SECURITY_HEADERS: securityHeaders(),
    CONTENT_SECURITY_POLICY: policy,
    REPORTING_ENDPOINTS: reportingEndpoints(options.served.cspReportPath),
    CSP_REPORT_LOCATION: cspReportLocation(
      options.served.cspReportPath,
      options.collectors ?? [],
      securityHeaders(),
    ),
    NONCE_PLACEHOLDER: CSP_NONCE_PLACEHOLDER,
    REAL_IP: realIp(edge),
    LIMIT_ZONES: limitZones(edge),
    API_LOCATIONS: apiLocations(edge, apiProxy(timeouts), apiOriginOf(options.apiOrigin)),
    RAW_PATH_MAP,
    ERROR_MAPS: errorMaps(allowedMethods(options.served.cspReportPath)),
    ERROR_PAGES: errorPages('request', [], '        '),
    PAGE_ERROR_PAGES: errorPages('text', [405]),
    ERROR_LOCATIONS: errorLocations(securityHeaders()),
    BRAND_MAP: brandMap(),
    PRERENDER_DIR,
    TELEMETRY_HTTP: telemetryHttp(options.collectors ?? []),
    TELEMETRY_LOCATION: telemetryLocation(options.collectors ?? [], securityHeaders()),
    NO_SCRIPT_FILE,
  };
  const config = readFileSync(TEMPLATE, 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${TEMPLATE} names an unknown value {{${name}}}.`);
      return value;
    },
  );
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return {
    configFile,
    args: ['-e', 'stderr', '-p', prefix, '-c', configFile, '-g', 'daemon off;'],
  };
}

/**
 * `nginx -t` on the written configuration, before it serves anyone: throws nginx's own message
 * when it refuses the file (a value the grammar let through that nginx still reads otherwise).
 * `stdout`: the descriptor nginx will write its access log to, when that is `/dev/stdout`.
 */
export function testNginx(executable: string, prepared: PreparedNginx, stdout?: number): void {
  const result = spawnSync(executable, ['-t', '-q', ...prepared.args], {
    encoding: 'utf8',
    // nginx opens its log files to test them: `/dev/stdout` must be a pipe (stdout-pipe.ts).
    ...(stdout === undefined ? {} : { stdio: ['ignore', stdout, 'pipe'] }),
  });
  if (result.status !== 0) {
    throw new Error(
      `nginx -t refused ${prepared.configFile}:\n${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
}
