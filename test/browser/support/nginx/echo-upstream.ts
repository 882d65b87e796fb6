import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An upstream for nginx that keeps the exact bytes of every request it receives (request line,
 * headers in their order and spelling, body), as the company's API or a collector would see
 * them. nginx sends a connection's next request only after the answer, so the bytes a
 * connection brought since the last request ended are this request's.
 */
export interface EchoUpstream {
  /** `127.0.0.1:port`. */
  address: string;
  /** Every request so far, as received. */
  received: string[];
  close(): Promise<void>;
}

/**
 * Answers 200 JSON `{ status: 'SUCCESS', url }` unless `answer` handles the request itself
 * (returns true): a test's fault, such as a socket destroyed or an answer held.
 */
export async function startEchoUpstream(
  answer: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean = () => false,
): Promise<EchoUpstream> {
  const received: string[] = [];
  const bytes = new WeakMap<Socket, Buffer[]>();
  /** The bytes of a connection not yet counted to a request. */
  const taken = (socket: Socket) => {
    const chunks = bytes.get(socket) ?? [];
    return Buffer.concat(chunks.splice(0)).toString('latin1');
  };
  const server = createServer((incoming, outgoing) => {
    incoming.resume();
    incoming.on('end', () => {
      received.push(taken(incoming.socket));
      if (answer(incoming, outgoing)) return;
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ status: 'SUCCESS', url: incoming.url }));
    });
  });
  server.on('connection', (socket: Socket) => {
    const chunks: Buffer[] = [];
    bytes.set(socket, chunks);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${String(port)}`,
    received,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}
