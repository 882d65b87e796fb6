import type { Page } from 'playwright-core';
import { API_PATHS } from '../../../../machines/shared/api.ts';
import type { ScenarioCall } from '../../../../sandbox/scenarios.ts';

/**
 * Holds every registration API request the page makes until the path step that picks its
 * outcome lets it go on to the sandbox, aborts it (a network failure) or answers it itself: the
 * browser-level counterpart of the pending fake actors, so each busy state can be looked at.
 * A request let go reaches the walk's own sandbox (walk-sandbox.ts), with its path, query,
 * method, headers and body as the page sent them.
 */

const PATH_OF_CALL: Readonly<Record<ScenarioCall, string>> = {
  token: API_PATHS.token,
  question: API_PATHS.question,
  answer: API_PATHS.answer,
  register: API_PATHS.register,
  resend: API_PATHS.resend,
  nonClient: API_PATHS.nonClient,
};

export interface HeldRequest {
  call: ScenarioCall;
  /** Lets the request go on to the walk's sandbox. */
  pass(): Promise<void>;
  /** Fails it as a lost connection would: a network failure. */
  abort(): Promise<void>;
  /** Answers it in the sandbox's stead. */
  fulfill(httpStatus: number, body: Record<string, unknown>): Promise<void>;
}

export interface Gate {
  /** Waits for the next request of `call`, keeping it held. */
  arrived(call: ScenarioCall): Promise<void>;
  /** Waits for the next request of `call` and hands it over, no longer held by the gate. */
  take(call: ScenarioCall): Promise<HeldRequest>;
  /** Requests still held, for a failure message. */
  held(): readonly ScenarioCall[];
}

const WAIT_MS = 10_000;

/** The call a request's path names, if it is one of the registration API's. */
export function callOfPath(pathname: string): ScenarioCall | undefined {
  const found = Object.entries(PATH_OF_CALL).find(([, path]) => path === pathname);
  return found?.[0] as ScenarioCall | undefined;
}

/**
 * In Chromium, Playwright holds the page's requests: a request let go reaches the walk's own
 * sandbox at `sandboxOrigin` (walk-sandbox.ts); the portal's server never sees a held one.
 */
export async function holdApiRequests(page: Page, sandboxOrigin: string): Promise<Gate> {
  const gate = createGate();
  for (const [call, path] of Object.entries(PATH_OF_CALL) as [ScenarioCall, string][]) {
    await page.route(
      (url) => url.pathname === path,
      (route) => {
        const { pathname, search } = new URL(route.request().url());
        gate.hold({
          call,
          pass: () => route.continue({ url: `${sandboxOrigin}${pathname}${search}` }),
          abort: () => route.abort('failed'),
          fulfill: (status, body) =>
            route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
        });
      },
    );
  }
  return gate;
}

/** A gate with the way in for whatever holds the requests (a browser's route, a server hook). */
export interface HoldingGate extends Gate {
  hold(request: HeldRequest): void;
}

export function createGate(): HoldingGate {
  const held: HeldRequest[] = [];
  let wake: () => void = () => undefined;

  async function waitFor(call: ScenarioCall): Promise<number> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const index = held.findIndex((request) => request.call === call);
      if (index >= 0) return index;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `A chamada “${call}” não chegou ao servidor em ${String(WAIT_MS / 1000)} s (retidas: ${held.map((r) => r.call).join(', ') || 'nenhuma'}).`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    hold(request) {
      held.push(request);
      wake();
    },
    async arrived(call) {
      await waitFor(call);
    },
    async take(call) {
      const index = await waitFor(call);
      const [request] = held.splice(index, 1);
      if (!request) throw new Error(`No held request of ${call}.`);
      return request;
    },
    held: () => held.map(({ call }) => call),
  };
}
