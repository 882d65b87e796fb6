import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, offlineCspSources } from '../../../portal-config/csp.ts';
import { ConfigError, parseEnv, type RawEnv } from '../../../portal-config/env.ts';
import {
  MAX_URL_LENGTH,
  MAX_VALUE_LENGTH,
  overlongVariables,
} from '../../../portal-config/grammar.ts';

/*
 * Issue 36 item 9: the configuration grammar refuses commas (they split a
 * Content-Security-Policy header into two policies), fragments and values over a documented
 * length, each refusal naming its variable; the Trusted Types allowance for Google's scripts
 * goes by exact host.
 */

/** The variables `parseEnv` refuses in `raw`, by name. */
function refused(raw: RawEnv): string[] {
  try {
    parseEnv(raw, 'production');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map(({ variable }) => variable);
    throw error;
  }
  return [];
}

const CAPTCHA = { PORTAL_RECAPTCHA_SITE_KEY: 'site-key' };

describe('a comma or a fragment in a configured URL', () => {
  it.each([
    ['PORTAL_RECAPTCHA_SCRIPT_URL', 'https://rec.example/a,b.js', CAPTCHA],
    ['PORTAL_RECAPTCHA_SCRIPT_URL', 'https://rec.example/api.js#x', CAPTCHA],
    ['PORTAL_API_BASE_URL', 'https://api.exemplo.invalid#frag', {}],
    ['PORTAL_API_BASE_URL', 'https://api.exemplo.invalid/a,b', {}],
    ['PORTAL_CONSENT_URL', 'https://consent.exemplo.invalid/x#y', {}],
    ['PORTAL_CONSENT_URL', '/consents#y', {}],
    ['PORTAL_CONSENT_URL', '/consents,x', {}],
    ['PORTAL_NOT_FOUND_URL', 'https://www.exemplo.invalid/404#top', {}],
    ['PORTAL_REDIRECT_URI_ALLOWLIST', 'refi-digital@https://app.exemplo.invalid/voltar#x', {}],
  ])('refuses %s = %s, naming it', (variable, value, extra) => {
    expect(refused({ ...extra, [variable]: value })).toEqual([variable]);
  });

  it('refuses them in the session recorder’s script URL too', () => {
    expect(
      refused({
        PORTAL_SESSION_RECORDING_URL: 'https://rec.exemplo.invalid/r.js#a',
        PORTAL_SESSION_RECORDING_INTEGRITY: 'sha384-abc',
      }),
    ).toEqual(['PORTAL_SESSION_RECORDING_URL']);
  });
});

describe('a value longer than the documented limit', () => {
  it(`refuses any variable over ${String(MAX_VALUE_LENGTH)} characters, naming it`, () => {
    const long = 'x'.repeat(20_000);
    expect(refused({ PORTAL_REDIRECT_URI_PATTERN: long })).toEqual(['PORTAL_REDIRECT_URI_PATTERN']);
    expect(refused({ PORTAL_CONSENT_AUTHORIZATION: `Bearer ${long}` })).toEqual([
      'PORTAL_CONSENT_AUTHORIZATION',
    ]);
  });

  it(`refuses a URL over ${String(MAX_URL_LENGTH)} characters, and keeps one at the limit`, () => {
    const at = (length: number) => {
      const base = 'https://api.exemplo.invalid/';
      return base + 'a'.repeat(length - base.length);
    };
    expect(refused({ PORTAL_API_BASE_URL: at(MAX_URL_LENGTH + 1) })).toEqual([
      'PORTAL_API_BASE_URL',
    ]);
    expect(refused({ PORTAL_API_BASE_URL: at(MAX_URL_LENGTH) })).toEqual([]);
  });

  it('names every PORTAL_ variable over the limit before anything reads it, the edge’s and the collectors’ too', () => {
    expect(
      overlongVariables({
        PORTAL_EDGE_TRUSTED_PROXIES: 'a'.repeat(MAX_VALUE_LENGTH + 1),
        PORTAL_COLLECTORS: 'b'.repeat(20_000),
        PORTAL_API_ORIGIN: 'https://api.exemplo.invalid',
        HOME: 'h'.repeat(20_000),
      }),
    ).toEqual([
      `PORTAL_EDGE_TRUSTED_PROXIES must be at most ${String(MAX_VALUE_LENGTH)} characters long, not ${String(MAX_VALUE_LENGTH + 1)}.`,
      `PORTAL_COLLECTORS must be at most ${String(MAX_VALUE_LENGTH)} characters long, not 20000.`,
    ]);
  });
});

describe('serve:nginx refusing the collectors', () => {
  const run = promisify(execFile);
  const root = resolve(import.meta.dirname, '../../..');

  /** The script's error output for `env`; it must exit before looking for nginx. */
  async function refusal(env: Record<string, string>, args: string[] = []): Promise<string> {
    const result = await run(
      resolve(root, 'node_modules/.bin/tsx'),
      ['scripts/serve-nginx.ts', '--api', 'https://api.exemplo.invalid', ...args],
      { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env }, timeout: 60_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(result.code).toBe(2);
    return result.stderr;
  }

  it('names PORTAL_COLLECTORS when one of them is not host:port', async () => {
    expect(await refusal({ PORTAL_COLLECTORS: '127.0.0.1:9101,bad value!' })).toContain(
      "PORTAL_COLLECTORS: A collector is host:port or http://host:port, as `npm run collector` prints it, not 'bad value!'.",
    );
  }, 60_000);

  it('names --collector when the flag gave it', async () => {
    expect(await refusal({}, ['--collector', 'x#y:1'])).toContain('--collector: A collector is');
  }, 60_000);

  it('names a 20 kB variable instead of leaving it to nginx -t', async () => {
    expect(await refusal({ PORTAL_COLLECTORS: '127.0.0.1:1,'.repeat(2000) })).toContain(
      `PORTAL_COLLECTORS must be at most ${String(MAX_VALUE_LENGTH)} characters long`,
    );
  }, 60_000);
});

describe('the Trusted Types allowance for Google’s own policy', () => {
  const policyWith = (source: string) =>
    contentSecurityPolicy({ ...offlineCspSources(), 'script-src': ["'self'", source] }, 'abc');

  it.each([
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://www.recaptcha.net/recaptcha/',
  ])('is given to scripts from %s', (source) => {
    expect(policyWith(source)).toContain("goog#html 'allow-duplicates'");
  });

  it.each([
    'https://cdn.notgoogle.com.example/x/',
    'https://google.com.evil.example/recaptcha/',
    'https://evil.example/www.google.com/',
    'http://www.google.com/recaptcha/',
  ])('is not given to scripts from %s', (source) => {
    expect(policyWith(source)).not.toContain('goog#html');
  });
});
