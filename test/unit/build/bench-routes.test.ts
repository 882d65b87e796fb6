import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../content/brands/index.ts';
import { GOAL } from '../../../scripts/bench/report.ts';
import { lighthouseRoutes } from '../../../scripts/bench/routes.ts';
import { prerenderedPages } from '../../../scripts/build/prerender/prerendered-pages.ts';

/**
 * Issue 39: `npm run bench` measures every entry a visit may start on against the bare React app,
 * in one run, and each is to reach half its LCP.
 */
describe('what the bench measures', () => {
  const measuredPaths = new Set(
    lighthouseRoutes().map(({ url }) => new URL(url, 'http://x').pathname),
  );

  it('every page the build draws, under the route it is drawn for', () => {
    const drawn = new Set(prerenderedPages().map(({ route }) => `/portal${route}`));
    expect([...drawn].filter((path) => !measuredPaths.has(path))).toEqual([]);
    expect(drawn.has('/portal/cadastro-refi-digital')).toBe(true);
  });

  it('every brand’s entry URL', () => {
    const urls = lighthouseRoutes().map(({ url }) => url);
    for (const id of Object.keys(BRANDS)) {
      expect(urls).toContain(`/portal/?client_id=${id}`);
    }
  });

  it('holds each to at most half the reference’s LCP', () => {
    expect(GOAL.lcpRatio.met(0.5)).toBe(true);
    expect(GOAL.lcpRatio.met(0.51)).toBe(false);
  });
});
