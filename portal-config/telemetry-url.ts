import { isOwnPath } from './grammar.ts';

/**
 * The rule for `PORTAL_TELEMETRY_URL`: a path on the portal's own origin, so the policy's
 * `connect-src 'self'` covers it and the beacon goes nowhere else. The servers check it when they
 * start (portal-config/config-script.ts); the page's beacon checks it again when it loads. It is
 * kept out of the page's first bundle, whose bytes are counted (decision 025).
 */
export function validTelemetryUrl(value: string | undefined): string | undefined {
  // Resolved and compared as a browser reads it: '/\evil.example/t' leaves the origin.
  return value !== undefined && isOwnPath(value) ? value : undefined;
}

export const TELEMETRY_URL_PROBLEM =
  "must be a path on the portal's origin, such as /portal/telemetry";
