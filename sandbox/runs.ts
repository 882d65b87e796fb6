import type { FastifyRequest } from 'fastify';

/**
 * Runs of tests sharing one sandbox (a QA staging sandbox, two cucumber features at once): each
 * names itself in this request header and the sandbox keeps its memory apart (state.ts), so one
 * run's tokens, wrong answers, rate-limit counts, e-mails and registrations never reach another,
 * and a reset with the header clears that run only (docs/sandbox.md, "Runs"). The header is the
 * sandbox's, not the API contract's.
 */
export const RUN_HEADER = 'X-Sandbox-Run';

/** What a run id may be: short, and safe in a log line, a cache key or a URL. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The run of a request without the header: the one a person at `npm start` uses. '' is no id. */
export const DEFAULT_RUN = '';

/** The request's run id: DEFAULT_RUN without the header, undefined when its value is not an id. */
export function runOfHeader(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return DEFAULT_RUN;
  return typeof value === 'string' && RUN_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The run of a request the sandbox accepted: its header was checked when the request arrived
 * (`refuseBadRun`), so an unreadable one never gets this far.
 */
export function runOf(request: FastifyRequest): string {
  return runOfHeader(request.headers[RUN_HEADER.toLowerCase()]) ?? DEFAULT_RUN;
}
