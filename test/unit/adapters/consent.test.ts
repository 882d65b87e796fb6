import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHttpConsent,
  reportToConsole,
  type ConsentFailure,
} from '../../../src/adapters/consent/consent.ts';
import { customerConsentRecord } from '../../../src/adapters/consent/consent-record.ts';
import type { Fingerprint } from '../../../src/adapters/fingerprint/fingerprint.ts';
import { PAYLOAD, SUBJECT } from './consent-subject.ts';

const PERSONAL = [PAYLOAD.cellphone, PAYLOAD.email, PAYLOAD.password];

const fixedFingerprint: Fingerprint = { visitorId: () => Promise.resolve('visitor-1') };
const neverFingerprint: Fingerprint = { visitorId: () => new Promise(() => undefined) };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let reports: ConsentFailure[];

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  reports = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function recorder(fingerprint: Fingerprint = fixedFingerprint, timeoutMs = 1_000) {
  return createHttpConsent({
    url: 'https://consent.exemplo.invalid/records',
    authorization: 'Bearer test',
    timeoutMs,
    fingerprint,
    report: (failure) => reports.push(failure),
  });
}

/** A fetch that never answers, but gives up when its signal aborts, as the real one does. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(init.signal?.reason as Error);
      });
    });
}

describe('the HTTP consent recorder', () => {
  it('POSTs the record as JSON with the authorization header and no cookies', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    expect(await recorder().record(SUBJECT)).toEqual({ recorded: true });

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://consent.exemplo.invalid/records');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { authorization: 'Bearer test', 'content-type': 'application/json' },
    });
    expect(JSON.parse(init?.body as string)).toStrictEqual(
      customerConsentRecord(PAYLOAD, 'visitor-1'),
    );
    expect(reports).toEqual([]);
  });

  it('sends the record without a fingerprint that does not come in half the budget', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const started = Date.now();
    expect(await recorder(neverFingerprint, 400).record(SUBJECT)).toEqual({ recorded: true });
    expect(Date.now() - started).toBeLessThan(400);
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as object;
    expect(body).not.toHaveProperty('fingerprint');
  });

  it.each([
    [
      'an HTTP error',
      () => Promise.resolve(new Response('no', { status: 503 })),
      { reason: 'http', httpStatus: 503 },
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { reason: 'network' },
    ],
  ])('resolves after %s and reports it without personal data', async (_name, answer, failure) => {
    fetchMock.mockImplementation(answer);
    const outcome = await recorder().record(SUBJECT);
    expect(outcome).toEqual({ recorded: false, failure: { form: 'customer', ...failure } });
    expect(reports).toEqual([{ form: 'customer', ...failure }]);
  });

  it('gives up at the timeout, counting the fingerprint’s wait', async () => {
    fetchMock.mockImplementation(hangingFetch());
    const started = Date.now();
    const outcome = await recorder(neverFingerprint, 300).record(SUBJECT);
    const elapsed = Date.now() - started;
    expect(outcome).toEqual({ recorded: false, failure: { form: 'customer', reason: 'timeout' } });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('never rejects, even when something unexpected throws', async () => {
    const broken: Fingerprint = { visitorId: () => Promise.reject(new Error('boom')) };
    expect(await recorder(broken).record(SUBJECT)).toEqual({
      recorded: false,
      failure: { form: 'customer', reason: 'network' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the console report', () => {
  it('says which form and why, and nothing about the person', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportToConsole({ form: 'digital', reason: 'http', httpStatus: 500 });
    expect(warn).toHaveBeenCalledWith('Consent not recorded (form digital): http 500.');
    const text = JSON.stringify(warn.mock.calls);
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });
});
