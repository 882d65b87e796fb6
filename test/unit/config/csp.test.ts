import { describe, expect, it } from 'vitest';
import { cspDirectives, cspSources } from '../../../src/config/csp.ts';
import { parseEnv } from '../../../src/config/env.ts';

describe('the Content-Security-Policy sources of a configuration', () => {
  it('are the portal’s own origin only, with no configuration', () => {
    const sources = cspSources(parseEnv({}));
    expect(sources).toEqual({
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': [],
    });
    expect(cspDirectives(sources)).toBe("script-src 'self'; connect-src 'self'; frame-src 'none'");
  });

  it('are Google’s documented reCAPTCHA sources for its script', () => {
    const sources = cspSources(parseEnv({ VITE_RECAPTCHA_SITE_KEY: 'k' }));
    expect(sources['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(sources['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(sources['connect-src']).toEqual(["'self'"]);
  });

  it('add the API, consent and recorder origins, each once', () => {
    const sources = cspSources(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.exemplo.invalid/base',
        VITE_CONSENT_URL: 'https://api.exemplo.invalid/consents',
        VITE_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/r/recorder.js',
        VITE_RECAPTCHA_SITE_KEY: 'k',
        VITE_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/recaptcha/api.js',
      }),
    );
    expect(sources).toEqual({
      'script-src': ["'self'", 'http://127.0.0.1:4000/recaptcha/', 'https://rec.exemplo.invalid'],
      'connect-src': ["'self'", 'https://api.exemplo.invalid'],
      'frame-src': ['http://127.0.0.1:4000/recaptcha/'],
    });
  });

  it('need nothing for a consent path on the portal’s origin', () => {
    expect(cspSources(parseEnv({ VITE_CONSENT_URL: '/consents' }))['connect-src']).toEqual([
      "'self'",
    ]);
  });
});
