import type { Fingerprint } from './fingerprint.ts';

/** The part of `@fingerprintjs/fingerprintjs` used here. */
export interface FingerprintAgent {
  get(): Promise<{ visitorId: string }>;
}

/**
 * The library is imported on first use, so it is its own chunk and never part of the first
 * screen's JavaScript. Its agent is built from its sources (what `load` does) without its
 * monitoring request to a FingerprintJS server: the fingerprint is computed in the browser and
 * goes nowhere but the consent record. One source is left out: `domBlockers`, which runs in Safari
 * and every Android browser only, builds elements from ad blockers' filter selectors, some with
 * an `onclick` attribute: a string into an event handler, which the portal's Trusted Types
 * policy refuses and reports (found by the WebKit tests, decision 047).
 */
async function loadAgent(): Promise<FingerprintAgent> {
  const { hashComponents, loadSources, prepareForSources, sources } =
    await import('@fingerprintjs/fingerprintjs');
  await prepareForSources();
  const components = loadSources(sources, { cache: {}, debug: false }, ['domBlockers']);
  return {
    get: async () => ({ visitorId: hashComponents(await components()) }),
  };
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
