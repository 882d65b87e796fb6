import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULTS,
  RECAPTCHA_SCRIPT_URL,
  SANDBOX_CONSENT_AUTHORIZATION,
  SANDBOX_CONSENT_URL,
  parseEnv,
  type RawEnv,
} from '../../../src/config/env.ts';

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
    });
  });

  it('treats empty and blank values as unset, as a `VITE_X=` line in a .env file gives', () => {
    expect(
      parseEnv({
        VITE_RECAPTCHA_SITE_KEY: '',
        VITE_CONSENT_URL: '  ',
        VITE_SESSION_RECORDING_URL: '',
        VITE_API_TIMEOUT_MS: '',
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
    VITE_API_BASE_URL: 'https://api.exemplo.invalid/',
    VITE_API_TIMEOUT_MS: '20000',
    VITE_RECAPTCHA_SITE_KEY: '6Lc-exemplo_KEY',
    VITE_RECAPTCHA_TIMEOUT_MS: '90000',
    VITE_FINGERPRINT: 'off',
    VITE_CONSENT_URL: 'https://consent.exemplo.invalid/v1/records',
    VITE_CONSENT_AUTHORIZATION: 'Basic ZXhlbXBsbzpleGVtcGxv',
    VITE_CONSENT_TIMEOUT_MS: '2500',
    VITE_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/recorder.js',
    VITE_REDIRECT_URI_PATTERN: '^https://app\\.exemplo\\.invalid/(.*)$',
    VITE_REDIRECT_URI_REPLACEMENT: 'https://novo.exemplo.invalid/$1',
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
      sessionRecording: { scriptUrl: 'https://rec.exemplo.invalid/recorder.js' },
      redirectRewrite: { replacement: 'https://novo.exemplo.invalid/$1' },
    });
    expect(config.redirectRewrite?.pattern).toEqual(new RegExp(full.VITE_REDIRECT_URI_PATTERN));
  });

  it('never records sessions under a test runner, whatever the .env says', () => {
    expect(parseEnv({ ...full, MODE: 'test' }).sessionRecording).toBeUndefined();
  });

  it('takes a local script URL over http on loopback, for fakes', () => {
    const config = parseEnv({
      VITE_RECAPTCHA_SITE_KEY: 'k',
      VITE_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/recaptcha/api.js',
    });
    expect(config.captcha).toMatchObject({ scriptUrl: 'http://127.0.0.1:4000/recaptcha/api.js' });
  });

  it('keeps a consent path on the portal origin, and an empty replacement', () => {
    const config = parseEnv({
      VITE_CONSENT_URL: '/consent/records',
      VITE_REDIRECT_URI_PATTERN: '\\?.*$',
      VITE_REDIRECT_URI_REPLACEMENT: '',
    });
    expect(config.consent.url).toBe('/consent/records');
    expect(config.redirectRewrite?.replacement).toBe('');
  });
});

describe('an invalid configuration', () => {
  it.each([
    [{ VITE_API_TIMEOUT_MS: 'abc' }, 'VITE_API_TIMEOUT_MS'],
    [{ VITE_API_TIMEOUT_MS: '0' }, 'VITE_API_TIMEOUT_MS'],
    [{ VITE_API_BASE_URL: 'api.exemplo.invalid' }, 'VITE_API_BASE_URL'],
    [{ VITE_RECAPTCHA_SITE_KEY: 'has space' }, 'VITE_RECAPTCHA_SITE_KEY'],
    [{ VITE_RECAPTCHA_SCRIPT_URL: 'https://x.invalid/api.js' }, 'VITE_RECAPTCHA_SCRIPT_URL'],
    [
      { VITE_RECAPTCHA_SITE_KEY: 'k', VITE_RECAPTCHA_SCRIPT_URL: 'http://cdn.invalid/api.js' },
      'VITE_RECAPTCHA_SCRIPT_URL',
    ],
    [
      { VITE_RECAPTCHA_SITE_KEY: 'k', VITE_RECAPTCHA_TIMEOUT_MS: '-1' },
      'VITE_RECAPTCHA_TIMEOUT_MS',
    ],
    [{ VITE_FINGERPRINT: 'yes' }, 'VITE_FINGERPRINT'],
    [{ VITE_CONSENT_URL: 'consent.invalid' }, 'VITE_CONSENT_URL'],
    [{ VITE_CONSENT_URL: '//consent.invalid/x' }, 'VITE_CONSENT_URL'],
    [{ VITE_CONSENT_URL: 'https://u:p@consent.invalid/' }, 'VITE_CONSENT_URL'],
    [{ VITE_CONSENT_AUTHORIZATION: 'Bearer a\nb' }, 'VITE_CONSENT_AUTHORIZATION'],
    [{ VITE_CONSENT_TIMEOUT_MS: '1.5' }, 'VITE_CONSENT_TIMEOUT_MS'],
    [{ VITE_SESSION_RECORDING_URL: 'javascript:alert(1)' }, 'VITE_SESSION_RECORDING_URL'],
    [
      { VITE_REDIRECT_URI_PATTERN: '(', VITE_REDIRECT_URI_REPLACEMENT: 'x' },
      'VITE_REDIRECT_URI_PATTERN',
    ],
    [{ VITE_REDIRECT_URI_PATTERN: 'a' }, 'VITE_REDIRECT_URI_REPLACEMENT'],
    [{ VITE_REDIRECT_URI_REPLACEMENT: 'a' }, 'VITE_REDIRECT_URI_REPLACEMENT'],
  ])('%o fails naming %s', (raw, variable) => {
    expect(badVariables(raw)).toEqual([variable]);
  });

  it('names every bad variable in one error, with the value and where to read more', () => {
    const raw = { VITE_API_TIMEOUT_MS: 'soon', VITE_FINGERPRINT: 'maybe' };
    expect(() => parseEnv(raw)).toThrow(ConfigError);
    expect(badVariables(raw)).toEqual(['VITE_API_TIMEOUT_MS', 'VITE_FINGERPRINT']);
    expect(() => parseEnv(raw)).toThrow(
      /VITE_API_TIMEOUT_MS must be a whole number of milliseconds above 0, not 'soon'[\s\S]*VITE_FINGERPRINT must be one of fingerprintjs, off, not 'maybe'/,
    );
    expect(() => parseEnv(raw)).toThrow(/docs\/integrations\.md/);
  });
});
