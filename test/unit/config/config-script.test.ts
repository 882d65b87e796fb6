import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '../../../portal-config/config-script.ts';
import { ConfigError, parseEnv } from '../../../portal-config/env.ts';

/** What a page gets from config.js: the script run where `window` is a plain object. */
function runInPage(script: string): unknown {
  const window: { __PORTAL_CONFIG__?: unknown } = {};
  runInNewContext(script, { window });
  return window.__PORTAL_CONFIG__;
}

describe('the configuration a server hands the page', () => {
  const env = {
    PORTAL_API_TIMEOUT_MS: '9000',
    PORTAL_REDIRECT_URI_PATTERN: '^https://a\\.invalid/(.*)</script>$',
    PORTAL_REDIRECT_URI_REPLACEMENT: 'https://b.invalid/$1',
    PATH: '/usr/bin',
    HOME: '/root',
  };

  it('carries the portal variables only, and the page parses them into the same configuration', () => {
    const served = serverConfig(env);
    const inPage = runInPage(served.script);
    expect(Object.keys(inPage as object).sort()).toEqual([
      'PORTAL_API_TIMEOUT_MS',
      'PORTAL_REDIRECT_URI_PATTERN',
      'PORTAL_REDIRECT_URI_REPLACEMENT',
    ]);
    expect(parseEnv(inPage as Record<string, string>, 'production')).toEqual(served.config);
    expect(served.script).not.toContain('</script>');
    expect(Object.isFrozen(inPage)).toBe(true);
  });

  it('refuses to start with a bad value, naming it', () => {
    expect(() => serverConfig({ PORTAL_API_TIMEOUT_MS: 'abc' })).toThrow(
      /PORTAL_API_TIMEOUT_MS must be a whole number/,
    );
  });

  it('refuses the build-time VITE_ names of an older setup instead of ignoring them', () => {
    try {
      serverConfig({ VITE_API_TIMEOUT_MS: '9000', PORTAL_FINGERPRINT: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map(({ variable }) => variable)).toEqual([
        'PORTAL_FINGERPRINT',
        'VITE_API_TIMEOUT_MS',
      ]);
      expect((error as ConfigError).message).toContain('set PORTAL_API_TIMEOUT_MS');
    }
  });

  it('names the integrations’ scripts in the policy sources of a production build', () => {
    const { sources } = serverConfig({
      PORTAL_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/r.js',
      PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x',
    });
    expect(sources['script-src']).toContain('https://rec.exemplo.invalid/r.js');
  });

  it('takes the violation reports’ path on the portal’s origin, outside the pages', () => {
    expect(serverConfig({}).cspReportPath).toBe('/portal/telemetry/csp');
    expect(serverConfig({ PORTAL_CSP_REPORT_PATH: '/relatorios/csp' }).cspReportPath).toBe(
      '/relatorios/csp',
    );
    for (const bad of ['//evil.invalid/r', 'https://evil.invalid/r', '/r;x', '/a b']) {
      expect(() => serverConfig({ PORTAL_CSP_REPORT_PATH: bad }), bad).toThrow(
        /PORTAL_CSP_REPORT_PATH must be a path/,
      );
    }
  });
});
