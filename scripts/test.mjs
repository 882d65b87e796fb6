// `npm test`: typecheck, lint, unit and model-based tests, then browser tests against a build.
// Prints one closing line with the totals of every stage.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0 };

function run(title, command, args) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function vitest(title, projects, report) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/${report}.json`);
  const ok = run(title, 'npx', args);
  try {
    const json = JSON.parse(readFileSync(`${RESULTS}/${report}.json`, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  } catch {
    totals.failed += 1;
  }
  return ok;
}

const stages = [
  () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => run('lint', 'npm', ['run', '--silent', 'lint']),
  () => vitest('unit, model-based and UI path tests', ['unit', 'model', 'ui-paths'], 'unit'),
  () => run('chromium', 'node', ['scripts/ensure-chromium.mjs']),
  () => run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
  () => vitest('browser tests (Chromium)', ['browser'], 'browser'),
];

let ok = true;
for (const stage of stages) {
  if (!stage()) {
    ok = false;
    if (totals.failed === 0) totals.failed += 1;
    break;
  }
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
