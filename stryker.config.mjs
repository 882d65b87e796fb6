// `npm run mutation`: Stryker mutates the machines and the validation rules and runs the unit and
// model-based tests against each mutant (docs/decisions/020-mutation-testing.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Related mode: a mutant runs only the test files that import its file. Most mutants of a
  // machine are "static" (its definition runs when the module loads, before any test), so
  // per-test coverage cannot narrow them; this does.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Per-test coverage for the rest: each mutant runs only the tests that execute its code.
  coverageAnalysis: 'perTest',
  // Later runs test only the mutants of changed code, and mutants whose tests changed.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  mutate: [
    'machines/**/*.ts',
    'src/validation/**/*.ts',
    'machine-rules/email-address.ts',
    '!**/*.test.ts',
  ],
  // One test process per core.
  concurrency: 2,
  // A busy machine slows every run; a mutant is a timeout only when far slower than the baseline.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
