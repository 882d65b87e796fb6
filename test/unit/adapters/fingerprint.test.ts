import { describe, expect, it, vi } from 'vitest';
import { noFingerprint } from '../../../src/adapters/fingerprint/fingerprint.ts';
import {
  createFingerprintJs,
  type FingerprintAgent,
} from '../../../src/adapters/fingerprint/fingerprintjs-fingerprint.ts';

const agent = (visitorId: string): FingerprintAgent => ({
  get: () => Promise.resolve({ visitorId }),
});

describe('the FingerprintJS adapter', () => {
  it('loads the library once and gives the same visitor id for the page load', async () => {
    const load = vi.fn(() => Promise.resolve(agent('fdd957ef1c1a5c1bb44b573db7c6f6e6')));
    const fingerprint = createFingerprintJs(load);
    expect(await fingerprint.visitorId()).toBe('fdd957ef1c1a5c1bb44b573db7c6f6e6');
    expect(await fingerprint.visitorId()).toBe('fdd957ef1c1a5c1bb44b573db7c6f6e6');
    expect(load).toHaveBeenCalledOnce();
  });

  it('yields no id when the chunk or the browser fails, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<FingerprintAgent>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ get: () => Promise.reject(new Error('canvas blocked')) })
      .mockResolvedValueOnce(agent('later'));
    const fingerprint = createFingerprintJs(load);
    expect(await fingerprint.visitorId()).toBeUndefined();
    expect(await fingerprint.visitorId()).toBeUndefined();
    expect(await fingerprint.visitorId()).toBe('later');
  });

  it('is nothing at all when switched off', async () => {
    expect(await noFingerprint.visitorId()).toBeUndefined();
  });
});
