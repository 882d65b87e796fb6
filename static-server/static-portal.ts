import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { extname, join, posix, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONFIG_SCRIPT_PATH, type ServedConfig } from '../portal-config/config-script.ts';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER } from '../portal-config/csp.ts';
import { NO_SCRIPT_FILE, PRERENDER_DIR, prerenderedFile } from '../routes/built-pages.ts';
import { cspReportRoute, type CspViolationReport } from './csp-reports.ts';

/** The portal is served under this base path (spec section 1). */
export const PORTAL_BASE = '/portal/';

/** Vite's hashed files: a new build gives them new names, so a browser may keep them for good. */
const HASHED_ASSETS = 'assets/';

/** 128 random bits, fresh for every HTML response: what makes a nonce unguessable. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface StaticPortalOptions {
  /** Where the build is served: the portal's base, or the inspector's (inspector/serve.ts). */
  base?: string;
  onCspViolation?: (violation: CspViolationReport) => void;
  /**
   * `false`: pages go out as built, with no nonce and no policy. Only for a build that has no
   * nonce placeholder, whose scripts a policy naming a nonce would block: the bench's reference
   * app (scripts/bench/reference-app.ts), served by this same code so that its figures and the
   * portal's differ only by what each page is.
   */
  contentSecurityPolicy?: boolean;
}

/**
 * Serves a built portal under /portal/ the way its production host would
 * (docs/decisions/063-static-files-by-fastify-static.md): `@fastify/static` sends the files
 * (content types, the build's `.br`/`.gz` copies as they are, a path outside the folder refused),
 * hashed assets cached for a year, any other path without a file extension answered with its
 * prerendered page or index.html for the client-side router, and a missing file with an extension a
 * 404, so a broken asset link fails loudly instead of loading HTML. `@fastify/compress` compresses
 * what has no precompressed copy (the pages, each with its own nonce), at the levels a web server
 * uses on the fly.
 *
 * What is the portal's own is one hook: every HTML page goes out with a fresh nonce in place of the
 * build's placeholder and a strict Content-Security-Policy naming it, plus the sources `served`'s
 * integrations need (portal-config/csp.ts); and `/portal/config.js` hands the page that
 * configuration. The preview (`npm run serve`), the inspector's server, the benches and the
 * browser tests all serve through here, the way nginx serves production (deploy/nginx/,
 * docs/security.md).
 */
export function staticPortal(
  app: FastifyInstance,
  staticDir: string,
  served: ServedConfig,
  {
    base = PORTAL_BASE,
    onCspViolation,
    contentSecurityPolicy: withPolicy = true,
  }: StaticPortalOptions = {},
): void {
  const { sources, cspReportPath } = served;
  const root = resolve(staticDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No index.html in ${root}: build the portal first (npm run build).`);
  }
  cspReportRoute(app, cspReportPath, onCspViolation);

  app.get(CONFIG_SCRIPT_PATH, (_request, reply) => {
    void reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      // It changes with the deployment, not the build: never cached under a stable name.
      .header('cache-control', 'no-store')
      .send(served.script);
  });
  if (base !== '/') {
    app.get('/', (_request, reply) => {
      void reply.redirect(base);
    });
    // The base without its slash, its query kept (a link typed by hand).
    app.get(base.slice(0, -1), (request, reply) => {
      const query = request.url.indexOf('?');
      void reply.redirect(`${base}${query === -1 ? '' : request.url.slice(query)}`);
    });
  }

  /** An HTML page with this response's nonce, and the policy that names it. */
  async function withNonce(reply: FastifyReply, page: Readable): Promise<string> {
    const nonce = newNonce();
    void reply
      // Plain http only: reports go to report-uri (contentSecurityPolicy's reportTo).
      .header(
        'content-security-policy',
        contentSecurityPolicy(sources, nonce, cspReportPath, false),
      )
      // Each response is different: no shared cache may keep one, and the file's length, date
      // and tag no longer describe it.
      .header('cache-control', 'no-store')
      .removeHeader('content-length')
      .removeHeader('etag')
      .removeHeader('last-modified');
    return (await text(page)).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  }

  // The files, in a scope of their own: its hooks and compression touch nothing else the server
  // answers (the sandbox's API shares it under `npm run serve`).
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin');
      const html = String(reply.getHeader('content-type')).startsWith('text/html');
      if (!html || !withPolicy || reply.statusCode !== 200) return payload;
      return withNonce(reply, payload as Readable);
    });
    // Registered after the hook: it compresses the page with its nonce in it. What the build
    // compressed already (content-encoding set by @fastify/static) passes untouched.
    await scope.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      // Brotli's default, 11, costs seconds on a busy core for a large page.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
    await scope.register(fastifyStatic, {
      root,
      // Routes are this scope's own (below): the plugin only sends.
      serve: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // A range of a page would skip its nonce: pages and files go whole, as they are small.
      acceptRanges: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(root, HASHED_ASSETS));
        void reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    // A form posted without JavaScript (issue 27): the page saying JavaScript is needed, as nginx
    // answers it. The body is read and dropped, never parsed, kept or logged; the parser is this
    // route's alone (the API still refuses a body that is not JSON).
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      (_request, payload, parsed) => {
        payload.resume();
        payload.on('end', () => {
          parsed(null, undefined);
        });
      },
    );
    scope.post(`${PORTAL_BASE}*`, (_request, reply) => reply.sendFile(NO_SCRIPT_FILE));

    scope.get<{
      Params: { '*': string };
      Querystring: Record<string, string | string[] | undefined>;
    }>(`${base}*`, (request, reply) => {
      const relative = request.params['*'];
      if (extname(relative) !== '') return reply.sendFile(relative);
      // The page the build drew for this brand (the query's client_id, as nginx's map chooses it)
      // and route, when there is one (docs/decisions/024-prerender.md).
      const clientIds = request.query['client_id'];
      const clientId = Array.isArray(clientIds) ? clientIds[0] : clientIds;
      const prerendered = prerenderedFile(`/${relative}`, clientId ?? null);
      if (isPrerendered(root, prerendered)) return reply.sendFile(prerendered);
      // A folder with its own index.html (the inspector's entry) is served as that page.
      const folderPage = posix.join(relative, 'index.html');
      if (relative !== '' && isPageOf(root, folderPage)) return reply.sendFile(folderPage);
      return reply.sendFile('index.html');
    });
  });
}

/**
 * Whether the build drew this page. Only a name in the prerendered folder is looked up: the route
 * comes from the request, and whatever it holds the library sends nothing outside `root`.
 */
function isPrerendered(root: string, page: string): boolean {
  const normal = posix.normalize(page);
  return normal.startsWith(`${PRERENDER_DIR}/`) && normal === page && existsSync(join(root, page));
}

/** Whether a folder's page exists, for a request path that stays inside `root`. */
function isPageOf(root: string, page: string): boolean {
  return !posix.normalize(page).startsWith('..') && existsSync(join(root, page));
}
