import Fastify, { type FastifyInstance } from 'fastify';
import { answerClientError, answerFrameworkError, installErrorHandlers } from './errors.ts';
import { theContract } from './contract.ts';
import { apiRoutes } from './routes/api.ts';
import { consentRoute } from './routes/consent.ts';
import { installRateLimit, type RateLimitOption } from './rate-limit.ts';
import { API_HEADERS, errorAnswer, send } from './replies.ts';
import { DEFAULT_RUN, RUN_HEADER, RUN_ID_PATTERN, runOf, runOfHeader } from './runs.ts';
import { SANDBOX_PATHS, sandboxRoutes } from './routes/sandbox.ts';
import type { ActivationEmail } from './memory.ts';
import { createSandboxState, type ReceivedConsent } from './state.ts';
import type { RedirectAllowList } from '../machines/shared/redirect-allow-list.ts';

export interface SandboxOptions {
  /**
   * Pages served beside the API on the same origin: the preview's built portal
   * (`scripts/preview/static-portal.ts`), which then also answers `/`. The sandbox itself knows
   * nothing of the portal: it implements the API contract only.
   */
  portal?: (app: FastifyInstance) => void;
  /** Fastify's request log. Off by default: tests and the Vite plugin have their own output. */
  logger?: boolean;
  /**
   * Limits of the token, resend and non-customer calls per client address (HTTP 429 beyond
   * them). Default: `DEFAULT_RATE_LIMITS`; a call left out keeps its default; `false` turns the
   * limit off.
   */
  rateLimit?: RateLimitOption;
  /**
   * How long a request may take to arrive, headers and body, in ms; a connection idle that long
   * is closed too. Default: `DEFAULT_REQUEST_TIMEOUT_MS`. Tests set a small one.
   */
  requestTimeoutMs?: number;
  /**
   * The deployment's redirect allow-list (`PORTAL_REDIRECT_URI_ALLOWLIST`, parsed by the server
   * that starts the sandbox, as it parses the portal's): a `redirectUri` off the list of its
   * client id is replaced by '' in the activation e-mail (rule 8). Default: none, every value
   * is kept.
   */
  redirectAllowList?: RedirectAllowList | undefined;
}

/**
 * A request whose body trickles in or never ends is answered 408 and closed: with the check
 * interval below, within 25 s. Node's default would hold it for 5 minutes; fastify's, forever.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/** Larger than any registration or consent body, small enough that posting is cheap to refuse. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Node's own limit is 16 KiB; a browser's registration request carries a few hundred bytes. */
const MAX_HEADER_BYTES = 8 * 1024;

/**
 * The server's timeouts for one request timeout. Node checks running requests against it every
 * `connectionsCheckingInterval` (30 s by default), so the interval is a fraction of it.
 */
function timeouts(requestTimeout: number) {
  return {
    requestTimeout,
    // A backstop for a silent socket; later than the request timeout, whose 408 answer says why.
    connectionTimeout: requestTimeout * 2,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
  };
}

/**
 * What a test or a script can do with a sandbox without going through HTTP; each of a run
 * (runs.ts), the default run (no `X-Sandbox-Run` header) when none is named.
 */
export interface SandboxControls {
  /** Forgets the run's tokens, activation e-mails, consents, registrations and rate-limit counts. */
  reset(run?: string): void;
  emails(run?: string): ActivationEmail[];
  consents(run?: string): ReceivedConsent[];
}

export type SandboxApp = FastifyInstance & { readonly sandbox: SandboxControls };

/**
 * A sandbox of the registration API with its own memory: two apps never share tokens or
 * e-mails. Call `listen()` to serve it, or `ready()` then `routing(req, res)` to mount it in
 * another server (see `vite-plugin.ts`).
 */
export function buildSandbox(options: SandboxOptions = {}): SandboxApp {
  const app = Fastify({
    logger: options.logger ?? false,
    ...timeouts(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors before a route (malformed HTTP, oversized headers, timeouts, bad URLs) answer the
    // same JSON shape as the routes' (errors.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // A proxy on the same machine (nginx of `npm run serve:nginx`) names the client's address:
    // the rate limit counts per person, not per proxy. Nothing farther away is believed.
    trustProxy: 'loopback',
    ajv: {
      customOptions: {
        // Fastify's defaults drop unknown fields and coerce types; a contract check must not.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
      },
    },
  });
  const state = createSandboxState(undefined, undefined, {
    redirectAllowList: options.redirectAllowList,
  });
  const limiter = installRateLimit(app, options.rateLimit ?? {}, (request) =>
    String(state.epoch(runOf(request))),
  );
  const controls: SandboxControls = {
    reset: (run = DEFAULT_RUN) => {
      state.reset(run);
    },
    emails: (run = DEFAULT_RUN) => state.emails(run),
    consents: (run = DEFAULT_RUN) => state.consents(run),
  };

  installErrorHandlers(app, async (path) => (await theContract()).methodsOf(path));
  // Before any route's own hooks (the rate limit's among them): a run header the sandbox cannot
  // read is refused rather than taken for the default run, whose memory is someone else's.
  app.addHook('onRequest', (request, reply, done) => {
    if (runOfHeader(request.headers[RUN_HEADER.toLowerCase()]) === undefined) {
      const message = `${RUN_HEADER} must match ${RUN_ID_PATTERN.source}, once.`;
      send(reply, errorAnswer(400, 'BAD_REQUEST', { message }));
      return;
    }
    done();
  });
  // Every answer but the portal's files (which set their own cache policy): nothing kept,
  // nothing sniffed.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control'))
      void reply.header('cache-control', API_HEADERS['cache-control']);
    void reply.header('x-content-type-options', API_HEADERS['x-content-type-options']);
    done(null, payload);
  });
  // In a plugin of their own, so the rate limit's plugin has loaded when they are added; the
  // contract is read once per process, before the app is ready.
  void app.register(async (scope) => {
    apiRoutes(
      scope,
      state,
      {
        token: limiter.routeOptions('token'),
        resend: limiter.routeOptions('resend'),
        nonClient: limiter.routeOptions('nonClient'),
      },
      await theContract(),
    );
  });
  consentRoute(app, state);
  sandboxRoutes(app, state);
  if (options.portal === undefined) {
    app.get('/', (_request, reply) => {
      void reply.redirect(SANDBOX_PATHS.page);
    });
  } else {
    options.portal(app);
  }
  // A plain property rather than app.decorate(): decorate() cannot change the instance's type.
  return Object.assign(app, { sandbox: controls });
}
