import { afterEach, describe, expect, it, vi } from 'vitest';
import * as consentModule from '../../../src/adapters/consent/consent.ts';
import type { ConsentFailure } from '../../../src/adapters/consent/consent.ts';
import { lazyConsent } from '../../../src/adapters/consent/lazy-consent.ts';
import { SUBJECT } from './consent-subject.ts';

/**
 * The consent's code loads with the first record (not before the register screen is
 * interactive), posts with the fetch there at start-up, and a chunk that fails to load is a
 * network failure of the consent, never of the sign-up.
 */

const OPTIONS = {
  url: 'https://consent.exemplo.invalid/records',
  authorization: 'Bearer test',
  timeoutMs: 1_000,
  fingerprint: { visitorId: () => Promise.resolve('visitor-1') },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent recorder loaded with its first record', () => {
  it('loads nothing until a record, then once; posts with the fetch of start-up', async () => {
    const startUpFetch = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 201 })),
    );
    vi.stubGlobal('fetch', startUpFetch);
    const load = vi.fn(() => Promise.resolve(consentModule));
    const recorder = lazyConsent(load, OPTIONS);
    expect(load).not.toHaveBeenCalled();

    // A session recorder wraps fetch after start-up: it must not see the record.
    const wrapper = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', wrapper);
    expect(await recorder.record(SUBJECT)).toEqual({ recorded: true });
    expect(await recorder.record(SUBJECT)).toEqual({ recorded: true });
    expect(load).toHaveBeenCalledOnce();
    expect(startUpFetch).toHaveBeenCalledTimes(2);
    expect(wrapper).not.toHaveBeenCalled();
  });

  it('answers a chunk that fails to load as a network failure, and loads again next time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 201 }))),
    );
    const reports: ConsentFailure[] = [];
    const load = vi
      .fn<() => Promise<typeof consentModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(consentModule);
    const recorder = lazyConsent(load, { ...OPTIONS, report: (failure) => reports.push(failure) });

    expect(await recorder.record(SUBJECT)).toEqual({
      recorded: false,
      failure: { form: 'customer', reason: 'network' },
    });
    expect(reports).toEqual([{ form: 'customer', reason: 'network' }]);
    expect(await recorder.record(SUBJECT)).toEqual({ recorded: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
