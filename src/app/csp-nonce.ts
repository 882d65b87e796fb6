import { CSP_NONCE_PLACEHOLDER } from '../../portal-config/csp.ts';

declare global {
  interface Window {
    /** goober, which styles notistack's toasts, gives its style element this nonce. */
    __nonce__?: string;
  }
}

/**
 * The nonce of this page's Content-Security-Policy, for the styles the app injects at run time
 * (Emotion's and notistack's): the server writes it into `<meta property="csp-nonce">` for every
 * response (docs/security.md). Read from the element's `nonce` property: browsers blank the
 * attribute once the page has loaded, so no other script can read it from the markup.
 * Undefined when the page has none, or still has the build's placeholder (the dev server).
 */
function readNonce(): string | undefined {
  // The build's prerender (no document) leaves the placeholder for the server to replace.
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce ?? '';
  return nonce === '' || nonce === CSP_NONCE_PLACEHOLDER ? undefined : nonce;
}

export const cspNonce = readNonce();

// Set on import, before notistack (and goober with it) is loaded: main.tsx imports this module
// first, as module imports run in order.
if (cspNonce !== undefined) window.__nonce__ = cspNonce;
