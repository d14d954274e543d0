// Work a request starts but does not wait for, so that its answer cannot depend on it. Resending
// the verification mail and requesting a password reset answer the same for known and unknown
// addresses; when the look-up and the mail ran before the answer, the answer's timing told them
// apart. The work runs in this process once the answer has been handed to the network: the HTTP
// layer gives each request a deferral, which travels in the GraphQL context (not in an
// AsyncLocalStorage, whose promise hooks would tax every request on Node 20). A failure is logged:
// the person can ask again, which is all a lost request costs.
import type { Logger } from '../log.ts';

type Work = () => void;

/** Queues work until the request's answer is written. */
export type Defer = (start: Work) => void;

const pending = new Set<Promise<void>>();

/** One request's deferral: `defer` queues, `finished` (the response was written) starts the queue. */
export function createDeferral(): { defer: Defer; finished: () => void } {
  const queue: Work[] = [];
  let done = false;
  return {
    defer: (start) => (done ? setTimeout(start, 0) : queue.push(start)),
    finished: () => {
      done = true;
      for (const start of queue.splice(0)) start();
    },
  };
}

export function afterResponse(log: Logger, what: string, work: () => Promise<void>, defer?: Defer | null): void {
  let start!: Work;
  const task: Promise<void> = new Promise<void>((resolve) => (start = resolve))
    .then(work)
    .catch((error: unknown) => log.error('background work failed', { what, error: error instanceof Error ? error.message : String(error) }))
    .finally(() => pending.delete(task));
  pending.add(task);
  // Outside an HTTP request (WebSocket, jobs, direct calls): a macrotask later.
  if (defer) defer(start);
  else setTimeout(start, 0);
}

/** Waits until every started piece of work has finished (shutdown, tests). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
