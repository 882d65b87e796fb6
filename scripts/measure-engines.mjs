// `npm run measure:engines`: what the Firefox and WebKit projects add to `npm test`, measured
// against the Chromium project in the same run of this script (the machine's load changes from
// run to run; a ratio taken within one run does not). Runs each browser project alone, one after
// the other, and reads the CPU time of everything it started (Vitest, its workers, the browsers,
// Xvfb: sampled from /proc). The test
// phase of `npm test` keeps both cores about 90 % busy (docs/testing.md), so what a project adds
// to the wall clock is about its CPU time over 1.8 cores.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { bin, reexecOnProjectNode } from './node-runtime.mjs';

reexecOnProjectNode();

const TICKS = 100; // USER_HZ on Linux
const BUSY_CORES = 1.8;
const PROJECTS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['browser', 'browser-firefox', 'browser-webkit'];

/**
 * CPU seconds of every process started for a run, sampled from /proc: each carries the run's tag
 * in its environment (browsers double-fork their helpers, so they are nobody's waited-for
 * children), and each one's last reading (user + system) counts. A process that lives less than
 * a sampling interval is missed.
 */
function sampler(tag) {
  const seen = new Map();
  const sample = () => {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (!seen.has(pid) && !readFileSync(`/proc/${pid}/environ`, 'latin1').includes(tag))
          continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        // After the command name: field 3 is the state, so utime (14) and stime (15) sit at 11, 12.
        seen.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
      } catch {
        // Gone between the listing and the reading.
      }
    }
  };
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    return [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
  };
}

function run(args, env) {
  return new Promise((resolve) => {
    let stdout = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.resume();
    child.on('close', (status) => resolve({ status, stdout }));
  });
}

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npx vite build` first.');
  process.exit(1);
}

const rows = [];
for (const project of PROJECTS) {
  const tag = `PORTAL_MEASURE_${randomUUID()}`;
  const stop = sampler(tag);
  const started = Date.now();
  const result = await run([bin('vitest'), 'run', '--project', project], {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    [tag]: '1',
  });
  const wall = (Date.now() - started) / 1000;
  const cpu = stop();
  const tests = /Tests\s+(.*)\n/.exec(result.stdout)?.[1] ?? '?';
  rows.push({ project, wall, cpu, tests: tests.trim(), ok: result.status === 0 });
  console.log(`${project}: ${tests.trim()}, ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} CPU-s`);
  // A failed test's name and first lines of its error, so a failure is not only a count.
  if (result.status !== 0) {
    const failed = result.stdout.split('\n').filter((line) => /^\s*(×|FAIL|Error)/.test(line));
    console.log(failed.slice(0, 20).join('\n'));
  }
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
