import { afterEach, describe, expect, it } from 'vitest';
import { buildCollector, type CollectorApp } from '../../../collector/app.ts';
import { TELEMETRY_PATH } from '../../../telemetry-contract/beacon-contract.ts';
import { allowListFromMachines } from '../../../telemetry-contract/allow-list.ts';

/*
 * Issue 36 item 10: a collector believes X-Forwarded-For only from the proxies it is told to
 * trust; by default none, loopback included (100 of 100 spoofed beacons from a local process got
 * past the limit).
 */

let app: CollectorApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** 100 beacons from 127.0.0.1, each claiming another address: the statuses answered. */
async function spoofed(trustProxy?: string[]): Promise<number[]> {
  app = buildCollector({
    allowList: allowListFromMachines(),
    rateLimit: { max: 5, windowMs: 60_000 },
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });
  const codes: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: TELEMETRY_PATH,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': `198.51.100.${String(i)}` },
      payload: JSON.stringify({ brand: 'default', counts: {} }),
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('the collector’s trust in X-Forwarded-For', () => {
  it('believes no proxy by default, loopback included: the claims share one limit', async () => {
    const codes = await spoofed();
    expect(codes.filter((code) => code === 429)).toHaveLength(95);
  });

  it('believes the proxies it is configured with (nginx on this machine)', async () => {
    const codes = await spoofed(['127.0.0.1']);
    expect(codes.filter((code) => code === 429)).toHaveLength(0);
  });
});
