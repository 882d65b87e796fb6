import { describe, expect, it } from 'vitest';
import { captchaChoice, redirectAllowListRequired } from '../../../deploy/nginx/captcha-choice.ts';
import { DEFAULT_EDGE, edgeConfig } from '../../../deploy/nginx/edge.ts';
import { apiOriginOf } from '../../../deploy/nginx/prepare.ts';
import { collectorAddress } from '../../../deploy/nginx/telemetry.ts';
import { ConfigError, parseEnv } from '../../../portal-config/env.ts';

/** Issue 28: what may reach nginx.conf from the deployment's configuration. */

function badVariables(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map(({ variable }) => variable);
    throw error;
  }
  return [];
}

describe('the API origin nginx proxies to', () => {
  it.each(['https://api.exemplo.invalid', 'http://127.0.0.1:8081', 'http://localhost:9'])(
    'takes %s',
    (origin) => {
      expect(apiOriginOf(origin)).toBe(new URL(origin).origin);
    },
  );

  it.each([
    'http://127.0.0.1:9/api',
    // nginx would pick the upstream from a request header.
    'http://$http_x_upstream',
    'https://$http_x_upstream',
    'http://api.exemplo.invalid',
    'https://api.exemplo.invalid;',
    'https://u:p@api.exemplo.invalid',
    'https://api.exemplo.invalid/?x',
    'ftp://api.exemplo.invalid',
  ])('refuses %s', (origin) => {
    expect(() => apiOriginOf(origin)).toThrow(/https origin \(http only on loopback\)/);
  });
});

describe('a collector nginx sends beacons to', () => {
  it.each([
    ['127.0.0.1:9464', '127.0.0.1:9464'],
    ['http://collector-1.interno:9464', 'collector-1.interno:9464'],
    [' http://[::1]:9464 ', '[::1]:9464'],
  ])('takes %s as %s', (value, address) => {
    expect(collectorAddress(value)).toBe(address);
  });

  it.each([
    // A host the URL parser takes, which nginx reads as the end of the line and a new block.
    'evil;}{$x:9000',
    'collector$host:9000',
    'https://collector.interno:9464',
    'collector.interno',
    'http://collector.interno:9464/metrics',
    'http://user:secret@collector.interno:9464',
  ])('refuses %s', (value) => {
    expect(() => collectorAddress(value)).toThrow(/A collector is host:port/);
  });
});

describe('the edge’s variables', () => {
  it('default to limits per call, 20 connections and no trusted proxy', () => {
    expect(edgeConfig({})).toEqual(DEFAULT_EDGE);
    expect(DEFAULT_EDGE.rates.token).toEqual({ count: 10, per: 'm' });
  });

  it('read a rate per call, the connections and the proxies', () => {
    const edge = edgeConfig({
      PORTAL_EDGE_RATE_TOKEN: '3/m',
      PORTAL_EDGE_RATE_NON_CLIENT: '1/s',
      PORTAL_EDGE_CONNECTIONS: '7',
      PORTAL_EDGE_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32',
    });
    expect(edge.rates.token).toEqual({ count: 3, per: 'm' });
    expect(edge.rates.nonClient).toEqual({ count: 1, per: 's' });
    expect(edge.rates.answer).toEqual(DEFAULT_EDGE.rates.answer);
    expect(edge.connections).toBe(7);
    expect(edge.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
  });

  it('refuse anything but their grammar, naming each variable', () => {
    expect(
      badVariables(() =>
        edgeConfig({
          PORTAL_EDGE_RATE_TOKEN: '10r/m; allow all',
          PORTAL_EDGE_RATE_QUESTION: '0/m',
          PORTAL_EDGE_CONNECTIONS: '$x',
          PORTAL_EDGE_TRUSTED_PROXIES: '10.0.0.0/33',
        }),
      ),
    ).toEqual([
      'PORTAL_EDGE_RATE_TOKEN',
      'PORTAL_EDGE_RATE_QUESTION',
      'PORTAL_EDGE_CONNECTIONS',
      'PORTAL_EDGE_TRUSTED_PROXIES',
    ]);
    expect(badVariables(() => edgeConfig({ PORTAL_EDGE_TRUSTED_PROXIES: 'cdn.invalid' }))).toEqual([
      'PORTAL_EDGE_TRUSTED_PROXIES',
    ]);
  });
});

describe('production’s redirect allow-list', () => {
  it('is required, none included', () => {
    expect(
      badVariables(() => {
        redirectAllowListRequired(parseEnv({}, 'production'));
      }),
    ).toEqual(['PORTAL_REDIRECT_URI_ALLOWLIST']);
    expect(
      badVariables(() => {
        redirectAllowListRequired(
          parseEnv({ PORTAL_REDIRECT_URI_ALLOWLIST: 'none' }, 'production'),
        );
      }),
    ).toEqual([]);
  });
});

describe('production’s captcha', () => {
  const sandbox = parseEnv({}, 'production');
  const recaptcha = parseEnv({ PORTAL_RECAPTCHA_SITE_KEY: 'k' }, 'production');

  it('is reCAPTCHA, or the sandbox chosen in so many words and said at start', () => {
    expect(captchaChoice(recaptcha, {})).toBeUndefined();
    expect(captchaChoice(sandbox, { PORTAL_CAPTCHA: 'sandbox' })).toMatch(/not for customers/);
  });

  it('never silently the sandbox’s', () => {
    expect(badVariables(() => captchaChoice(sandbox, {}))).toEqual(['PORTAL_CAPTCHA']);
    expect(badVariables(() => captchaChoice(sandbox, { PORTAL_CAPTCHA: 'recaptcha' }))).toEqual([
      'PORTAL_CAPTCHA',
    ]);
    expect(badVariables(() => captchaChoice(recaptcha, { PORTAL_CAPTCHA: 'sandbox' }))).toEqual([
      'PORTAL_CAPTCHA',
    ]);
    expect(badVariables(() => captchaChoice(sandbox, { PORTAL_CAPTCHA: 'none' }))).toEqual([
      'PORTAL_CAPTCHA',
    ]);
  });
});
