import { connect } from 'node:net';

/** An answer as it came over the socket: nothing a client library tidied up. */
export interface RawAnswer {
  /** '' when the server closed without answering. */
  statusLine: string;
  status: number;
  /** Lower-case names; a repeated header's values joined with ', '. */
  headers: Record<string, string>;
  body: string;
  raw: string;
}

export function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return {
    statusLine,
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end === -1 ? '' : Buffer.from(raw.slice(end + 4), 'latin1').toString('utf8'),
    raw,
  };
}

/**
 * Sends `request` byte for byte (latin1) from `localAddress` and reads until the server closes
 * (every request here says `Connection: close`, or is one nginx closes on), within `deadline` ms.
 */
export function sendRaw(
  port: number,
  request: string,
  { localAddress = '127.0.0.1', deadline = 10_000 } = {},
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      // Not ended: nginx would take a closed sending side for a client that left.
      socket.write(Buffer.from(request, 'latin1'));
    });
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`No end of answer within ${String(deadline)} ms to ${request.slice(0, 80)}`));
    }, deadline);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      done(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // nginx may reset a connection it refused while the request was still being written.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') fail(error);
    });
  });
}
