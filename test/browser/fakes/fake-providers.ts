import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/** The third parties' paths on the fake origin, mirroring the real ones' shapes. */
export const FAKE_PATHS = {
  recaptchaScript: '/recaptcha/api.js',
  challengeFrame: '/recaptcha/api2/bframe',
  sessionRecorder: '/recorder/recorder.js',
  consent: '/consent/v1/records',
} as const;

const SCRIPTS: Record<string, string> = {
  [FAKE_PATHS.recaptchaScript]: resolve(import.meta.dirname, 'recaptcha-api.js'),
  [FAKE_PATHS.sessionRecorder]: resolve(import.meta.dirname, 'session-recorder.js'),
};

export interface ReceivedRecord {
  authorization: string | undefined;
  origin: string | undefined;
  body: unknown;
}

export interface FakeProviders {
  /** e.g. http://127.0.0.1:41234 — another origin than the portal's. */
  origin: string;
  /** Every request, in order: method and path with query. */
  requests: { method: string; url: string }[];
  /** What the fake consent endpoint received. */
  consents: ReceivedRecord[];
  /** 'ok' records and answers 201; 'fail' answers 500; 'hang' never answers. */
  consentMode: 'ok' | 'fail' | 'hang';
  /** When true, the reCAPTCHA script answers 503, as an unreachable provider would. */
  failRecaptchaScript: boolean;
  /** Requests to a path, query ignored. */
  count(path: string): number;
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolveBody(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** CORS for the portal's origin: the consent POST is cross-origin, with a preflight. */
function allowPortal(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin !== undefined) response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-methods', 'POST');
  response.setHeader('access-control-allow-headers', 'authorization, content-type');
  response.setHeader('vary', 'origin');
}

/**
 * One local origin standing in for every third party the configured build talks to: Google's
 * reCAPTCHA (script and challenge frame), a session-recording vendor and a consent provider.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const hanging = new Set<ServerResponse>();
  const fakes: Omit<FakeProviders, 'origin' | 'close'> = {
    requests: [],
    consents: [],
    consentMode: 'ok',
    failRecaptchaScript: false,
    count: (path) => fakes.requests.filter(({ url }) => url.split('?')[0] === path).length,
    reset() {
      fakes.requests.length = 0;
      fakes.consents.length = 0;
      fakes.consentMode = 'ok';
      fakes.failRecaptchaScript = false;
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    fakes.requests.push({ method: request.method ?? 'GET', url });

    if (path === FAKE_PATHS.consent) {
      allowPortal(request, response);
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const text = await readBody(request);
      if (fakes.consentMode === 'hang') {
        hanging.add(response);
        return;
      }
      if (fakes.consentMode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
        return;
      }
      fakes.consents.push({
        authorization: request.headers.authorization,
        origin: request.headers.origin,
        body: JSON.parse(text) as unknown,
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"c-1"}');
      return;
    }

    const script = SCRIPTS[path];
    if (script !== undefined && request.method === 'GET') {
      if (path === FAKE_PATHS.recaptchaScript && fakes.failRecaptchaScript) {
        response.writeHead(503).end();
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          // As vendors' CDNs answer: a script fetched with CORS (for its integrity) may be read.
          'access-control-allow-origin': '*',
        })
        .end(readFileSync(script));
      return;
    }

    if (path === FAKE_PATHS.challengeFrame) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Fake challenge</title><p>Selecione as imagens.</p>');
      return;
    }

    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fakes, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolveClose();
        });
      }),
  });
}
