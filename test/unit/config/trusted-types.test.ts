import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../portal-config/env.ts';
import {
  FINGERPRINT_FRAME_HTML,
  installTrustedTypesPolicy,
  isPortalScriptUrl,
} from '../../../portal-config/trusted-types.ts';

/** Issue 28: what the page's Trusted Types policy lets into a script sink. */

const PAGE = 'https://portal.exemplo.invalid/portal/cadastro';
const offline = parseEnv({}, 'production');
const configured = parseEnv(
  {
    PORTAL_RECAPTCHA_SITE_KEY: 'k',
    PORTAL_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/v2/recorder.js',
    PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-x',
  },
  'production',
);

describe('the portal’s script URLs', () => {
  it.each([
    '/portal/assets/index-abc.js',
    'https://portal.exemplo.invalid/portal/assets/elk-worker-abc.js',
  ])('admits its own build’s %s', (url) => {
    expect(isPortalScriptUrl(url, offline, PAGE)).toBe(true);
  });

  it('admits the configured captcha script with its query, and the recorder’s exact URL', () => {
    const recaptcha = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR';
    expect(isPortalScriptUrl(recaptcha, configured, PAGE)).toBe(true);
    expect(isPortalScriptUrl('https://rec.exemplo.invalid/v2/recorder.js', configured, PAGE)).toBe(
      true,
    );
    expect(isPortalScriptUrl(recaptcha, offline, PAGE)).toBe(false);
  });

  it.each([
    'https://evil.exemplo.invalid/portal/assets/x.js',
    '/portal/config2.js',
    '/portal/assets/../inspector/x.js',
    'https://rec.exemplo.invalid/v2/other.js',
    'https://rec.exemplo.invalid/v2/recorder.js?x=1',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(isPortalScriptUrl(url, configured, PAGE)).toBe(false);
  });
});

describe('the default policy', () => {
  it('admits only its libraries’ two fixed strings as HTML, and no script text', () => {
    const policies: Record<string, Record<string, (value: string) => string | null>> = {};
    const target = {
      location: { href: PAGE },
      trustedTypes: {
        createPolicy: (name: string, rules: Record<string, (value: string) => string | null>) => {
          policies[name] = rules;
        },
      },
    } as unknown as Window;
    installTrustedTypesPolicy(offline, target);
    const policy = policies['default'];
    expect(policy?.['createHTML']?.(FINGERPRINT_FRAME_HTML)).toBe(FINGERPRINT_FRAME_HTML);
    // goober's (notistack's styles) first sheet.
    expect(policy?.['createHTML']?.(' ')).toBe(' ');
    expect(policy?.['createHTML']?.('<img src=x onerror=alert(1)>')).toBeNull();
    expect(policy?.['createScript']?.('alert(1)')).toBeNull();
    expect(policy?.['createScriptURL']?.('/portal/assets/a.js')).toBe('/portal/assets/a.js');
    expect(policy?.['createScriptURL']?.('https://evil.exemplo.invalid/a.js')).toBeNull();
  });
});
