/**
 * A real pipe for nginx's standard output, copied to this process's (issue 36, `--log`).
 *
 * nginx writes the access log to `/dev/stdout` by opening that path again, which Linux refuses
 * for a socket (ENXIO), and Node gives its children sockets, not pipes, for `stdio: 'pipe'`; so
 * `nginx -t` failed whenever the script's output went to another program. A named pipe (FIFO)
 * in nginx's folder is a real pipe: nginx opens `/dev/stdout` on it, and the script reads it.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, constants, openSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';

export interface StdoutPipe {
  /** The descriptor to give nginx as its stdout (`-t` and the server alike). */
  fd: number;
  close(): void;
}

/** Makes the FIFO in `folder` and starts copying what arrives to `output`. */
export function stdoutPipe(folder: string, output: NodeJS.WritableStream): StdoutPipe {
  const path = join(folder, 'stdout.fifo');
  const made = spawnSync('mkfifo', ['-m', '600', path], { encoding: 'utf8' });
  if (made.status !== 0)
    throw new Error(`mkfifo ${path} failed: ${made.stderr || String(made.error)}`);
  // Read and write: opening does not wait for a writer, and the pipe never reaches its end while
  // nginx restarts its workers. The reader is a descriptor of its own, non-blocking for Node's
  // event loop, so nginx's side stays blocking (no log line lost to EAGAIN).
  const fd = openSync(path, constants.O_RDWR);
  const reader = new Socket({
    fd: openSync(path, constants.O_RDONLY | constants.O_NONBLOCK),
    readable: true,
    writable: false,
  });
  reader.pipe(output, { end: false });
  return {
    fd,
    close: () => {
      reader.destroy();
      closeSync(fd);
      rmSync(path, { force: true });
    },
  };
}
