import type { PortalConfig } from './env.ts';
import { CSP_REPORT_PATH } from '../telemetry-contract/beacon-contract.ts';
import { TRUSTED_TYPES_POLICIES } from './trusted-types.ts';

/** The Content-Security-Policy directives the integrations add sources to. */
export type CspDirective = 'script-src' | 'connect-src' | 'frame-src';
export type CspSources = Record<CspDirective, string[]>;

/**
 * What Google's reCAPTCHA needs besides the folder of its `api.js` (its FAQ, "Can I use
 * reCAPTCHA with a Content Security Policy?"): the widget's code comes from gstatic, and the
 * challenge frame may come from recaptcha.google.com.
 */
const GOOGLE_RECAPTCHA_EXTRA: Readonly<Record<string, Partial<CspSources>>> = {
  'www.google.com': {
    'script-src': ['https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://recaptcha.google.com/recaptcha/'],
  },
};

/**
 * The hosts Google serves reCAPTCHA's scripts from (its own, gstatic's, and recaptcha.net, the
 * domain Google offers where google.com is unreachable). Their code creates Closure's Trusted
 * Types policy, `goog#html`; a script source on any other host gets no such allowance, however
 * its name reads (`cdn.notgoogle.com.example`).
 */
const GOOGLE_SCRIPT_HOSTS: ReadonlySet<string> = new Set([
  'www.google.com',
  'www.gstatic.com',
  'www.recaptcha.net',
]);

/** Whether a CSP source is an https source on one of Google's reCAPTCHA hosts. */
function isGoogleScriptSource(source: string): boolean {
  try {
    const url = new URL(source);
    return url.protocol === 'https:' && GOOGLE_SCRIPT_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** `https://host/recaptcha/api.js` → `https://host/recaptcha/`: a CSP source for that folder. */
function folderOf(url: URL): string {
  return url.origin + url.pathname.replace(/[^/]*$/, '');
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url);
}

/**
 * The sources of a build with no configuration, whose adapters are the offline sandbox's: the
 * portal's origin only. What every configuration starts from; a server that cannot read the
 * build's configuration (the sandbox) uses it as its default.
 */
export function offlineCspSources(): CspSources {
  return {
    // The fingerprint library is bundled and its network monitoring is off: 'self' only.
    'script-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [],
  };
}

/**
 * The sources a Content-Security-Policy must allow for this configuration, per directive:
 * the host sets the header (docs/integrations.md). The browser tests serve a configured build
 * under exactly this policy and fail on any violation.
 */
export function cspSources(config: PortalConfig): CspSources {
  const sources = offlineCspSources();
  const add = (directive: CspDirective, values: readonly string[] = []) => {
    for (const value of values) {
      if (!sources[directive].includes(value)) sources[directive].push(value);
    }
  };

  if (config.api.baseUrl !== '') add('connect-src', [new URL(config.api.baseUrl).origin]);
  if (isAbsolute(config.consent.url)) add('connect-src', [new URL(config.consent.url).origin]);
  if (config.captcha.kind === 'recaptcha') {
    const script = new URL(config.captcha.scriptUrl);
    add('script-src', [folderOf(script)]);
    add('frame-src', [folderOf(script)]);
    const extra = GOOGLE_RECAPTCHA_EXTRA[script.hostname];
    add('script-src', extra?.['script-src']);
    add('frame-src', extra?.['frame-src']);
  }
  if (config.sessionRecording) {
    // Its exact URL, not its origin: nothing else of the vendor's site may run. Its own uploads
    // go where its vendor says: add those to connect-src yourself.
    add('script-src', [config.sessionRecording.scriptUrl]);
  }
  return sources;
}

/** The three directives as header text; an empty list becomes 'none'. */
export function cspDirectives(sources: CspSources): string {
  return (Object.entries(sources) as [CspDirective, string[]][])
    .map(([directive, values]) => `${directive} ${values.length > 0 ? values.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * What the build writes where each response's nonce goes: Vite's `html.cspNonce` puts it on
 * every script and stylesheet tag of the HTML pages and in `<meta property="csp-nonce">`, which
 * the app reads for the styles it injects (src/app/csp-nonce.ts). A server must replace it with
 * a fresh nonce in every HTML response, never serve it as it is.
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/**
 * Where browsers send the reports of a violation, unless the deployment names another path: the
 * analysts' collector's, which counts them (`portal_csp_violations_total{directive}`).
 */
export const DEFAULT_CSP_REPORT_PATH = CSP_REPORT_PATH;

/** The Reporting API's name of that endpoint, in `report-to` and `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = 'csp';

/** The `Reporting-Endpoints` header that goes with every policy naming `report-to`. */
export function reportingEndpoints(reportPath: string): string {
  return `${CSP_REPORT_GROUP}="${reportPath}"`;
}

/**
 * The whole Content-Security-Policy of one HTML response: scripts only with this response's
 * nonce or added by a script that had it (`'strict-dynamic'`; the host sources stay for
 * browsers without it), styles from the portal's origin or with the nonce (the styles Emotion
 * and notistack inject at run time), no string into a script sink but through the portal's
 * Trusted Types policies (portal-config/trusted-types.ts), nothing inline, evaluated, framed or
 * framing, and every violation reported to `reportPath` (issue 28).
 */
export function contentSecurityPolicy(
  sources: CspSources,
  nonce: string,
  reportPath: string = DEFAULT_CSP_REPORT_PATH,
  /**
   * Whether to name the Reporting API's endpoint too. Chromium then sends nothing to
   * `report-uri`, and sends Reporting API reports only from https pages: a server that only
   * ever serves plain http (the preview) passes false, so its reports still arrive.
   */
  reportTo = true,
): string {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(nonce)) throw new Error(`Not a CSP nonce: '${nonce}'.`);
  if (!/^\/[\w./-]*$/.test(reportPath)) throw new Error(`Not a report path: '${reportPath}'.`);
  const nonceSource = `'nonce-${nonce}'`;
  const googleScripts = sources['script-src'].some(isGoogleScriptSource);
  return [
    "default-src 'self'",
    cspDirectives({
      ...sources,
      'script-src': [...sources['script-src'], nonceSource, "'strict-dynamic'"],
    }),
    `style-src 'self' ${nonceSource}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    // Google's scripts create their own policy (Closure's); no other name is accepted.
    `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}${googleScripts ? " goog#html 'allow-duplicates'" : ''}`,
    `report-uri ${reportPath}`,
    ...(reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}
