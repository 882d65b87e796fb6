import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { CSP_REPORT_PATH } from '../telemetry-contract/beacon-contract.ts';
import { CSP_DIRECTIVES } from './csp-directives.ts';
import type { CollectorMetrics } from './metrics.ts';

const KNOWN = new Set<string>(CSP_DIRECTIVES);

/** Browsers batch reports: a page in trouble sends a few dozen at once. */
const MAX_REPORT_BYTES = 64 * 1024;

/**
 * At most this many violations count from one body (issue 36): a page in trouble still shows,
 * and one forged 64 KiB body of 880 reports adds 10, not 880 (docs/deploy.md).
 */
export const MAX_VIOLATIONS_PER_REPORT = 10;

function directiveOf(value: unknown): string {
  // `violated-directive` (CSP 2) may carry the whole directive with its sources.
  const name = typeof value === 'string' ? (value.trim().split(/\s+/, 1)[0] ?? '') : '';
  return KNOWN.has(name) ? name : 'other';
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The directive of each violation a body reports: `report-uri`'s `application/csp-report`
 * (`{"csp-report": {"effective-directive": …}}`) or the Reporting API's
 * `application/reports+json` (`[{"type": "csp-violation", "body": {"effectiveDirective": …}}]`).
 * Only the directive is kept: the reports' URLs may carry a visitor's query string.
 */
export function violatedDirectives(body: unknown): string[] | undefined {
  if (Array.isArray(body)) {
    const reports = body.map(record);
    if (reports.some((report) => report === undefined)) return undefined;
    return reports
      .filter((report) => report?.['type'] === 'csp-violation')
      .map((report) => directiveOf(record(report?.['body'])?.['effectiveDirective']));
  }
  const report = record(record(body)?.['csp-report']);
  if (!report) return undefined;
  return [directiveOf(report['effective-directive'] ?? report['violated-directive'])];
}

/** `POST /portal/telemetry/csp`: counts violations by directive, answers 204. */
export function cspReportRoute(
  app: FastifyInstance,
  metrics: CollectorMetrics,
  limit: RouteShorthandOptions,
): void {
  app.post(CSP_REPORT_PATH, { ...limit, bodyLimit: MAX_REPORT_BYTES }, (request, reply) => {
    const directives = violatedDirectives(request.body);
    if (directives === undefined) {
      metrics.refused.inc({ by: 'collector', reason: 'invalid' });
      void reply.code(400).send({ error: 'Not a CSP violation report.' });
      return;
    }
    for (const directive of directives.slice(0, MAX_VIOLATIONS_PER_REPORT)) {
      metrics.cspViolations.inc({ directive });
    }
    void reply.code(204).send();
  });
}
