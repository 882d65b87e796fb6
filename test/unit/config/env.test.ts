import { describe, expect, it } from 'vitest';
import { company } from '../../../content/company.ts';
import {
  ConfigError,
  DEFAULTS,
  RECAPTCHA_SCRIPT_URL,
  SANDBOX_CONSENT_AUTHORIZATION,
  SANDBOX_CONSENT_URL,
  parseEnv,
  type RawEnv,
} from '../../../portal-config/env.ts';

/** The variables `parseEnv` found wrong, in the order it reports them. */
function badVariables(raw: RawEnv): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map(({ variable }) => variable);
    throw error;
  }
  return [];
}

describe('the configuration with nothing set', () => {
  it('is the offline sandbox for every integration', () => {
    expect(parseEnv({ MODE: 'production' })).toEqual({
      api: { baseUrl: '', timeoutMs: DEFAULTS.apiTimeoutMs },
      captcha: { kind: 'sandbox' },
      fingerprint: 'fingerprintjs',
      consent: {
        url: SANDBOX_CONSENT_URL,
        authorization: SANDBOX_CONSENT_AUTHORIZATION,
        timeoutMs: DEFAULTS.consentTimeoutMs,
      },
      sessionRecording: undefined,
      redirectRewrite: undefined,
      redirectAllowList: undefined,
      notFoundUrl: company.notFoundUrl,
    });
  });

  it('treats empty and blank values as unset, as a `PORTAL_X=` line in an env file gives', () => {
    expect(
      parseEnv({
        PORTAL_RECAPTCHA_SITE_KEY: '',
        PORTAL_CONSENT_URL: '  ',
        PORTAL_SESSION_RECORDING_URL: '',
        PORTAL_API_TIMEOUT_MS: '',
      }),
    ).toEqual(parseEnv({}));
  });

  it('has an obviously fictional consent authorization and a short consent timeout', () => {
    expect(SANDBOX_CONSENT_AUTHORIZATION).toMatch(/exemplo|sandbox/);
    expect(DEFAULTS.consentTimeoutMs).toBeLessThanOrEqual(5_000);
  });
});

describe('a full configuration', () => {
  const full = {
    MODE: 'production',
    PORTAL_API_BASE_URL: 'https://api.exemplo.invalid/',
    PORTAL_API_TIMEOUT_MS: '20000',
    PORTAL_RECAPTCHA_SITE_KEY: '6Lc-exemplo_KEY',
    PORTAL_RECAPTCHA_TIMEOUT_MS: '90000',
    PORTAL_FINGERPRINT: 'off',
    PORTAL_CONSENT_URL: 'https://consent.exemplo.invalid/v1/records',
    PORTAL_CONSENT_AUTHORIZATION: 'Basic ZXhlbXBsbzpleGVtcGxv',
    PORTAL_CONSENT_TIMEOUT_MS: '2500',
    PORTAL_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/recorder.js',
    PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-AbC+/123=',
    PORTAL_REDIRECT_URI_PATTERN: '^https://app\\.exemplo\\.invalid/(.*)$',
    PORTAL_REDIRECT_URI_REPLACEMENT: 'https://novo.exemplo.invalid/$1',
    PORTAL_NOT_FOUND_URL: 'https://www.exemplo.invalid/nao-encontrada',
  };

  it('is typed and complete', () => {
    const config = parseEnv(full);
    expect(config).toMatchObject({
      api: { baseUrl: 'https://api.exemplo.invalid', timeoutMs: 20_000 },
      captcha: {
        kind: 'recaptcha',
        siteKey: '6Lc-exemplo_KEY',
        scriptUrl: RECAPTCHA_SCRIPT_URL,
        timeoutMs: 90_000,
      },
      fingerprint: 'off',
      consent: {
        url: 'https://consent.exemplo.invalid/v1/records',
        authorization: 'Basic ZXhlbXBsbzpleGVtcGxv',
        timeoutMs: 2_500,
      },
      sessionRecording: {
        scriptUrl: 'https://rec.exemplo.invalid/recorder.js',
        integrity: 'sha384-AbC+/123=',
      },
      redirectRewrite: { replacement: 'https://novo.exemplo.invalid/$1' },
      notFoundUrl: 'https://www.exemplo.invalid/nao-encontrada',
    });
    expect(config.redirectRewrite?.pattern).toEqual(new RegExp(full.PORTAL_REDIRECT_URI_PATTERN));
  });

  it('never records sessions under a test runner, whatever the .env says', () => {
    expect(parseEnv({ ...full, MODE: 'test' }).sessionRecording).toBeUndefined();
  });

  it('takes a local script URL over http on loopback, for fakes', () => {
    const config = parseEnv({
      PORTAL_RECAPTCHA_SITE_KEY: 'k',
      PORTAL_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/recaptcha/api.js',
    });
    expect(config.captcha).toMatchObject({ scriptUrl: 'http://127.0.0.1:4000/recaptcha/api.js' });
  });

  it('keeps a consent path on the portal origin, and an empty replacement', () => {
    const config = parseEnv({
      PORTAL_CONSENT_URL: '/consent/records',
      PORTAL_REDIRECT_URI_PATTERN: '\\?.*$',
      PORTAL_REDIRECT_URI_REPLACEMENT: '',
    });
    expect(config.consent.url).toBe('/consent/records');
    expect(config.redirectRewrite?.replacement).toBe('');
  });
});

