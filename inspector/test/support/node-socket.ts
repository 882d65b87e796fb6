import { WebSocket } from 'ws';
import type { RelayConnector } from '../../../src/inspector-feed/feed.ts';
import { rawText } from '../../src/relay/relay-server.ts';

/**
 * `ws`'s socket in the shape the portal feed takes (the browser's WebSocket in the portal), for
 * tests that play a portal on another device. Each socket opened is pushed to `opened`, so the
 * test can close them.
 */
export function nodeSocket(url: string, opened: WebSocket[]): RelayConnector {
  return ({ onOpen, onMessage }) => {
    const socket = new WebSocket(url);
    opened.push(socket);
    socket.on('open', onOpen);
    socket.on('message', (data) => {
      onMessage(rawText(data));
    });
    return {
      isOpen: () => socket.readyState === WebSocket.OPEN,
      send: (text) => {
        socket.send(text);
      },
      close: () => {
        socket.close();
      },
    };
  };
}
