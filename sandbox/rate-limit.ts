import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

/**
 * The calls limited per client address: the two the portal's customers make with a captcha, and
 * the non-customer sign-up, which needs none and answers differently for a customer's CPF
 * (USER_ALREADY_EXISTS): unlimited, it would list customers and send e-mails without end.
 */
export type RateLimitedCall = 'token' | 'resend' | 'nonClient';

/** At most `max` requests per client address in a fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimits = Record<RateLimitedCall, RateLimit>;

/**
 * What `npm start`, `npm run sandbox` and `npm run serve` apply: far above what one person
 * typing CPFs does, low enough that a script trying CPFs or resending e-mails is stopped within
 * the minute (docs/sandbox.md, "Rate limit").
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  token: { max: 10, windowMs: 60_000 },
  resend: { max: 5, windowMs: 60_000 },
  nonClient: { max: 5, windowMs: 60_000 },
};

/** How a sandbox limits each call; `false` turns the limit off. */
export type RateLimitOption = Partial<RateLimits> | false;

export interface RateLimiter {
  /** The route options that limit `call`: spread them into the route's options. */
  routeOptions(call: RateLimitedCall): RouteShorthandOptions;
}

/**
 * Per client address (`request.ip`: the socket's peer, or the address a proxy on the same
 * machine, such as `npm run serve:nginx`, names in X-Forwarded-For; see `app.ts`), per run and
 * per call, with @fastify/rate-limit: each limited route gets a store of its own, so resending
 * e-mails does not use up the CPF step's tries. `scopeOf` names the request's run as its memory
 * stands now (the run's epoch, state.ts): the plugin's counters cannot be cleared, so a run's
 * reset gives the run a new epoch and the old entries age out of the plugin's LRU cache.
 *
 * Register it before the limited routes: the plugin sees only routes added after it loads.
 */
export function installRateLimit(
  app: FastifyInstance,
  option: RateLimitOption,
  scopeOf: (request: FastifyRequest) => string,
): RateLimiter {
  if (option === false) return { routeOptions: () => ({}) };
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...option };
  void app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => `${scopeOf(request)}|${request.ip}`,
  });
  return {
    routeOptions: (call) => ({
      config: { rateLimit: { max: limits[call].max, timeWindow: limits[call].windowMs } },
    }),
  };
}
