// A promise that rejects with nobody listening: Node's default ends the process. Here that would end
// every request in flight and, on the embedded database, the whole service, over one detached
// failure whose request has already been answered (graphql-js, completing a list, stops waiting for
// the rows after a failing one and leaves their promises alone). So the server logs it, counts it
// for /metrics (an alert belongs on that count), and keeps serving. A thrown exception that nothing
// catches still ends the process: unlike a rejected promise, it may leave the state half-changed.
import type { Logger } from './log.ts';

let count = 0;

/** Rejections nobody handled since start-up. */
export function unhandledRejections(): number {
  return count;
}

/** What the process does with one: log it with its stack and count it. */
export function onUnhandledRejection(log: Logger): (reason: unknown) => void {
  return (reason) => {
    count += 1;
    log.error('unhandled promise rejection', { error: reason });
  };
}

/** From now on, for this process. */
export function keepServingOnUnhandledRejections(log: Logger): void {
  process.on('unhandledRejection', onUnhandledRejection(log));
}
