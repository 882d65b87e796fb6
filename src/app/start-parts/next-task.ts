/**
 * Resolves in a task of its own, after the browser has had the chance to handle what waited (a
 * tap, a frame). A message, not a timer: browsers hold back timers in a hidden tab, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
