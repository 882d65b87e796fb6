import type { Fingerprint } from './fingerprint.ts';

/** The part of `@fingerprintjs/fingerprintjs` used here. */
export interface FingerprintAgent {
  get(): Promise<{ visitorId: string }>;
}

/**
 * The library is imported on first use, so it is its own chunk and never part of the first
 * screen's JavaScript. Its monitoring request (to a FingerprintJS server) is turned off: the
 * fingerprint is computed in the browser and goes nowhere but the consent record.
 */
async function loadAgent(): Promise<FingerprintAgent> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  return load({ monitoring: false });
}

/**
 * The open-source FingerprintJS. The id is the same for the whole page load, so it is computed
 * once; a failure (the chunk did not load, a browser API threw) yields no id and is tried again
 * next time.
 */
export function createFingerprintJs(
  load: () => Promise<FingerprintAgent> = loadAgent,
): Fingerprint {
  let visitorId: Promise<string | undefined> | undefined;
  return {
    visitorId() {
      visitorId ??= load()
        .then((agent) => agent.get())
        .then((result) => result.visitorId)
        .catch(() => {
          visitorId = undefined;
          return undefined;
        });
      return visitorId;
    },
  };
}
