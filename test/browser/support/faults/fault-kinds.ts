import type { Page, Route } from 'playwright-core';
import { API_PATHS, SPAN_ID_KEY } from '../../../../machines/shared/api.ts';
import { CONSENT_PATH } from '../../../../sandbox/routes/consent.ts';

/** Every call the portal makes that can fail: the API's six, and the consent record. */
export const CALL_PATHS = { ...API_PATHS, consent: CONSENT_PATH } as const;
export type FaultCall = keyof typeof CALL_PATHS;
export const CALLS = [
  'token',
  'question',
  'answer',
  'register',
  'resend',
  'nonClient',
  'consent',
] as const satisfies readonly FaultCall[];

/** How a call can go wrong on the way, as a customer's phone meets it. */
export const FAULTS = [
  'timeout',
  'http500',
  'http502Html',
  'malformedJson',
  'connectionReset',
  'offline',
  'http4xx',
] as const;
export type Fault = (typeof FAULTS)[number];

/** Span ids the test's error bodies carry, so the message shown can be compared exactly. */
export const FAULT_SPAN_IDS: Partial<Record<Fault, string>> = {
  http500: '5005005005005005',
  http4xx: '4004004004004004',
};

/** The body a real gateway in front of the API sends: HTML, not JSON. */
const GATEWAY_HTML =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>';

function json(status: number, body: Record<string, unknown>) {
  return { status, contentType: 'application/json', body: JSON.stringify(body) };
}

/**
 * Answers `route` with `fault`. A timeout holds the request until the page gives up on it (the
 * client's own limit), then lets go: it never answers, so a client without a limit stays busy and
 * the test fails on it.
 */
export async function answerWithFault(page: Page, route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'timeout': {
      const request = route.request();
      await new Promise<void>((resolve) => {
        const onFailed = (failed: typeof request) => {
          if (failed !== request) return;
          page.off('requestfailed', onFailed);
          resolve();
        };
        page.on('requestfailed', onFailed);
      });
      // The browser has dropped the request; Playwright may already consider it handled.
      await route.abort('timedout').catch(() => undefined);
      return;
    }
    case 'http500':
      // As the sandbox and the real API send a server failure (docs/sandbox.md).
      await route.fulfill(
        json(500, {
          status: 'INTERNAL_ERROR',
          message: 'Simulated server failure.',
          [SPAN_ID_KEY]: FAULT_SPAN_IDS.http500,
        }),
      );
      return;
    case 'http502Html':
      await route.fulfill({ status: 502, contentType: 'text/html', body: GATEWAY_HTML });
      return;
    case 'malformedJson':
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"status": "SUCC',
      });
      return;
    case 'connectionReset':
      await route.abort('connectionreset');
      return;
    case 'offline':
      await route.abort('internetdisconnected');
      return;
    case 'http4xx':
      // The sandbox's answer to a body that breaks the schema (docs/sandbox.md).
      await route.fulfill(
        json(400, {
          status: 'BAD_REQUEST',
          message: 'body must have required property',
          errors: [{ field: '/', keyword: 'required', message: 'required', params: {} }],
          [SPAN_ID_KEY]: FAULT_SPAN_IDS.http4xx,
        }),
      );
      return;
  }
}
