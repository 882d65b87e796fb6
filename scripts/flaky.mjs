// `npm run flaky -- <test file> [runs] [-- vitest options]`: runs one Vitest file again and again
// while busy loops keep every core loaded, as on a shared CI machine, and counts passes and
// failures. A file that passes alone and fails here waits for time instead of for what a user sees.
//   npm run flaky -- test/unit/views/question-step.test.tsx 20
//   npm run flaky -- inspector/test/browser/inspector.test.ts 5 -- -t "follows the portal"
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { startBusyLoops } from './busy-loops.mjs';
import { bin, reexecOnProjectNode } from './node-runtime.mjs';

reexecOnProjectNode();

const [file, runsArg, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run flaky -- <test file> [runs, default 10] [-- vitest options]');
  process.exit(2);
}
const runs = Number(runsArg ?? 10);
const extra = rest[0] === '--' ? rest.slice(1) : rest;
const { count: loaders, stop: stopLoad } = startBusyLoops();

console.log(
  `${file}: ${runs} runs with ${loaders} busy loop(s) on ${availableParallelism()} core(s)`,
);
const failures = [];
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [bin('vitest'), 'run', file, ...extra], {
    encoding: 'utf8',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`run ${run}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (!ok) {
    failures.push(run);
    // The failures are what one came for: show them, without the passing tests' lines.
    const output = `${result.stdout}${result.stderr}`;
    const from = output.indexOf('Failed Tests');
    console.log(from >= 0 ? output.slice(from) : output.slice(-4000));
  }
}
stopLoad();
console.log(
  `\n${file}: ${runs - failures.length} passed, ${failures.length} failed` +
    (failures.length ? ` (runs ${failures.join(', ')})` : ''),
);
process.exit(failures.length ? 1 : 0);
