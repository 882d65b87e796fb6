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

/** What the page's fetch saw of each call: when it was made and when it settled. */
interface CallTime {
  url: string;
  started: number;
  ended?: number;
}
declare global {
  interface Window {
    __faultCallTimes?: CallTime[];
  }
}

/**
 * How long the page's own fetch waited for `url` before it gave up, on the page's clock: the time
 * the client's limit counts. Measured where the route reached this process instead, a busy
 * machine's delay in that hop alone took more than the 10 % the lower bound allows.
 */
async function heldInPage(page: Page, url: string): Promise<number> {
  return page.evaluate((target) => {
    const entry = window.__faultCallTimes?.findLast((call) => call.url === target);
    if (entry?.ended === undefined)
      throw new Error(`The page's fetch of ${target} has not settled.`);
    return entry.ended - entry.started;
  }, url);
}

export async function installFaultSwitch(page: Page): Promise<FaultSwitch> {
  // Before the app's scripts, so that the fetch they keep is this one.
  await page.addInitScript(() => {
    const times: CallTime[] = [];
    window.__faultCallTimes = times;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
      const entry: CallTime = { url, started: performance.now() };
      times.push(entry);
      return original(input, init).finally(() => {
        entry.ended = performance.now();
      });
    };
  });
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
      await answerWithFault(page, route, fault);
      if (fault === 'timeout') heldFor.push(await heldInPage(page, route.request().url()));
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
