import { describe, expect, it } from 'vitest';
import {
  reportingEndpoints,
  contentSecurityPolicy,
  cspDirectives,
  cspSources,
  offlineCspSources,
} from '../../../portal-config/csp.ts';
import { parseEnv } from '../../../portal-config/env.ts';

describe('the Content-Security-Policy sources of a configuration', () => {
  it('are the portal’s own origin only, with no configuration', () => {
    const sources = cspSources(parseEnv({}));
    expect(sources).toEqual({
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': [],
    });
    expect(cspDirectives(sources)).toBe("script-src 'self'; connect-src 'self'; frame-src 'none'");
    // What the sandbox's static server assumes of a build it cannot read the configuration of.
    expect(offlineCspSources()).toEqual(sources);
  });

  it('are Google’s documented reCAPTCHA sources for its script', () => {
    const sources = cspSources(parseEnv({ PORTAL_RECAPTCHA_SITE_KEY: 'k' }));
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
      parseEnv(
        {
          PORTAL_API_BASE_URL: 'https://api.exemplo.invalid/base',
          PORTAL_CONSENT_URL: 'https://api.exemplo.invalid/consents',
          PORTAL_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/r/recorder.js',
          PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x',
          PORTAL_RECAPTCHA_SITE_KEY: 'k',
          PORTAL_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4000/recaptcha/api.js',
        },
        // What a server computes for the production build it serves (under Vitest the mode
        // would be 'test', which never records sessions).
        'production',
      ),
    );
    expect(sources).toEqual({
      // The recorder's exact script, not its origin (issue 28).
      'script-src': [
        "'self'",
        'http://127.0.0.1:4000/recaptcha/',
        'https://rec.exemplo.invalid/r/recorder.js',
      ],
      'connect-src': ["'self'", 'https://api.exemplo.invalid'],
      'frame-src': ['http://127.0.0.1:4000/recaptcha/'],
    });
  });

  it('need nothing for a consent path on the portal’s origin', () => {
    expect(cspSources(parseEnv({ PORTAL_CONSENT_URL: '/consents' }))['connect-src']).toEqual([
      "'self'",
    ]);
  });
});

describe('the whole policy of one page response', () => {
  const recaptcha = cspSources(parseEnv({ PORTAL_RECAPTCHA_SITE_KEY: 'site-key' }));

  it('names the nonce for scripts and styles, after the integrations’ sources', () => {
    expect(contentSecurityPolicy(recaptcha, 'bm9uY2U=')).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'nonce-bm9uY2U=' 'strict-dynamic'",
        "connect-src 'self'",
        'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
        "style-src 'self' 'nonce-bm9uY2U='",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        "trusted-types default portal-start goog#html 'allow-duplicates'",
        'report-uri /portal/telemetry/csp',
        'report-to csp',
      ].join('; '),
    );
  });

  it('names only the portal’s Trusted Types policies without Google’s scripts, and the report path given', () => {
    const policy = contentSecurityPolicy(offlineCspSources(), 'abc', '/relatorios/csp');
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(policy).toContain(
      '; trusted-types default portal-start; report-uri /relatorios/csp; report-to csp',
    );
    expect(reportingEndpoints('/relatorios/csp')).toBe('csp="/relatorios/csp"');
    expect(() => contentSecurityPolicy(offlineCspSources(), 'abc', '/x; script-src *')).toThrow(
      /Not a report path/,
    );
  });

  it('never allows inline or evaluated code, nor framing', () => {
    const policy = contentSecurityPolicy(offlineCspSources(), 'abc');
    expect(policy).not.toMatch(/unsafe-/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('refuses a nonce that could break out of its source expression', () => {
    expect(() => contentSecurityPolicy(offlineCspSources(), "x' 'unsafe-inline")).toThrow(
      /Not a CSP nonce/,
    );
    expect(() => contentSecurityPolicy(offlineCspSources(), '')).toThrow(/Not a CSP nonce/);
  });
});
