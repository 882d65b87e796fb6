/**
 * The page's Trusted Types policy (issue 28, docs/security.md). The Content-Security-Policy
 * enforces `require-trusted-types-for 'script'`: no string reaches a script sink (a script's
 * `src`, a worker, HTML written into the page) unless a policy lets it. The `default` policy
 * below is the one the browser consults for plain strings; it admits only the portal's own
 * script URLs (its build's assets and the integrations' scripts this deployment configured) and
 * two fixed, script-free HTML strings of its libraries. Anything else is blocked, and reported.
 */
import type { PortalConfig } from './env.ts';

/** The policy names the Content-Security-Policy's `trusted-types` directive allows. */
export const TRUSTED_TYPES_POLICIES = {
  /** The app's policy, for every string a sink receives. */
  app: 'default',
  /** The prerendered page's start script's (scripts/build/prerender/scripts-after-paint.ts). */
  start: 'portal-start',
} as const;

/** Where the portal's build puts every script of its own (Vite's `base` and `assetsDir`). */
export const OWN_SCRIPTS = '/portal/assets/';

/**
 * The only HTML the portal's libraries write into the page, admitted character for character:
 * the document FingerprintJS puts into its measuring frame's `srcdoc` (fp.esm.js,
 * `getFontPreferences`), a viewport and nothing else; and the one space goober (notistack's
 * styles) writes into its new style sheet's `innerHTML`.
 */
export const FINGERPRINT_FRAME_HTML =
  '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">';
const GOOBER_SHEET_HTML = ' ';
const LIBRARIES_HTML: readonly string[] = [FINGERPRINT_FRAME_HTML, GOOBER_SHEET_HTML];

interface TrustedTypePolicyOptions {
  createHTML?: (value: string) => string | null;
  createScriptURL?: (value: string) => string | null;
  createScript?: (value: string) => string | null;
}

declare global {
  interface Window {
    /** Trusted Types (Chromium, Safari 26, Firefox 147); absent elsewhere, where CSP still holds. */
    trustedTypes?: { createPolicy(name: string, options: TrustedTypePolicyOptions): unknown };
  }
}

/** Whether `value`, resolved against the page, is one of the portal's own script URLs. */
export function isPortalScriptUrl(
  value: string,
  config: PortalConfig | undefined,
  page: string,
  ownScripts: string = OWN_SCRIPTS,
): boolean {
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    return false;
  }
  // The parser has already resolved any `..` of the path.
  if (url.origin === new URL(page).origin && url.pathname.startsWith(ownScripts)) return true;
  if (config === undefined) return false;
  const configured = [
    // The captcha adapter adds its query (render, hl) to the configured script.
    ...(config.captcha.kind === 'recaptcha' ? [new URL(config.captcha.scriptUrl)] : []),
  ];
  if (configured.some((script) => script.origin + script.pathname === url.origin + url.pathname)) {
    return true;
  }
  return config.sessionRecording?.scriptUrl === url.href;
}

/**
 * Creates the `default` policy once, before any script is added. Returning null refuses the
 * value: the browser then blocks the assignment and reports it.
 */
export function installTrustedTypesPolicy(
  config: PortalConfig | undefined,
  target: Window = window,
  ownScripts: string = OWN_SCRIPTS,
): void {
  target.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES.app, {
    createScriptURL: (value) =>
      isPortalScriptUrl(value, config, target.location.href, ownScripts) ? value : null,
    createHTML: (value) => (LIBRARIES_HTML.includes(value) ? value : null),
    createScript: () => null,
  });
}
