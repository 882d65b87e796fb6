/**
 * The portal's configuration: every `PORTAL_…` variable it reads, parsed and validated into one
 * typed object. The build holds none of them (docs/decisions/017-runtime-config.md): the server
 * that serves the portal reads them from its environment when it starts, refuses to start on a
 * bad one (`parseEnv` runs there first), and hands them to the page as `/portal/config.js`, a
 * plain script that sets `window.__PORTAL_CONFIG__` before the app's module runs. The app parses
 * the same values again with the same rules (src/config/config.ts). With no variable set, every integration runs
 * offline against the sandbox (docs/integrations.md).
 */

import { company } from '../content/company.ts';
import type { RedirectAllowList } from '../machines/shared/redirect-allow-list.ts';
import { isOwnPath, MAX_VALUE_LENGTH, urlProblem } from './grammar.ts';

/** Google's script for the reCAPTCHA v2 widget, used when only a site key is configured. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** The sandbox API's consent endpoint, on the portal's own origin (sandbox/routes/consent.ts). */
export const SANDBOX_CONSENT_URL = '/sandbox/api/consents';
/** Obviously fictional: the sandbox only checks that an authorization header is present. */
export const SANDBOX_CONSENT_AUTHORIZATION = 'Bearer exemplo-sandbox-consent-token';

export const DEFAULTS = {
  apiTimeoutMs: 15_000,
  /** A reCAPTCHA challenge expires after two minutes; waiting longer cannot succeed. */
  recaptchaTimeoutMs: 120_000,
  /** Short: the consent is awaited before register, and must not hold the customer up. */
  consentTimeoutMs: 3_000,
} as const;

export type CaptchaConfig =
  | { kind: 'sandbox' }
  | { kind: 'recaptcha'; siteKey: string; scriptUrl: string; timeoutMs: number };

export interface ConsentConfig {
  /** Absolute, or a path on the portal's own origin. */
  url: string;
  /** The `authorization` header's whole value. */
  authorization: string;
  timeoutMs: number;
}

export interface RedirectRewriteConfig {
  pattern: RegExp;
  /** `String.prototype.replace` syntax: `$1`, `$&`, `$$`. */
  replacement: string;
}

/** What the app runs with. Optional parts are `undefined` when not configured. */
export interface PortalConfig {
  api: { baseUrl: string; timeoutMs: number };
  captcha: CaptchaConfig;
  fingerprint: 'fingerprintjs' | 'off';
  consent: ConsentConfig;
  /** The recorder's exact script and its Subresource Integrity value (`sha384-…`). */
  sessionRecording: { scriptUrl: string; integrity: string } | undefined;
  redirectRewrite: RedirectRewriteConfig | undefined;
  /**
   * The `redirect_uri`s each client id may bring (`PORTAL_REDIRECT_URI_ALLOWLIST`): URL prefixes
   * by client id, `*` for any. Undefined when not configured: every value is kept (development
   * and the tests; `serve:nginx` refuses to start so).
   */
  redirectAllowList: RedirectAllowList | undefined;
  /** Where unknown paths send the browser: the company's external 404 page (spec section 1). */
  notFoundUrl: string;
  /**
   * Where the transition beacon goes, a path on the portal's own origin (docs/analytics.md);
   * undefined: no beacon at all. The servers refuse any other value when they start.
   */
  telemetryUrl: string | undefined;
}

/** Thrown at startup when a variable is invalid; names every bad variable in its message. */
export class ConfigError extends Error {
  readonly problems: readonly { variable: string; problem: string }[];

