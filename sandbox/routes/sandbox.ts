import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderSandboxPage } from '../page.ts';
import { errorAnswer, send } from '../replies.ts';
import { SCENARIOS } from '../scenarios.ts';
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
 * The sandbox's own endpoints: what was "sent", a reset, and the page a person reads. `reset`
 * forgets the state and the rate limit's counts. None of them answers another site's request.
 */
export function sandboxRoutes(app: FastifyInstance, state: SandboxState, reset: () => void): void {
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if ((path === '/sandbox' || path.startsWith('/sandbox/')) && isCrossSite(request)) {
      send(reply, errorAnswer(403, 'FORBIDDEN', { message: 'Cross-site request refused.' }));
      return;
    }
    done();
  });

  app.get(SANDBOX_PATHS.emails, (_request, reply) => {
    void reply.send(state.emails());
  });

  app.post(SANDBOX_PATHS.reset, (_request, reply) => {
    reset();
    void reply.send({ status: 'SUCCESS' });
  });

  app.get('/sandbox', (_request, reply) => {
    void reply.redirect(SANDBOX_PATHS.page);
  });

  app.get(SANDBOX_PATHS.page, (_request, reply) => {
    void reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .send(renderSandboxPage(state.emails(), SCENARIOS, state.consents()));
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
    scope.post(SANDBOX_PATHS.resetForm, (_request, reply) => {
      reset();
      void reply.redirect(SANDBOX_PATHS.page, 303);
    });
    done();
  });
}
