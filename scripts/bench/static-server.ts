import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { CONFIG_SCRIPT_PATH, configScript } from '../../src/config/config-script.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** Already compressed formats gain nothing from brotli. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

interface StoredFile {
  type: string;
  raw: Buffer;
  brotli: Buffer | undefined;
}

export interface StaticServer {
  origin: string;
  /** Requests answered 404, e.g. API calls the first screen makes (there should be none). */
  notFound: string[];
  close(): Promise<void>;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * dist/ under /portal/ as a static host serves it: every file pre-compressed with brotli at
 * quality 11 and sent with `Content-Encoding: br` to browsers that accept it; paths without a file
 * get the page they belong to (client-side routes). Source maps are not served.
 */
export async function startStaticServer(dist: string, base = '/portal/'): Promise<StaticServer> {
  const files = new Map<string, StoredFile>();
  for (const path of walk(dist)) {
    const ext = extname(path);
    if (ext === '.map') continue;
    const raw = readFileSync(path);
    const brotli = COMPRESSIBLE.has(ext)
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : undefined;
    files.set(base + relative(dist, path), {
      type: TYPES[ext] ?? 'application/octet-stream',
      raw,
      brotli,
    });
  }
  // The deployment's configuration every server of the portal hands the page: here, none set.
  files.set(CONFIG_SCRIPT_PATH, {
    type: 'text/javascript; charset=utf-8',
    raw: Buffer.from(configScript({})),
    brotli: undefined,
  });
  const notFound: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const page = `${base}index.html`;
    const file =
      files.get(path) ??
      files.get(`${path.replace(/\/$/, '')}/index.html`) ??
      (path.startsWith(base) && extname(path) === '' ? files.get(page) : undefined);
    if (!file) {
      notFound.push(path);
      response.writeHead(404).end();
      return;
    }
    const acceptsBrotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    const body = acceptsBrotli && file.brotli ? file.brotli : file.raw;
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(body === file.brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    notFound,
    close: () =>
      new Promise<void>((closed, failed) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) failed(error);
          else closed();
        });
      }),
  };
}
