/**
 * Resolves in a task of its own: long work awaits it between steps, so that a phone's main thread
 * is never held for long (each step well under the 50 ms of a long task at a mid-range phone's
 * speed) and input, paint and the network's callbacks run in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not setTimeout(0): timers nested this deep wait at least 4 ms each.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
