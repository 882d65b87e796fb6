// `npm run measure:engines`: what the Firefox and WebKit projects add to `npm test`, measured
// against the Chromium project in the same run of this script (the machine's load changes from
// run to run; a ratio taken within one run does not). Runs each browser project alone, one after
// the other, and reads the CPU time of everything it started (Vitest, its workers, the browsers,
// Xvfb: every process is waited for, so its time reaches this one's children's count). The test
// phase of `npm test` keeps both cores about 90 % busy (docs/testing.md), so what a project adds
// to the wall clock is about its CPU time over 1.8 cores.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { bin, reexecOnProjectNode } from './node-runtime.mjs';

reexecOnProjectNode();

const TICKS = 100; // USER_HZ on Linux
const BUSY_CORES = 1.8;
const PROJECTS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['browser', 'browser-firefox', 'browser-webkit'];

/** CPU seconds of this process's waited-for descendants (user + system), from /proc. */
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // After the command name: field 3 is the state, so cutime (16) and cstime (17) sit at 13, 14.
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npx vite build` first.');
  process.exit(1);
}

const rows = [];
for (const project of PROJECTS) {
  const cpuBefore = childrenCpu();
  const started = Date.now();
  const run = spawnSync(process.execPath, [bin('vitest'), 'run', '--project', project], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const wall = (Date.now() - started) / 1000;
  const cpu = childrenCpu() - cpuBefore;
  const tests = /Tests\s+(.*)\n/.exec(run.stdout)?.[1] ?? '?';
  rows.push({ project, wall, cpu, tests: tests.trim(), ok: run.status === 0 });
  console.log(`${project}: ${tests.trim()}, ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU-s`);
}

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`\nload average at the end: ${load}`);
console.log('| project | tests | wall | CPU | CPU / Chromium | ≈ added to npm test |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
const chromium = rows.find(({ project }) => project === 'browser');
for (const { project, wall, cpu, tests } of rows) {
  const ratio = chromium ? (cpu / chromium.cpu).toFixed(2) : '–';
  const added = project === 'browser' ? '(in today)' : `${(cpu / BUSY_CORES).toFixed(0)} s`;
  console.log(
    `| ${project} | ${tests} | ${wall.toFixed(1)} s | ${cpu.toFixed(1)} s | ${ratio} | ${added} |`,
  );
}
process.exit(rows.every(({ ok }) => ok) ? 0 : 1);
