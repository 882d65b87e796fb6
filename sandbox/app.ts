import Fastify, { type FastifyInstance } from 'fastify';
import { offlineCspSources, type CspSources } from '../src/config/csp.ts';
import { installErrorHandlers } from './errors.ts';
import { answerRoute } from './routes/answer.ts';
import { consentRoute } from './routes/consent.ts';
import { nonClientRoute } from './routes/non-client.ts';
import { installRateLimit, type RateLimitOption } from './rate-limit.ts';
import { questionRoute } from './routes/question.ts';
import { registerRoute } from './routes/register.ts';
import { resendRoute } from './routes/resend.ts';
import { SANDBOX_PATHS, sandboxRoutes } from './routes/sandbox.ts';
import { tokenRoute } from './routes/token.ts';
import { createSandboxState, type ActivationEmail, type ReceivedConsent } from './state.ts';
import { staticPortal } from './static.ts';

export interface SandboxOptions {
  /** A built portal (e.g. `dist`) to serve under /portal/; `/` then redirects there. */
  staticDir?: string;
  /**
   * The Content-Security-Policy sources of the integrations the served build is configured with
   * (`cspSources()` of its `VITE_…` variables). Default: a build with none, whose offline
   * adapters need only the portal's origin.
   */
  csp?: CspSources;
  /** Fastify's request log. Off by default: tests and the Vite plugin have their own output. */
  logger?: boolean;
  /**
   * Limits of the token and resend calls per client address (HTTP 429 beyond them). Default:
   * `DEFAULT_RATE_LIMITS`; a call left out keeps its default; `false` turns the limit off.
   */
  rateLimit?: RateLimitOption;
}

/** What a test or a script can do with a sandbox without going through HTTP. */
export interface SandboxControls {
  /** Forgets every token, activation e-mail, consent and rate-limit count. */
  reset(): void;
  emails(): ActivationEmail[];
  consents(): ReceivedConsent[];
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
    ajv: {
      customOptions: {
        // Fastify's defaults drop unknown fields and coerce types; a contract check must not.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
      },
    },
  });
  const state = createSandboxState();
  const limiter = installRateLimit(app, options.rateLimit);
  const reset = () => {
    state.reset();
    limiter.reset();
  };
  const controls: SandboxControls = {
    reset,
    emails: () => state.emails(),
    consents: () => state.consents(),
  };

  installErrorHandlers(app);
  // In a plugin of their own, so the rate limit's plugin has loaded when they are added.
  void app.register((scope, _options, done) => {
    tokenRoute(scope, state, limiter.routeOptions('token'));
    resendRoute(scope, state, limiter.routeOptions('resend'));
    done();
  });
  questionRoute(app, state);
  answerRoute(app, state);
  registerRoute(app, state);
  nonClientRoute(app, state);
  consentRoute(app, state);
  sandboxRoutes(app, state, reset);
  if (options.staticDir === undefined) {
    app.get('/', (_request, reply) => {
      void reply.redirect(SANDBOX_PATHS.page);
    });
  } else {
    staticPortal(app, options.staticDir, options.csp ?? offlineCspSources());
  }
  // A plain property rather than app.decorate(): decorate() cannot change the instance's type.
  return Object.assign(app, { sandbox: controls });
}
