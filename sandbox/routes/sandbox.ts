import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderSandboxPage } from '../page.ts';
import { errorAnswer, send } from '../replies.ts';
import { SCENARIOS } from '../scenarios.ts';
import { DEFAULT_RUN, RUN_HEADER, RUN_ID_PATTERN, runOf } from '../runs.ts';
import type { SandboxState } from '../state.ts';

/** URLs of the sandbox's own endpoints, for tests and the page's links. */
export const SANDBOX_PATHS = {
  page: '/sandbox/',
  emails: '/sandbox/api/emails',
  reset: '/sandbox/api/reset',
  /** The page's button: an HTML form post that resets and comes back to the page. */
  resetForm: '/sandbox/reset',
} as const;

// The page has no script and only inline style; nothing else may load or be framed.
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Whether a request to the sandbox's own paths comes from another site: a form on any web page
 * could otherwise post to the reset (and clear the rate limit's counts) through a tester's
 * browser. Browsers send Sec-Fetch-Site on every request and Origin on every POST; a request with
 * neither (curl, the tests' fetch) is no browser's and is let through.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}

/**
 * The run a person looks at on the page: a browser sends no run header, so the page and its reset
 * button take the run from the address (`/sandbox/?run=ID`); undefined for a value that is not an
 * id. The header, when a script sends it, names the run as on every other path.
 */
function pageRunOf(request: FastifyRequest): string | undefined {
  const { run } = request.query as { run?: unknown };
  if (run === undefined) return runOf(request);
  return typeof run === 'string' && RUN_ID_PATTERN.test(run) ? run : undefined;
}

/** The page's own address for `run` (an id: nothing in it needs encoding). */
function pageOf(run: string): string {
  return run === DEFAULT_RUN ? SANDBOX_PATHS.page : `${SANDBOX_PATHS.page}?run=${run}`;
}

/**
 * The sandbox's own endpoints: what was "sent", a reset, and the page a person reads, each for
 * the request's run (runs.ts). `reset` forgets the run's memory, rate-limit counts included. None
 * of them answers another site's request.
 */
export function sandboxRoutes(app: FastifyInstance, state: SandboxState): void {
  const badRun = () =>
    errorAnswer(400, 'BAD_REQUEST', {
      message: `run (or ${RUN_HEADER}) must match ${RUN_ID_PATTERN.source}.`,
    });

  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if ((path === '/sandbox' || path.startsWith('/sandbox/')) && isCrossSite(request)) {
      send(reply, errorAnswer(403, 'FORBIDDEN', { message: 'Cross-site request refused.' }));
      return;
    }
    done();
  });

  app.get(SANDBOX_PATHS.emails, (request, reply) => {
    void reply.send(state.emails(runOf(request)));
  });

  app.post(SANDBOX_PATHS.reset, (request, reply) => {
    state.reset(runOf(request));
    void reply.send({ status: 'SUCCESS' });
  });

  app.get('/sandbox', (_request, reply) => {
    void reply.redirect(SANDBOX_PATHS.page);
  });

  app.get(SANDBOX_PATHS.page, (request, reply) => {
    const run = pageRunOf(request);
    if (run === undefined) {
      send(reply, badRun());
      return;
    }
    void reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .send(
        renderSandboxPage(state.emails(run), SCENARIOS, state.consents(run), {
          run,
          registered: state.registered(run),
        }),
      );
  });

  // Forms post url-encoded bodies, which only this route accepts (its fields are ignored).
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, parsed) => {
        parsed(null, {});
      },
    );
    scope.post(SANDBOX_PATHS.resetForm, (request, reply) => {
      const run = pageRunOf(request);
      if (run === undefined) {
        send(reply, badRun());
        return;
      }
      state.reset(run);
      void reply.redirect(pageOf(run), 303);
    });
    done();
  });
}
