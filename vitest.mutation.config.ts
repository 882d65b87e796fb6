import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { modelProject, unitProject } from './vitest.config.ts';

/**
 * The tests Stryker runs against each mutant of machines/ and src/validation/ (stryker.config.mjs):
 * the unit and model-based projects without the React components' tests (views, pages, brand).
 * Those render forms in happy-dom: on a loaded 2-core machine, with Stryker's instrumentation, some
 * of them passed their own 20 s limits (docs/decisions/020-mutation-testing.md). The UI paths and
 * the browser tests are left out for the same reason, at many times the cost per mutant.
 * `test/unit/paths/**` are left out too: they test the QA tooling (scripts/paths), not the
 * machines. Where they touch the machines they compare generated documents with the committed
 * docs/paths (written by the same code, so a kill there says only "the docs changed", which
 * issue 15 asks not to count as proof), run `npm run paths` in child processes (which load
 * machines/ afresh, without the mutant, so they kill nothing), or read the git history (refused
 * inside Stryker's git-ignored sandbox). Together they cost about 35 s per mutant.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Instrumented code on a busy machine runs some property-based tests past Vitest's default
    // 5 s; Stryker has its own limit for a mutant that hangs (timeoutMS in stryker.config.mjs).
    testTimeout: 60_000,
    // The property tests run 10,000 inputs per property in `npm test`; here, once per mutant of the
    // rules they import, 200 (test/unit/properties/runs.ts). At 10,000 those two files alone took
    // about 90 s of each run on a loaded machine; the example-based tests pin every rule anyway.
    env: { PROPERTY_RUNS: '200' },
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          exclude: [
            ...configDefaults.exclude,
            'test/unit/views/**',
            'test/unit/pages/**',
            'test/unit/brand/**',
            'test/unit/paths/**',
          ],
        },
      },
      modelProject,
    ],
  },
});
