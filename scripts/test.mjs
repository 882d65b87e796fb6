// `npm test`: typecheck, lint and the build side by side, then every test in one Vitest run (unit,
// model-based, UI paths, and the browser tests against the build). Every tool runs on the project's Node
// (scripts/node-runtime.mjs). Ends with each phase's time and one line with the totals.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { bin, isSupportedNode, reexecOnProjectNode } from './node-runtime.mjs';

reexecOnProjectNode();

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });

const NODE = process.execPath;
const totals = { passed: 0, failed: 0 };
/** Tests passed and failed per browser engine, for a line each at the end. */
const engines = new Map();
const times = [];
const started = Date.now();

console.log(`Node ${process.version} (${NODE})`);
if (!isSupportedNode(process.version)) {
  console.warn(`Node ${process.version} is not the version package.json's engines asks for.`);
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one command. Commands that run side by side keep their output until they end, so that
 * each one's output reads as a block.
 */
function run(title, command, args, { buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${title}`);
  const since = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const ok = status === 0;
      if (buffered) {
        console.log(`\n=== ${title}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(since)} s`);
      times.push([title, seconds(since)]);
      done(ok);
    });
  });
}

const node = (title, script, args, options) => run(title, NODE, [script, ...args], options);

/** Runs the steps one after the other, stopping at the first that fails. */
async function inOrder(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

async function vitest(title, projects, report) {
  const ok = await node(title, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${RESULTS}/${report}.json`,
  ]);
  try {
    const json = JSON.parse(readFileSync(`${RESULTS}/${report}.json`, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    projectTimes(json.testResults);
    engineCounts(json.testResults);
  } catch {
    totals.failed += 1;
  }
  return ok;
}

/** The project a test file belongs to, by the folder vitest.config.ts gives each project. */
function projectOf(file) {
  const engine = /\/test\/engines\/(firefox|webkit)\//.exec(file)?.[1];
  if (engine) return `browser (${engine})`;
  const folder = /\/test\/(browser|model|ui-paths)\//.exec(file)?.[1];
  if (folder === 'browser') return 'browser (chromium)';
  return folder ?? 'unit';
}

/** Each browser engine's tests, passed and failed, from the files of its project. */
function engineCounts(files) {
  for (const { name, assertionResults } of files) {
    const project = projectOf(name);
    if (!project.startsWith('browser')) continue;
    const counts = engines.get(project) ?? { passed: 0, failed: 0 };
    for (const { status } of assertionResults) {
      if (status === 'passed') counts.passed += 1;
      else if (status === 'failed') counts.failed += 1;
    }
    engines.set(project, counts);
  }
}

/**
 * Each project's part of the one test run: from its first file's start to its last file's end,
 * and the files' own times added up (more than the span where files ran side by side).
 */
function projectTimes(files) {
  const projects = new Map();
  for (const { name, startTime, endTime } of files) {
    const project = projectOf(name);
    const seen = projects.get(project) ?? { start: Infinity, end: 0, files: 0 };
    seen.start = Math.min(seen.start, startTime);
    seen.end = Math.max(seen.end, endTime);
    seen.files += endTime - startTime;
    projects.set(project, seen);
  }
  for (const [project, { start, end, files: time }] of [...projects].sort()) {
    const span = ((end - start) / 1000).toFixed(1);
    times.push([`  ${project} (files' time ${(time / 1000).toFixed(0)} s)`, span]);
  }
}

const buffered = { buffered: true };

// ESLint keeps one core busy for about a minute, the typecheck for half that, Prettier after it
// for a few seconds more: the two lines end close together. The build is short and the browser
// tests need it, so it rides along. The tests wait for all of them: test/unit/lint writes probe
// files into the source folders, which a typecheck or lint still reading them would see.
const checks = await Promise.all([
  inOrder(
    () =>
      node('typecheck', bin('typescript', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], buffered),
    () => node('lint: prettier', bin('prettier'), ['--check', '.'], buffered),
  ),
  node('lint: eslint', bin('eslint'), ['--max-warnings=0', '.'], buffered),
  inOrder(
    // Debian's Chromium, nginx, Firefox, WebKit and (for the telemetry test) Prometheus.
    () => node('browsers', 'scripts/ensure-browsers.mjs', [], buffered),
    () => node('build', bin('vite'), ['build', '--logLevel', 'warn'], buffered),
    // The analysts' inspector is an app of its own, with its own build (inspector/vite.config.ts).
    () =>
      node(
        'build: inspector',
        bin('vite'),
        ['build', '--config', 'inspector/vite.config.ts', '--logLevel', 'warn'],
        buffered,
      ),
  ),
]);

// One Vitest run for every project, in one pool of two workers: neither the unit files nor the
// browser files leave a core idle while the other kind's last file ends.
const ok =
  checks.every(Boolean) &&
  (await vitest(
    'tests: unit, model-based, UI paths, browser (Chromium, Firefox, WebKit)',
    ['unit', 'model', 'ui-paths', 'browser', 'browser-firefox', 'browser-webkit'],
    'tests',
  ));
if (!ok && totals.failed === 0) totals.failed += 1;

console.log('\nTime per phase:');
for (const [title, time] of times) console.log(`  ${title.padEnd(40)} ${time.padStart(6)} s`);
console.log(`  ${'total (wall clock)'.padEnd(40)} ${seconds(started).padStart(6)} s`);
console.log('');
for (const [engine, { passed, failed }] of [...engines].sort()) {
  console.log(`${engine} ${passed} passed${failed ? `, ${failed} failed` : ''}`);
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
