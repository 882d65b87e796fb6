// `npm run test:loaded [-- runs]`: the suite's flake check (issue 15). Clones the repository's
// current commit into a temporary folder, runs `npm install` there, then `npm test` again and
// again (3 times unless told) while busy loops keep every core loaded, as on a shared CI machine.
// Prints each run's result and time, and where its full output is. Uncommitted changes are not in
// the clone: commit first.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBusyLoops } from './busy-loops.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const logs = join(ROOT, 'test-results', 'under-load');
mkdirSync(logs, { recursive: true });

const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', '--short', 'HEAD');
if (git('status', '--porcelain', '--untracked-files=no') !== '') {
  console.warn('Uncommitted changes are not tested: the clone has the last commit only.');
}
const clone = mkdtempSync(join(tmpdir(), 'portal-under-load-'));
console.log(`Cloning ${commit} into ${clone} and installing (no load yet)...`);
const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
const installed =
  cloned.status === 0 && spawnSync('npm', ['install'], { cwd: clone, stdio: 'inherit' });
if (!installed || installed.status !== 0) process.exit(1);

/** One `npm test` in the clone, its output to a log file; resolves with what it printed last. */
function npmTest(run) {
  const log = join(logs, `run-${String(run)}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  let tail = '';
  // npm test names the Node it runs on in its first lines, which the tail no longer holds.
  let node = '?';
  return new Promise((done) => {
    const child = spawn('npm', ['test'], { cwd: clone, env: { ...process.env, CI: 'true' } });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        out.write(chunk);
        tail = (tail + chunk.toString()).slice(-20_000);
        if (node === '?') node = /^Node (v\d+\.\d+\.\d+)/m.exec(tail)?.[1] ?? '?';
      });
    }
    child.on('close', (status) => {
      out.end();
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const tests = /^Tests: .*$/m.exec(tail)?.[0] ?? 'Tests: no result line';
      done({ ok: status === 0, seconds, node, tests, log });
    });
  });
}

const { count } = startBusyLoops();
console.log(
  `${String(runs)} runs of npm test, ${String(count)} busy loop(s) on ${String(availableParallelism())} core(s)`,
);
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const result = await npmTest(run);
  results.push(result);
  console.log(
    `run ${String(run)}: ${result.ok ? 'passed' : 'FAILED'}, ${result.tests}, ${result.seconds} s, Node ${result.node} (${result.log})`,
  );
}
const passed = results.filter(({ ok }) => ok).length;
console.log(
  `\n${commit}: ${String(passed)} of ${String(runs)} runs of npm test passed under ${String(count)} busy loop(s); ` +
    `wall ${results.map(({ seconds }) => `${seconds} s`).join(', ')}`,
);
process.exit(passed === runs ? 0 : 1);
