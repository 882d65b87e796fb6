import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONFIG_SCRIPT_PATH, type ServedConfig } from '../../portal-config/config-script.ts';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER } from '../../portal-config/csp.ts';
import { cspReportRoute, type CspViolationReport } from './csp-reports.ts';
import { errorAnswer, send } from '../../sandbox/replies.ts';
import { NO_SCRIPT_FILE } from '../build/prerender/no-script-page.ts';
import { prerenderedFile } from '../build/prerender/prerendered-pages.ts';

/** The portal is served under this base path (spec section 1). */
export const PORTAL_BASE = '/portal/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_COMPRESSED_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * For what has no precompressed copy (the pages, each with its own nonce): the levels a web
 * server uses on the fly. Brotli's default, 11, costs seconds on a busy core for a large script.
 */
const compressors = {
  br: (content: Buffer) => brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (content: Buffer) => gzipAsync(content, { level: 6 }),
} as const;
type Encoding = keyof typeof compressors;

/** The suffix of the build's precompressed copies (deploy/precompress.ts). */
const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding the client prefers by its q-values (`br;q=0` refuses brotli), brotli on a tie;
 * none (identity) when it accepts neither or sends no header.
 */
function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  return negotiate<Encoding>(acceptEncoding ?? '', ['br', 'gzip']) ?? undefined;
}

/** 128 random bits, fresh for every HTML response: what makes a nonce unguessable. */
function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The file a path names, only when it is a regular file inside root. */
async function fileUnder(root: string, relative: string): Promise<string | undefined> {
  const target = resolve(root, relative);
  if (!target.startsWith(root + sep)) return undefined;
  try {
    return (await stat(target)).isFile() ? target : undefined;
  } catch {
    return undefined;
  }
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
 * Serves a built portal under /portal/ the way its production host would: real files with
 * their content types, hashed assets cached for a year, text compressed, and any other path
 * without a file extension answered with index.html for the client-side router. A missing
 * file with an extension is a 404, so a broken asset link fails loudly instead of loading HTML.
 *
 * Every HTML page goes out with a fresh nonce in place of the build's placeholder and a strict
 * Content-Security-Policy naming it, plus the sources `served`'s integrations need
 * (src/config/csp.ts), and `/portal/config.js` hands the page that configuration: the browser
 * tests run the portal the way nginx serves it (deploy/nginx/, docs/security.md).
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
  cspReportRoute(app, cspReportPath, onCspViolation);
  const root = resolve(staticDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`No index.html in ${root}: build the portal first (npm run build).`);
  }
  // Compressing once per file version keeps repeated page loads (and Lighthouse runs) fast.
  const compressed = new Map<string, { version: number; data: Promise<Buffer> }>();

  /**
   * The build's precompressed copy when it is at least as new as the file (as nginx's
   * `gzip_static` sends it), else one compressed here and kept.
   */
  async function compressedCopy(file: string, encoding: Encoding, content: Buffer) {
    const key = `${encoding}:${file}`;
    const { mtimeMs } = await stat(file);
    const cached = compressed.get(key);
    if (cached?.version === mtimeMs) return cached.data;
    const sibling = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
    const precompressed = await stat(sibling).then(
      (found) => found.isFile() && found.mtimeMs >= mtimeMs,
      () => false,
    );
    const data = precompressed ? readFile(sibling) : compressors[encoding](content);
    compressed.set(key, { version: mtimeMs, data });
    return data;
  }

  /** An HTML page with this response's nonce, and the policy that names it. */
  function withNonce(reply: FastifyReply, content: Buffer): Buffer {
    const nonce = newNonce();
    void reply
      // Plain http only: reports go to report-uri (contentSecurityPolicy's reportTo).
      .header(
        'content-security-policy',
        contentSecurityPolicy(sources, nonce, cspReportPath, false),
      )
      // Each response is different: no shared cache may keep one.
      .header('cache-control', 'no-store');
    return Buffer.from(content.toString('utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  }

  async function sendFile(reply: FastifyReply, file: string, acceptEncoding?: string) {
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const immutable = file.startsWith(join(root, 'assets') + sep);
    const html = type.startsWith('text/html');
    const read = await readFile(file);
    void reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    const content = html && withPolicy ? withNonce(reply, read) : read;
    const encoding = encodingFor(acceptEncoding);
    if (!COMPRESSIBLE.test(type) || content.length < MIN_COMPRESSED_SIZE)
      return reply.send(content);
    void reply.header('vary', 'accept-encoding');
    if (!encoding) return reply.send(content);
    // A page's nonce changes per response: only the other files' compressed copies are kept.
    const body = html
      ? await compressors[encoding](content)
      : await compressedCopy(file, encoding, content);
    return reply.header('content-encoding', encoding).send(body);
  }

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
  // A form posted without JavaScript (issue 27): the page saying JavaScript is needed, as nginx
  // answers it. The body is read and dropped, never parsed, kept or logged; the parser is this
  // route's alone (the API still refuses a body that is not JSON).
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      (_request, payload, parsed) => {
        payload.resume();
        payload.on('end', () => {
          parsed(null, undefined);
        });
      },
    );
    scope.post(`${PORTAL_BASE}*`, async (request, reply) =>
      sendFile(reply, join(root, NO_SCRIPT_FILE), request.headers['accept-encoding']),
    );
    done();
  });
  app.get<{
    Params: { '*': string };
    Querystring: Record<string, string | string[] | undefined>;
  }>(`${base}*`, async (request, reply) => {
    const relative = request.params['*'];
    const acceptEncoding = request.headers['accept-encoding'];
    // The page the build drew for this brand (the query's client_id, as nginx's map chooses it)
    // and route, when there is one (docs/decisions/024-prerender.md).
    const clientIds = request.query['client_id'];
    const clientId = Array.isArray(clientIds) ? clientIds[0] : clientIds;
    const prerendered = await fileUnder(root, prerenderedFile(`/${relative}`, clientId ?? null));
    if (prerendered && extname(relative) === '')
      return sendFile(reply, prerendered, acceptEncoding);
    // A folder with its own index.html (the inspector's entry) is served as that page.
    const file =
      (await fileUnder(root, relative)) ?? (await fileUnder(root, join(relative, 'index.html')));
    if (file) return sendFile(reply, file, acceptEncoding);
    if (extname(relative) !== '') {
      send(reply, errorAnswer(404, 'NOT_FOUND', { message: `No file ${request.url}.` }));
      return reply;
    }
    return sendFile(reply, index, acceptEncoding);
  });
}
