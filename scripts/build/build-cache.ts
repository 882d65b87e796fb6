import type { Plugin } from 'vite';

/**
 * Where a build keeps Vite's cache: never the dev server's (node_modules/.vite). A build run
 * while `npm start` served the portal rewrote the optimised dependencies under the running
 * server, which then sent the page two copies of React until restarted (issue 39).
 */
export const BUILD_CACHE_DIR = 'node_modules/.vite-build';

/** The prerender's SSR loader (a dev server of its own, in production mode) keeps its own too. */
export const PRERENDER_CACHE_DIR = 'node_modules/.vite-prerender';

/** Gives `vite build` its own cache folder; the dev server keeps Vite's default. */
export function buildCachePlugin(): Plugin {
  return {
    name: 'portal-build-cache',
    apply: 'build',
    config: () => ({ cacheDir: BUILD_CACHE_DIR }),
  };
}
