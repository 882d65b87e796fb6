// `npm run mutation`: Stryker mutates the machines and the validation rules and runs the unit and
// model-based tests against each mutant (docs/decisions/020-mutation-testing.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Per-test coverage: each mutant runs only the tests that execute its code.
  coverageAnalysis: 'perTest',
  mutate: ['machines/**/*.ts', 'src/validation/**/*.ts', '!**/*.test.ts'],
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
