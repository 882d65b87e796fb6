import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_PATH, PRIVACY_PATH, REGISTER_PATH, TERMS_PATH } from '../../routes/route-paths.ts';
import { runLighthouse } from './support/a11y/lighthouse-run.ts';
import { LOCALHOST } from './support/own-site.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/**
 * Lighthouse accessibility and best practices, 1.00 each, on the register screen and every static
 * page of the built portal (issue 8). One Chromium per run, one run at a time.
 */

let server: PortalServer;

beforeAll(async () => {
  // Lighthouse's own Chromium; it counts only localhost as secure without HTTPS.
  server = await startPortalServer({ host: LOCALHOST });
});
afterAll(async () => {
  await server.close();
});

describe('Lighthouse scores 1.00 for accessibility and best practices', () => {
  it.each([REGISTER_PATH, HELP_PATH, TERMS_PATH, PRIVACY_PATH])(
    'on %s',
    async (path) => {
      const { scores, failing } = await runLighthouse(server.portalUrl(path));
      expect(failing, `failing audits on ${path}`).toEqual([]);
      expect(scores).toEqual({ accessibility: 1, 'best-practices': 1 });
    },
    90_000,
  );
});
