import type { Page, Request } from 'playwright-core';
import { answerWithFault, CALL_PATHS, type Fault, type FaultCall } from './fault-kinds.ts';

/** The call a URL is, if it is one of the portal's calls. */
export function callOf(url: string): FaultCall | undefined {
  const { pathname } = new URL(url);
  const entry = Object.entries(CALL_PATHS).find(([, path]) => pathname === path);
  return entry?.[0] as FaultCall | undefined;
}

/**
 * The network between a page and its sandbox, answered by the test where a fault is armed: the
 * next request of an armed call gets the fault, every other request goes to the sandbox as it is.
 */
export interface FaultSwitch {
  /** The next request of `call` (only that one) meets `fault`. */
  arm(call: FaultCall, fault: Fault): void;
  /** Whether an armed fault is still waiting for its request. */
  armed(call: FaultCall): boolean;
  /** How long the timed-out requests were held before the page gave up, in ms. */
  readonly heldFor: number[];
}

export async function installFaultSwitch(page: Page): Promise<FaultSwitch> {
  const waiting = new Map<FaultCall, Fault>();
  const heldFor: number[] = [];
  await page.route(
    (url) => callOf(url.href) !== undefined,
    async (route) => {
      const call = callOf(route.request().url());
      const fault = call === undefined ? undefined : waiting.get(call);
      if (call === undefined || fault === undefined) {
        await route.continue();
        return;
      }
      waiting.delete(call);
      const started = Date.now();
      await answerWithFault(page, route, fault);
      if (fault === 'timeout') heldFor.push(Date.now() - started);
    },
  );
  return {
    arm: (call, fault) => {
      waiting.set(call, fault);
    },
    armed: (call) => waiting.has(call),
    heldFor,
  };
}

/** Counts the page's requests of each call, as the browser sends them. */
export function countCalls(page: Page): { count(call: FaultCall): number; reset(): void } {
  let seen: Request[] = [];
  page.on('request', (request) => {
    if (callOf(request.url()) !== undefined) seen.push(request);
  });
  return {
    count: (call) => seen.filter((request) => callOf(request.url()) === call).length,
    reset: () => {
      seen = [];
    },
  };
}
