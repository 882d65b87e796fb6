import type { Page, Request } from 'playwright-core';

export interface LoadedScript {
  url: string;
  /** The body as the browser decoded it (before any content encoding). */
  body: Buffer;
}

/**
 * The scripts the browser requests from opening `url` until `drawn` says the page's first screen
 * is on screen (e.g. its heading is visible), with their bodies. Scripts requested later (code
 * loaded on demand) are not counted.
 */
export async function scriptsUntilDrawn(
  page: Page,
  url: string,
  drawn: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const requested: Request[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'script') requested.push(request);
  };
  page.on('request', listener);
  try {
    await page.goto(url);
    await drawn(page);
  } finally {
    page.off('request', listener);
  }
  return Promise.all(
    requested.map(async (request) => {
      const response = await request.response();
      if (!response) throw new Error(`No response for ${request.url()}`);
      return { url: request.url(), body: await response.body() };
    }),
  );
}

/**
 * Resolves once the app is interactive: hydrated over the prerendered page (or drawn), its
 * handlers attached, as `window.__portalReady` says (set by src/app/typed-before-ready.ts when
 * the app's root has committed; the prerendered page's inline script reads it too).
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__portalReady === true);
}

/** Every host other than `origin`'s that the page asked for anything while `during` ran. */
export async function foreignRequests(
  page: Page,
  origin: string,
  during: () => Promise<void>,
): Promise<string[]> {
  const foreign: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  };
  page.on('request', listener);
  try {
    await during();
  } finally {
    page.off('request', listener);
  }
  return foreign;
}
