import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run --silent paths -- --diff … --json | jq`: the release note must reach a pipe whole, however
 * slowly its reader reads. A pipe holds 64 KiB; what does not fit waits in the writer's memory,
 * and a process that exits before it drains loses it (the issue saw 65536 bytes of 126246).
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const NODE = join(ROOT, 'node_modules/.bin/node');
const ARGS = ['--import', 'tsx', 'scripts/paths/main.ts', '--diff', '170d442', '--to', 'e65a879'];
const PIPE_BYTES = 65_536;
/** How long a writer that has filled the pipe gets to exit before the reader starts. */
const EXIT_WINDOW_MS = 2_000;

const scratch = mkdtempSync(join(tmpdir(), 'paths-diff-pipe-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const until = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Bytes the process has handed to write(2) so far (Linux's /proc/<pid>/io). */
function bytesWritten(pid: number): number {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${String(pid)}/io`, 'utf8'))?.[1]);
  } catch {
    return 0;
  }
}

/**
 * The command's output through a named pipe nobody reads until the command has filled it and had
 * its chance to exit: the slowest reader there is.
 */
async function throughSlowPipe(args: readonly string[]): Promise<Buffer> {
  const fifo = join(scratch, `pipe-${String(Date.now())}`);
  execFileSync('mkfifo', [fifo]);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  const child = spawn(NODE, [...ARGS, ...args], {
    cwd: ROOT,
    stdio: ['ignore', writer, 'inherit'],
  });
  closeSync(writer);
  const running = () => child.exitCode === null && child.signalCode === null;
  const pid = child.pid ?? 0;
  const deadline = Date.now() + 120_000;
  while (running() && bytesWritten(pid) < PIPE_BYTES && Date.now() < deadline) await until(20);
  const full = Date.now();
  while (running() && Date.now() - full < EXIT_WINDOW_MS) await until(20);
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(PIPE_BYTES);
  for (;;) {
    let read: number;
    try {
      read = readSync(reader, buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      if (Date.now() > deadline)
        throw new Error('The command never finished its output.', { cause: error });
      await until(20);
      continue;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  closeSync(reader);
  return Buffer.concat(chunks);
}

describe('npm run paths -- --diff into a pipe', { timeout: 240_000 }, () => {
  it('prints the JSON (126 KB) whole into a slow pipe, byte for byte what a file gets', async () => {
    const extra = ['--json'];
    const file = join(scratch, 'out');
    const fd = openSync(file, 'w');
    execFileSync(NODE, [...ARGS, ...extra], { cwd: ROOT, stdio: ['ignore', fd, 'inherit'] });
    closeSync(fd);
    const whole = readFileSync(file);
    const piped = await throughSlowPipe(extra);
    expect(piped.length).toBe(whole.length);
    expect(piped.equals(whole)).toBe(true);
  });
});
