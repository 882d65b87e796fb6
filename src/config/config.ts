/**
 * The page's own configuration: what `/portal/config.js` set, parsed by the same rules the server
 * checked them with before it started (portal-config/env.ts).
 */

import {
  buildMode,
  ConfigError,
  parseEnv,
  type PortalConfig,
  type RawEnv,
} from '../../portal-config/env.ts';

declare global {
  interface Window {
    /** Set by `/portal/config.js` (portal-config/config-script.ts): the raw `PORTAL_…` values. */
    __PORTAL_CONFIG__?: Readonly<Record<string, string>>;
  }
}

/**
 * What `/portal/config.js` set. A production page without it cannot know its API or captcha:
 * it stops with a message rather than run against the sandbox's defaults. Under the dev server
 * and the test runners a missing script means the defaults.
 */
function runtimeValues(): RawEnv {
  const values = typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__;
  if (values === undefined && typeof window !== 'undefined' && buildMode() === 'production') {
    throw new ConfigError([
      { variable: 'config.js', problem: 'did not load: the server must serve /portal/config.js.' },
    ]);
  }
  return values ?? {};
}

/** The configuration this page runs with, validated when the app starts. */
export const config: PortalConfig = parseEnv(runtimeValues());
