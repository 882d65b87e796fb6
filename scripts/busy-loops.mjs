import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Starts `count` processes that each spin one core until stopped (default: one per core, or
 * $FLAKY_LOAD), as other work on a shared CI machine would. They are the caller's children and
 * stop when it exits.
 */
export function startBusyLoops(count = Number(process.env.FLAKY_LOAD ?? availableParallelism())) {
  const busy = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const child of busy) child.kill();
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  return { count, stop };
}
