import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { qaCases } from '../../scripts/paths/qa-cases.ts';
import { featureOf } from '../../scripts/paths/qa-exports.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/**
 * `npm run qa:cucumber` on the exported Gherkin of the smallest machine (digital), as QA run it
 * against a deployment with the sandbox: every scenario passes in Chromium with the project's
 * step definitions. The other machines run the same definitions (docs/qa-exports.md gives the
 * whole run's figures); one machine keeps the suite's time down.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const MACHINE = 'digital';

let server: PortalServer;
let folder: string;

beforeAll(async () => {
  server = await startPortalServer();
  folder = mkdtempSync(join(tmpdir(), 'qa-cucumber-'));
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run qa:cucumber', { timeout: 180_000 }, () => {
  it(`passes every exported scenario of ${MACHINE} against the portal and its sandbox`, async () => {
    const feature = join(folder, `${MACHINE}.feature`);
    writeFileSync(feature, featureOf(MACHINE));
    const { stdout } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/qa-cucumber.ts', '--base-url', server.origin, feature],
      {
        cwd: ROOT,
        // The run's one Chromium: cucumber's scenarios share it, a context each.
        env: { ...process.env, QA_CHROMIUM_ENDPOINT: inject('chromiumEndpoint') },
      },
    );
    const count = qaCases(MACHINE).length;
    expect(stdout).toContain(`${String(count)} scenarios (${String(count)} passed)`);
  });
});
