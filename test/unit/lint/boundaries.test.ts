import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` keeps the layers' boundaries (docs/architecture.md, decision 014): each probe is a
 * real file in the layer it claims to be, linted with the project's own configuration, and must be
 * refused by the rule that names the boundary.
 */

const root = join(import.meta.dirname, '../../..');
const probes: string[] = [];

function probe(path: string, text: string): string {
  const file = join(root, path);
  writeFileSync(file, text);
  probes.push(file);
  return file;
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
});

// One linter for every probe. The boundary rules read import statements, not types, so the
// project's configuration runs without its type-aware part (typescript-eslint's own switch for
// that): building a type program for each new probe cost most of this file's time.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIdsFor(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? 'parse'));
}

/** Each file on its own is refused by a zone (one file's import, not another's, is what fails). */
async function expectEachRefusedByAZone(files: string[]): Promise<void> {
  for (const file of files) {
    expect(await ruleIdsFor([file]), file).toContain('import-x/no-restricted-paths');
  }
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  it('refuses a file directly in machines/ importing src/', async () => {
    const file = probe(
      'machines/lint-probe-machine.ts',
      "import { createHttpClient } from '../src/api/http-client.ts';\nexport const probe = createHttpClient;\n",
    );
    expect(await ruleIdsFor([file])).toContain('import-x/no-restricted-paths');
  });

  it('refuses a package other than xstate in machines/', async () => {
    const file = probe(
      'machines/shared/lint-probe-package.ts',
      "import { string } from 'yup';\nexport const probe = string;\n",
    );
    expect(await ruleIdsFor([file])).toContain('no-restricted-imports');
  });

  it('refuses a view importing the API client', async () => {
    const file = probe(
      'src/views/lint-probe-view.ts',
      "import { createRegistrationApi } from '../api/registration-api.ts';\nexport const probe = createRegistrationApi;\n",
    );
    expect(await ruleIdsFor([file])).toContain('import-x/no-restricted-paths');
  });

  it('refuses content/ importing a value from machines/, but not a type', async () => {
    const value = probe(
      'content/lint-probe-value.ts',
      "import { MESSAGE_IDS } from '../machines/shared/messages.ts';\nexport const probe = MESSAGE_IDS;\n",
    );
    const type = probe(
      'content/lint-probe-type.ts',
      "import type { MessageId } from '../machines/shared/messages.ts';\nexport const probe: MessageId = 'step.failed';\n",
    );
    expect(await ruleIdsFor([value])).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor([type])).toEqual([]);
  });

  it('refuses the sandbox importing the portal', async () => {
    const file = probe(
      'sandbox/lint-probe-sandbox.ts',
      "import { texts } from '../content/texts.ts';\nimport { createServices } from '../src/app/services.ts';\nexport const probe = [texts, createServices];\n",
    );
    expect(await ruleIdsFor([file])).toContain('import-x/no-restricted-paths');
  });

  it('lets the sandbox read the shared API contract only, the redirect allow-list included', async () => {
    const allowed = probe(
      'sandbox/lint-probe-contract.ts',
      "import { isRedirectAllowed } from '../machines/shared/redirect-allow-list.ts';\nimport { API_PATHS } from '../machines/shared/api.ts';\nexport const probe = [isRedirectAllowed, API_PATHS];\n",
    );
    const refused = probe(
      'sandbox/lint-probe-machines.ts',
      "import { MESSAGE_IDS } from '../machines/shared/messages.ts';\nexport const probe = MESSAGE_IDS;\n",
    );
    expect(await ruleIdsFor([allowed])).toEqual([]);
    expect(await ruleIdsFor([refused])).toContain('import-x/no-restricted-paths');
  });

  it('refuses scripts/, the path engine, the app and the inspector importing test/, naming the rule', async () => {
    const files = [
      probe(
        'scripts/lint-probe-script.ts',
        "import { pendingCall } from '../test/support/pending-call.ts';\nexport const probe = pendingCall;\n",
      ),
      probe(
        'paths/lint-probe-paths.ts',
        "import { settle } from '../test/support/paths/fake-actors.ts';\nexport const probe = settle;\n",
      ),
      probe(
        'src/lint-probe-app.ts',
        "import { pendingCall } from '../test/support/pending-call.ts';\nexport const probe = pendingCall;\n",
      ),
      probe(
        'inspector/src/lint-probe-inspector-app.ts',
        "import { pendingCall } from '../../test/support/pending-call.ts';\nexport const probe = pendingCall;\n",
      ),
      // QA's cucumber run (npm run qa:cucumber) is the product's, not test support.
      probe(
        'qa/lint-probe-qa.ts',
        "import { pendingCall } from '../test/support/pending-call.ts';\nexport const probe = pendingCall;\n",
      ),
    ];
    const results = await eslint.lintFiles(files);
    for (const result of results) {
      expect(result.messages.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
        {
          ruleId: 'import-x/no-restricted-paths',
          message: expect.stringContaining('only test/ imports test/') as unknown,
        },
      ]);
    }
    expect(results).toHaveLength(5);
  });

  it('keeps npm run qa:cucumber from loading test/ behind the rule, through its step-definition glob', () => {
    const script = readFileSync(join(root, 'scripts/qa-cucumber.ts'), 'utf8');
    const loaded = [...script.matchAll(/import: \[([^\]]*)\]/g)].map(([, list]) => list);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toContain("'qa/cucumber/*.ts'");
    expect(loaded[0]).not.toMatch(/'test\//);
  });

  it('refuses the portal importing the inspector’s code or its packages, but not its own', async () => {
    const code = probe(
      'src/app/lint-probe-inspector.ts',
      "import { MACHINE_ENTRIES } from '../../inspector/src/catalogue.ts';\nexport const probe = MACHINE_ENTRIES;\n",
    );
    const chart = probe(
      'src/app/lint-probe-chart.ts',
      "import { ReactFlow } from '@xyflow/react';\nexport const probe = ReactFlow;\n",
    );
    const own = probe(
      'src/app/lint-probe-own.ts',
      "import { createActor } from 'xstate';\nexport const probe = createActor;\n",
    );
    expect(await ruleIdsFor([code])).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor([chart])).toContain('import-x/no-extraneous-dependencies');
    expect(await ruleIdsFor([own])).toEqual([]);
  });

  it('keeps src/ the customers’ app alone: no server, shared folder, inspector or tool reads it', async () => {
    const importer = (folder: string, depth: number) =>
      probe(
        `${folder}/lint-probe-app.ts`,
        `import { createServices } from '${'../'.repeat(depth)}src/app/services.ts';\nexport const probe = createServices;\n`,
      );
    const files = [
      importer('collector', 1),
      importer('deploy', 1),
      importer('sandbox', 1),
      importer('static-server', 1),
      importer('machine-graph', 1),
      importer('machine-rules', 1),
      importer('portal-config', 1),
      importer('routes', 1),
      importer('telemetry-contract', 1),
      importer('inspector-protocol', 1),
      importer('inspector', 1),
      importer('inspector/src', 2),
      importer('paths', 1),
      importer('qa', 1),
      importer('scripts', 1),
      importer('scripts/bench', 2),
    ];
    const results = await eslint.lintFiles(files);
    for (const result of results) {
      expect(
        result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
        result.filePath,
      ).toContainEqual({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('src/ is the customers’ app alone') as unknown,
      });
    }
    expect(results).toHaveLength(files.length);
  });

  it('lets the app’s own build read the app, and the beacon’s cost measure the beacon alone', async () => {
    const build = probe(
      'scripts/build/lint-probe-build.ts',
      "import { createServices } from '../../src/app/services.ts';\nexport const probe = createServices;\n",
    );
    const beacon = probe(
      'scripts/telemetry/lint-probe-beacon.ts',
      "import { startTelemetry } from '../../src/telemetry/transition-beacon.ts';\nexport const probe = startTelemetry;\n",
    );
    const more = probe(
      'scripts/telemetry/lint-probe-more.ts',
      "import { lazyTelemetry } from '../../src/telemetry/telemetry.ts';\nexport const probe = lazyTelemetry;\n",
    );
    expect(await ruleIdsFor([build])).toEqual([]);
    expect(await ruleIdsFor([beacon])).toEqual([]);
    expect(await ruleIdsFor([more])).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared folder importing a server, a tool or the inspector', async () => {
    const files = [
      probe(
        'machine-graph/lint-probe-server.ts',
        "import { buildSandbox } from '../sandbox/app.ts';\nexport const probe = buildSandbox;\n",
      ),
      probe(
        'portal-config/lint-probe-static.ts',
        "import { PORTAL_BASE } from '../static-server/static-portal.ts';\nexport const probe = PORTAL_BASE;\n",
      ),
      probe(
        'routes/lint-probe-script.ts',
        "import { noScriptPage } from '../scripts/build/prerender/no-script-page.ts';\nexport const probe = noScriptPage;\n",
      ),
      probe(
        'telemetry-contract/lint-probe-inspector.ts',
        "import { MACHINE_ENTRIES } from '../inspector/src/catalogue.ts';\nexport const probe = MACHINE_ENTRIES;\n",
      ),
    ];
    await expectEachRefusedByAZone(files);
  });

  it('keeps the configuration above the telemetry contract, not the other way round', async () => {
    const up = probe(
      'telemetry-contract/lint-probe-config.ts',
      "import { isOwnPath } from '../portal-config/grammar.ts';\nexport const probe = isOwnPath;\n",
    );
    const down = probe(
      'portal-config/lint-probe-contract.ts',
      "import { CSP_REPORT_PATH } from '../telemetry-contract/beacon-contract.ts';\nexport const probe = CSP_REPORT_PATH;\n",
    );
    expect(await ruleIdsFor([up])).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor([down])).toEqual([]);
  });

  it('refuses a server importing a tool, and the inspector importing a script or another server', async () => {
    const files = [
      probe(
        'deploy/lint-probe-build.ts',
        "import { PRERENDER_DIR } from '../scripts/build/prerender/prerendered-pages.ts';\nexport const probe = PRERENDER_DIR;\n",
      ),
      probe(
        'static-server/lint-probe-paths.ts',
        "import type { ModelPath } from '../paths/coverage.ts';\nexport type Probe = ModelPath;\n",
      ),
      probe(
        'inspector/lint-probe-script.ts',
        "import { portOrExit } from '../scripts/server-start.ts';\nexport const probe = portOrExit;\n",
      ),
      probe(
        'inspector/src/lint-probe-collector.ts',
        "import { buildCollector } from '../../collector/app.ts';\nexport const probe = buildCollector;\n",
      ),
    ];
    await expectEachRefusedByAZone(files);
    const served = probe(
      'inspector/lint-probe-served.ts',
      "import { staticPortal } from '../static-server/static-portal.ts';\nexport const probe = staticPortal;\n",
    );
    expect(await ruleIdsFor([served])).toEqual([]);
  });

  it('refuses an arrow back up inside the app', async () => {
    const files = [
      probe(
        'src/telemetry/lint-probe-app.ts',
        "import { readStoredClient } from '../app/stored-client.ts';\nexport const probe = readStoredClient;\n",
      ),
      probe(
        'src/config/lint-probe-app.ts',
        "import { createServices } from '../app/services.ts';\nexport const probe = createServices;\n",
      ),
      probe(
        'src/components/lint-probe-page.ts',
        "import { TermsPage } from '../pages/terms/terms-page.tsx';\nexport const probe = TermsPage;\n",
      ),
      probe(
        'src/pages/lint-probe-app.ts',
        "import { RegisterPage } from '../app/register-page.tsx';\nexport const probe = RegisterPage;\n",
      ),
    ];
    await expectEachRefusedByAZone(files);
  });

  it('refuses an import cycle', async () => {
    const a = probe(
      'src/lint-probe-cycle-a.ts',
      "import { b } from './lint-probe-cycle-b.ts';\nexport const a = (): number => b() + 1;\n",
    );
    const b = probe(
      'src/lint-probe-cycle-b.ts',
      "import { a } from './lint-probe-cycle-a.ts';\nexport const b = (): number => a() - 1;\n",
    );
    expect(await ruleIdsFor([a, b])).toContain('import-x/no-cycle');
  });
});
