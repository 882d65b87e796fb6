import type { FastifyInstance } from 'fastify';
import { startPortalServer, type PortalServer } from '../../browser/support/portal-server.ts';
import {
  callOfPath,
  createGate,
  type Gate,
  type HoldingGate,
} from '../../browser/support/paths/gate.ts';

/**
 * The portal and sandbox for the Firefox and WebKit files. Classic WebDriver cannot hold a
 * page's requests (Playwright does in Chromium), so the server does what the tests need on the
 * wire, the same way for both engines:
 * - API requests wait at the server while a walk's gate is open, until its step lets them on to
 *   the sandbox, drops the connection or answers in the sandbox's stead;
 * - the app's code can wait, so the first screen is the prerendered one, as a slow phone has it;
 * - the CSP violations the pages report (the policy names the report address, as in production)
 *   are the test's to read, from the first byte on (WebKit's driver shows no console).
 */

export const BLANK_PATH = '/blank';
const APP_CODE = /^\/portal\/assets\/portal-[^/]*\.js$/;

export interface EngineServer extends PortalServer {
  /** Holds the API requests of what follows until `releaseApi`; one walk at a time. */
  holdApi(): Gate;
  /** Lets every API request and the app's code through again, and any one still held. */
  releaseApi(): Promise<void>;
  /** Holds the app's code until the returned function is called. */
  holdAppCode(): () => void;
  /** The CSP violations the pages reported since the last `reset`, one line each. */
  cspReports(): string[];
}

interface Decision {
  kind: 'pass' | 'abort' | 'fulfill';
  status?: number;
  body?: Record<string, unknown>;
}

export async function startEngineServer(): Promise<EngineServer> {
  let gate: HoldingGate | undefined;
  const pending = new Set<(decision: Decision) => void>();
  let appCode: Promise<void> | undefined;
  let releaseAppCode: () => void = () => undefined;

  const setUp = (app: FastifyInstance) => {
    // A page of the origin that runs nothing, to clear its storage between visits (MiniBrowser
    // would download the sandbox's JSON rather than show it).
    app.get(BLANK_PATH, (_request, reply) =>
      reply.type('text/html').send('<!doctype html><title>-</title>'),
    );
    app.addHook('onRequest', async (request, reply) => {
      const { pathname } = new URL(request.url, 'http://portal');
      if (APP_CODE.test(pathname) && appCode) {
        await appCode;
        return;
      }
      const call = callOfPath(pathname);
      const open = gate;
      if (!call || !open) return;
      const decision = await new Promise<Decision>((decide) => {
        pending.add(decide);
        const settle = (made: Decision) => {
          pending.delete(decide);
          decide(made);
          return Promise.resolve();
        };
        open.hold({
          call,
          pass: () => settle({ kind: 'pass' }),
          abort: () => settle({ kind: 'abort' }),
          fulfill: (status, body) => settle({ kind: 'fulfill', status, body }),
        });
      });
      if (decision.kind === 'pass') return;
      if (decision.kind === 'abort') {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply
        .code(decision.status ?? 500)
        .type('application/json')
        .send(decision.body);
    });
  };

  const server = await startPortalServer({ setUp });
  return {
    ...server,
    async reset() {
      server.cspViolations.length = 0;
      await server.reset();
    },
    holdApi() {
      gate = createGate();
      return gate;
    },
    async releaseApi() {
      gate = undefined;
      releaseAppCode();
      for (const decide of [...pending]) decide({ kind: 'pass' });
      await Promise.resolve();
    },
    holdAppCode() {
      let open: () => void = () => undefined;
      appCode = new Promise<void>((resolve) => {
        open = resolve;
      });
      releaseAppCode = () => {
        appCode = undefined;
        open();
      };
      return releaseAppCode;
    },
    cspReports: () =>
      server.cspViolations.map(({ directive, blocked }) => `${directive} ${blocked}`),
  };
}
