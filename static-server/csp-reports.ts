/**
 * The preview's endpoint for the Content-Security-Policy's violation reports (issue 28): until
 * the analysts' collector counts them (`portal_csp_violations_total{directive}`), the preview
 * reads both formats browsers send and hands each violation on; by default it logs it.
 */
import type { FastifyInstance } from 'fastify';

/** One violation, whichever format carried it. */
export interface CspViolationReport {
  /** The directive that refused something: `script-src-elem`, `require-trusted-types-for`, … */
  directive: string;
  /** What it refused: a URL, `inline`, `trusted-types-sink`, … */
  blocked: string;
}

type Json = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `report-uri`'s `application/csp-report`, or the Reporting API's list (`report-to`). */
export function violationsIn(body: unknown): CspViolationReport[] {
  if (Array.isArray(body)) {
    return body
      .filter((report: Json) => report['type'] === 'csp-violation')
      .map((report: Json) => {
        const inner = (report['body'] ?? {}) as Json;
        return { directive: text(inner['effectiveDirective']), blocked: text(inner['blockedURL']) };
      });
  }
  const inner = (body as Json | null)?.['csp-report'];
  if (inner === undefined || inner === null) return [];
  const report = inner as Json;
  return [
    {
      directive: text(report['effective-directive']) || text(report['violated-directive']),
      blocked: text(report['blocked-uri']),
    },
  ];
}

export function logViolation({ directive, blocked }: CspViolationReport): void {
  console.warn(`CSP violation: ${directive} refused ${blocked || '(nothing named)'}`);
}

/** Mounts POST `path`; 204 for any report, 400 for a body that is not one. */
export function cspReportRoute(
  app: FastifyInstance,
  path: string,
  onViolation: (violation: CspViolationReport) => void = logViolation,
): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, parsed) => {
        try {
          parsed(null, JSON.parse(String(body)));
        } catch (error) {
          parsed(error as Error);
        }
      },
    );
    scope.post(path, (request, reply) => {
      for (const violation of violationsIn(request.body)) onViolation(violation);
      void reply.code(204).send();
    });
    done();
  });
}