  constructor(problems: readonly { variable: string; problem: string }[]) {
    super(
      `Invalid portal configuration (see .env.example and docs/deploy.md):\n${problems
        .map(({ variable, problem }) => `- ${variable} ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The raw `PORTAL_…` values: a server's environment, `window.__PORTAL_CONFIG__`, or a test's. */
export type RawEnv = Readonly<Record<string, unknown>>;

/** Collects every problem, so one failed start lists all of them. */
class Reader {
  readonly problems: { variable: string; problem: string }[] = [];

  constructor(private readonly raw: RawEnv) {}

  fail(variable: string, problem: string): void {
    this.problems.push({ variable, problem });
  }

  /** The value as given, '' included; undefined when unset or refused. */
  untrimmed(variable: string): string | undefined {
    const value = this.raw[variable];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.fail(variable, 'must be a string.');
      return undefined;
    }
    if (value.length > MAX_VALUE_LENGTH) {
      this.fail(
        variable,
        `must be at most ${String(MAX_VALUE_LENGTH)} characters long, not ${String(value.length)}.`,
      );
      return undefined;
    }
    return value;
  }

  /** The trimmed value; unset and empty are the same (`PORTAL_X=` in an env file). */
  text(variable: string): string | undefined {
    const trimmed = this.untrimmed(variable)?.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  milliseconds(variable: string, fallback: number): number {
    const value = this.text(variable);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) <= 0 || !Number.isSafeInteger(Number(value))) {
      this.fail(variable, `must be a whole number of milliseconds above 0, not '${value}'.`);
      return fallback;
    }
    return Number(value);
  }

  /**
   * A URL a script or a call may use (`grammar.ts`): https, or http on a loopback host only
   * (local fakes and the sandbox), a plain host, no credentials (they would be readable in
   * config.js and in logs), nothing nginx or a policy would read as syntax.
   */
  secureUrl(variable: string, value: string): string | undefined {
    const problem = urlProblem(value);
    if (problem === undefined) return new URL(value).href;
    this.fail(variable, problem);
    return undefined;
  }

  oneOf<T extends string>(variable: string, allowed: readonly T[], fallback: T): T {
    const value = this.text(variable);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.fail(variable, `must be one of ${allowed.join(', ')}, not '${value}'.`);
    return fallback;
  }
}

function apiBaseUrl(read: Reader): string {
  const value = read.text('PORTAL_API_BASE_URL');
  if (value === undefined) return '';
  // Registration data and the token travel to it: https, as every other integration.
  if (read.secureUrl('PORTAL_API_BASE_URL', value) === undefined) return '';
  // Paths are appended to it: '/api/…'.
  return value.replace(/\/+$/, '');
}

function captcha(read: Reader): CaptchaConfig {
  const siteKey = read.text('PORTAL_RECAPTCHA_SITE_KEY');
  const scriptUrl = read.text('PORTAL_RECAPTCHA_SCRIPT_URL');
  const timeoutMs = read.milliseconds('PORTAL_RECAPTCHA_TIMEOUT_MS', DEFAULTS.recaptchaTimeoutMs);
  if (siteKey === undefined) {
    if (scriptUrl !== undefined) {
      read.fail('PORTAL_RECAPTCHA_SCRIPT_URL', 'is set but PORTAL_RECAPTCHA_SITE_KEY is not.');
    }
    return { kind: 'sandbox' };
  }
  if (!/^[\w-]+$/.test(siteKey)) {
    read.fail('PORTAL_RECAPTCHA_SITE_KEY', 'must contain only letters, digits, - and _.');
  }
  const url = read.secureUrl('PORTAL_RECAPTCHA_SCRIPT_URL', scriptUrl ?? RECAPTCHA_SCRIPT_URL);
  return { kind: 'recaptcha', siteKey, scriptUrl: url ?? RECAPTCHA_SCRIPT_URL, timeoutMs };
}

function consent(read: Reader): ConsentConfig {
  const value = read.text('PORTAL_CONSENT_URL');
  let url = SANDBOX_CONSENT_URL;
  if (value !== undefined) {
    // A path stays on the portal's origin, as a browser resolves it ('/\host/' leaves it);
    // anything else must be a secure absolute URL.
    url = isOwnPath(value) ? value : (read.secureUrl('PORTAL_CONSENT_URL', value) ?? url);
  }
  const authorization = read.text('PORTAL_CONSENT_AUTHORIZATION') ?? SANDBOX_CONSENT_AUTHORIZATION;
  // A scheme and its credentials (RFC 9110's token68), nothing a header or a script could read
  // as more: fetch() would refuse control characters, and config.js carries the value.
  if (!/^[A-Za-z][\w-]* [\w.~+/-]+=*$/.test(authorization)) {
    read.fail(
      'PORTAL_CONSENT_AUTHORIZATION',
      "must be a scheme and its credentials, such as 'Bearer abc123'.",
    );
  }
  const timeoutMs = read.milliseconds('PORTAL_CONSENT_TIMEOUT_MS', DEFAULTS.consentTimeoutMs);
  return { url, authorization, timeoutMs };
}

function sessionRecording(read: Reader, mode: unknown): PortalConfig['sessionRecording'] {
  const value = read.text('PORTAL_SESSION_RECORDING_URL');
  const integrity = read.text('PORTAL_SESSION_RECORDING_INTEGRITY');
  if (value === undefined) {
    if (integrity !== undefined) {
      read.fail(
        'PORTAL_SESSION_RECORDING_INTEGRITY',
        'is set but PORTAL_SESSION_RECORDING_URL is not.',
      );
    }
    return undefined;
  }
  const scriptUrl = read.secureUrl('PORTAL_SESSION_RECORDING_URL', value);
  // The browser runs the script only if its bytes hash to this: the vendor cannot change what
  // runs on the register screens without a new deployment.
  if (integrity === undefined || !/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(integrity)) {
    read.fail(
      'PORTAL_SESSION_RECORDING_INTEGRITY',
      `must be the script's Subresource Integrity value such as 'sha384-…', not '${integrity ?? ''}'.`,
    );
    return undefined;
  }
  // Never recorded under test runners, whatever a developer's .env says.
  if (scriptUrl === undefined || mode === 'test') return undefined;
  return { scriptUrl, integrity };
}

function redirectRewrite(read: Reader): RedirectRewriteConfig | undefined {
  const source = read.text('PORTAL_REDIRECT_URI_PATTERN');
  // The replacement may legitimately be empty (remove what matched): only unset means unset.
  const replacementRaw = read.untrimmed('PORTAL_REDIRECT_URI_REPLACEMENT');
  if (source === undefined) {
    if (replacementRaw !== undefined) {
      read.fail(
        'PORTAL_REDIRECT_URI_REPLACEMENT',
        'is set but PORTAL_REDIRECT_URI_PATTERN is not.',
      );
    }
    return undefined;
  }
  let pattern: RegExp | undefined;
  try {
    pattern = new RegExp(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    read.fail('PORTAL_REDIRECT_URI_PATTERN', `is not a valid regular expression: ${reason}`);
  }
  if (replacementRaw === undefined) {
    read.fail('PORTAL_REDIRECT_URI_REPLACEMENT', 'must be set with PORTAL_REDIRECT_URI_PATTERN.');
  }
  return pattern && replacementRaw !== undefined
    ? { pattern, replacement: replacementRaw }
    : undefined;
}

/**
 * `client@https://host/path/,…` (a client id, or `*` for any, and the URL prefix its
 * `redirect_uri` must start with), or `none`: no `redirect_uri` is ever kept.
 */
function redirectAllowList(read: Reader): RedirectAllowList | undefined {
  const value = read.text('PORTAL_REDIRECT_URI_ALLOWLIST');
  if (value === undefined) return undefined;
  if (value === 'none') return {};
  const list: Record<string, string[]> = {};
  for (const entry of value.split(',').map((part) => part.trim())) {
    const match = /^([a-z0-9-]+|\*)@(.+)$/.exec(entry);
    const problem = match?.[2] === undefined ? 'is not client@url' : urlProblem(match[2]);
    if (!match?.[1] || !match[2] || problem !== undefined) {
      read.fail(
        'PORTAL_REDIRECT_URI_ALLOWLIST',
        `must list client@https-url prefixes separated by commas, or none; '${entry}' ${problem ?? ''}`,
      );
      continue;
    }
    (list[match[1]] ??= []).push(new URL(match[2]).href);
  }
  return list;
}

function notFoundUrl(read: Reader): string {
  const value = read.text('PORTAL_NOT_FOUND_URL');
  return (
    (value === undefined ? undefined : read.secureUrl('PORTAL_NOT_FOUND_URL', value)) ??
    company.notFoundUrl
  );
}

/**
 * Parses and validates the raw values. Throws one `ConfigError` naming every bad variable;
 * unset and empty variables take their defaults, which are the offline sandbox adapters.
 * `mode` is the build's mode: under a test runner ('test') no session is ever recorded. A server
 * validating what it will hand to a production build passes 'production'.
 */
export function parseEnv(raw: RawEnv, mode: unknown = raw['MODE'] ?? buildMode()): PortalConfig {
  const read = new Reader(raw);
  const config: PortalConfig = {
    api: {
      baseUrl: apiBaseUrl(read),
      timeoutMs: read.milliseconds('PORTAL_API_TIMEOUT_MS', DEFAULTS.apiTimeoutMs),
    },
    captcha: captcha(read),
    fingerprint: read.oneOf('PORTAL_FINGERPRINT', ['fingerprintjs', 'off'], 'fingerprintjs'),
    consent: consent(read),
    sessionRecording: sessionRecording(read, mode),
    redirectRewrite: redirectRewrite(read),
    redirectAllowList: redirectAllowList(read),
    notFoundUrl: notFoundUrl(read),
    // Its rule is checked by the servers and by the beacon's own code, not in the first bundle
    // (portal-config/telemetry-url.ts).
    telemetryUrl: read.text('PORTAL_TELEMETRY_URL'),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/**
 * The build's mode ('production', 'development' or 'test'): Vite and Vitest replace
 * `import.meta.env.MODE` with its value. Read alone, never `import.meta.env` as a whole, which
 * would copy every `VITE_…` value of the build machine into the bundle. Undefined under plain
 * Node (scripts run with tsx), where `import.meta.env` does not exist.
 */
export function buildMode(): string | undefined {
  try {
    return import.meta.env.MODE;
  } catch {
    return undefined;
  }
}