describe('an invalid configuration', () => {
  it.each([
    [{ PORTAL_API_TIMEOUT_MS: 'abc' }, 'PORTAL_API_TIMEOUT_MS'],
    [{ PORTAL_API_TIMEOUT_MS: '0' }, 'PORTAL_API_TIMEOUT_MS'],
    [{ PORTAL_API_BASE_URL: 'api.exemplo.invalid' }, 'PORTAL_API_BASE_URL'],
    [{ PORTAL_RECAPTCHA_SITE_KEY: 'has space' }, 'PORTAL_RECAPTCHA_SITE_KEY'],
    [{ PORTAL_RECAPTCHA_SCRIPT_URL: 'https://x.invalid/api.js' }, 'PORTAL_RECAPTCHA_SCRIPT_URL'],
    [
      { PORTAL_RECAPTCHA_SITE_KEY: 'k', PORTAL_RECAPTCHA_SCRIPT_URL: 'http://cdn.invalid/api.js' },
      'PORTAL_RECAPTCHA_SCRIPT_URL',
    ],
    [
      { PORTAL_RECAPTCHA_SITE_KEY: 'k', PORTAL_RECAPTCHA_TIMEOUT_MS: '-1' },
      'PORTAL_RECAPTCHA_TIMEOUT_MS',
    ],
    [{ PORTAL_FINGERPRINT: 'yes' }, 'PORTAL_FINGERPRINT'],
    [{ PORTAL_CONSENT_URL: 'consent.invalid' }, 'PORTAL_CONSENT_URL'],
    [{ PORTAL_CONSENT_URL: '//consent.invalid/x' }, 'PORTAL_CONSENT_URL'],
    [{ PORTAL_CONSENT_URL: 'https://u:p@consent.invalid/' }, 'PORTAL_CONSENT_URL'],
    [{ PORTAL_CONSENT_AUTHORIZATION: 'Bearer a\nb' }, 'PORTAL_CONSENT_AUTHORIZATION'],
    [{ PORTAL_CONSENT_TIMEOUT_MS: '1.5' }, 'PORTAL_CONSENT_TIMEOUT_MS'],
    [
      {
        PORTAL_SESSION_RECORDING_URL: 'javascript:alert(1)',
        PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x',
      },
      'PORTAL_SESSION_RECORDING_URL',
    ],
    // The recorder runs only with its Subresource Integrity value (issue 28).
    [
      { PORTAL_SESSION_RECORDING_URL: 'https://r.invalid/r.js' },
      'PORTAL_SESSION_RECORDING_INTEGRITY',
    ],
    [
      {
        PORTAL_SESSION_RECORDING_URL: 'https://r.invalid/r.js',
        PORTAL_SESSION_RECORDING_INTEGRITY: 'md5-x',
      },
      'PORTAL_SESSION_RECORDING_INTEGRITY',
    ],
    [{ PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x' }, 'PORTAL_SESSION_RECORDING_INTEGRITY'],
    [
      { PORTAL_REDIRECT_URI_PATTERN: '(', PORTAL_REDIRECT_URI_REPLACEMENT: 'x' },
      'PORTAL_REDIRECT_URI_PATTERN',
    ],
    [{ PORTAL_REDIRECT_URI_PATTERN: 'a' }, 'PORTAL_REDIRECT_URI_REPLACEMENT'],
    [{ PORTAL_REDIRECT_URI_REPLACEMENT: 'a' }, 'PORTAL_REDIRECT_URI_REPLACEMENT'],
    [{ PORTAL_NOT_FOUND_URL: '/404' }, 'PORTAL_NOT_FOUND_URL'],
    [{ PORTAL_NOT_FOUND_URL: 'http://www.exemplo.invalid/404' }, 'PORTAL_NOT_FOUND_URL'],
    // Issue 28: nothing nginx, a policy or a header would read as syntax; https off loopback.
    [{ PORTAL_API_BASE_URL: 'http://api.exemplo.invalid' }, 'PORTAL_API_BASE_URL'],
    [{ PORTAL_API_BASE_URL: 'https://$http_x_upstream' }, 'PORTAL_API_BASE_URL'],
    [{ PORTAL_CONSENT_URL: '/\\evil.example/c' }, 'PORTAL_CONSENT_URL'],
    [{ PORTAL_CONSENT_URL: '/a/../../b' }, 'PORTAL_CONSENT_URL'],
    [{ PORTAL_CONSENT_URL: 'https://c.invalid/a;script-src' }, 'PORTAL_CONSENT_URL'],
    [
      {
        PORTAL_SESSION_RECORDING_URL: 'https://r.invalid/{x}.js',
        PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x',
      },
      'PORTAL_SESSION_RECORDING_URL',
    ],
    [{ PORTAL_NOT_FOUND_URL: 'https://w.invalid/"404' }, 'PORTAL_NOT_FOUND_URL'],
    [{ PORTAL_CONSENT_AUTHORIZATION: 'Bearer a"; b' }, 'PORTAL_CONSENT_AUTHORIZATION'],
  ])('%o fails naming %s', (raw, variable) => {
    expect(badVariables(raw)).toEqual([variable]);
  });

  it('names every bad variable in one error, with the value and where to read more', () => {
    const raw = { PORTAL_API_TIMEOUT_MS: 'soon', PORTAL_FINGERPRINT: 'maybe' };
    expect(() => parseEnv(raw)).toThrow(ConfigError);
    expect(badVariables(raw)).toEqual(['PORTAL_API_TIMEOUT_MS', 'PORTAL_FINGERPRINT']);
    expect(() => parseEnv(raw)).toThrow(
      /PORTAL_API_TIMEOUT_MS must be a whole number of milliseconds above 0, not 'soon'[\s\S]*PORTAL_FINGERPRINT must be one of fingerprintjs, off, not 'maybe'/,
    );
    expect(() => parseEnv(raw)).toThrow(/docs\/deploy\.md/);
  });
});
