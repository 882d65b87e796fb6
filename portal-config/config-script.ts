/**
 * The server's half of the runtime configuration (docs/decisions/017-runtime-config.md): every
 * server that serves the portal (nginx through scripts/serve-nginx.ts, the preview, the dev
 * server, the browser tests' server) reads the `PORTAL_…` variables from its environment here,
 * validates them before it starts, and serves them to the page as `CONFIG_SCRIPT_PATH`.
 * Runs under Node only; the page reads the result in `env.ts`.
 */
import { cspSources, DEFAULT_CSP_REPORT_PATH, type CspSources } from './csp.ts';
import { isOwnPath } from './grammar.ts';
import { ConfigError, parseEnv, type PortalConfig } from './env.ts';
import { TELEMETRY_URL_PROBLEM, validTelemetryUrl } from './telemetry-url.ts';

/** Every variable the portal reads, in the order of .env.example and docs/deploy.md. */
export const CONFIG_VARIABLES = [
  'PORTAL_API_BASE_URL',
  'PORTAL_API_TIMEOUT_MS',
  'PORTAL_RECAPTCHA_SITE_KEY',
  'PORTAL_RECAPTCHA_SCRIPT_URL',
  'PORTAL_RECAPTCHA_TIMEOUT_MS',
  'PORTAL_FINGERPRINT',
  'PORTAL_CONSENT_URL',
  'PORTAL_CONSENT_AUTHORIZATION',
  'PORTAL_CONSENT_TIMEOUT_MS',
  'PORTAL_SESSION_RECORDING_URL',
  'PORTAL_SESSION_RECORDING_INTEGRITY',
  'PORTAL_REDIRECT_URI_PATTERN',
  'PORTAL_REDIRECT_URI_REPLACEMENT',
  'PORTAL_REDIRECT_URI_ALLOWLIST',
  'PORTAL_NOT_FOUND_URL',
  'PORTAL_TELEMETRY_URL',
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number];
export type ConfigValues = Partial<Record<ConfigVariable, string>>;

/**
 * Where the page loads its configuration: the first script of index.html, a classic one, so it
 * runs before the app's module. Same origin, so the strict policy's `script-src 'self'` allows it.
 */
export const CONFIG_SCRIPT_PATH = '/portal/config.js';

/** What a server needs to serve one deployment's configuration. */
export interface ServedConfig {
  /** The variables that were set, as given. */
  values: ConfigValues;
  /** What the page will run with. */
  config: PortalConfig;
  /** The Content-Security-Policy sources that configuration needs (portal-config/csp.ts). */
  sources: CspSources;
  /** The body of `CONFIG_SCRIPT_PATH`. */
  script: string;
  /**
   * Where browsers report the policy's violations (`PORTAL_CSP_REPORT_PATH`, a path on the
   * portal's origin): the server's own business, never in config.js.
   */
  cspReportPath: string;
}

/** The server's variable naming the violation reports' path. */
export const CSP_REPORT_PATH_VARIABLE = 'PORTAL_CSP_REPORT_PATH';

/** The portal's variables out of an environment such as `process.env`; the rest is ignored. */
export function configValues(env: Readonly<Record<string, string | undefined>>): ConfigValues {
  const values: ConfigValues = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * The text of config.js. JSON is a JavaScript expression; `<` is escaped as well, so the text
 * stays inert even if someone pastes it into an inline script.
 */
export function configScript(values: ConfigValues): string {
  const json = JSON.stringify(values, null, 2).replace(/</g, '\\u003c');
  // One short comment: the page loads this file before it is interactive, and its bytes count in
  // the register screen's budget (docs/decisions/025-bytes-before-interactive.md).
  return `// This deployment's portal configuration (docs/deploy.md).\nwindow.__PORTAL_CONFIG__ = Object.freeze(${json});\n`;
}

/**
 * Reads and validates a deployment's configuration. Throws one `ConfigError` naming every bad
 * variable, including `VITE_…` names of an older setup, which would otherwise be silently
 * ignored now that the build reads none: a server must not start with them.
 */
export function serverConfig(env: Readonly<Record<string, string | undefined>>): ServedConfig {
  const stale = CONFIG_VARIABLES.map((name) => name.replace(/^PORTAL_/, 'VITE_')).filter(
    (name) => env[name] !== undefined,
  );
  const values = configValues(env);
  let config: PortalConfig | undefined;
  let problems: { variable: string; problem: string }[] = [];
  try {
    // What a production build will make of them, whatever process validates them.
    config = parseEnv(values, 'production');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems = [...error.problems];
  }
  const telemetry = values.PORTAL_TELEMETRY_URL?.trim();
  if (telemetry && validTelemetryUrl(telemetry) === undefined) {
    problems.push({
      variable: 'PORTAL_TELEMETRY_URL',
      problem: `${TELEMETRY_URL_PROBLEM}, not '${telemetry}'.`,
    });
  }
  const reportPath = env[CSP_REPORT_PATH_VARIABLE]?.trim() || DEFAULT_CSP_REPORT_PATH;
  if (!isOwnPath(reportPath) || !/^\/[\w./-]*$/.test(reportPath)) {
    problems.push({
      variable: CSP_REPORT_PATH_VARIABLE,
      problem: `must be a path of letters, digits, '.', '_', '-' and '/', not '${reportPath}'.`,
    });
  }
  for (const name of stale) {
    problems.push({
      variable: name,
      problem: `is no longer read (the build holds no configuration): set ${name.replace(/^VITE_/, 'PORTAL_')} where the server starts.`,
    });
  }
  if (problems.length > 0 || config === undefined) throw new ConfigError(problems);
  return {
    values,
    config,
    sources: cspSources(config),
    script: configScript(values),
    cspReportPath: reportPath,
  };
}
