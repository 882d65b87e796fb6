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
