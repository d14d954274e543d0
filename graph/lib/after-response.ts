// Work a request starts but does not wait for, so that its answer cannot depend on it. Resending
// the verification mail and requesting a password reset answer the same for known and unknown
// addresses; when the look-up and the mail ran before the answer, the answer's timing told them
// apart. The work runs in this process once the answer has been handed to the network (the HTTP
// layer opens a scope per request), and a failure is logged: the person can ask again, which is
// all a lost request costs.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../log.ts';

type Work = () => void;

const scope = new AsyncLocalStorage<Work[]>();
const pending = new Set<Promise<void>>();

/** Runs `handle` with a scope whose deferred work starts when `finished` is called. */
export function withAfterResponse<T>(handle: () => T): { result: T; finished: () => void } {
  const queue: Work[] = [];
  const result = scope.run(queue, handle);
  return {
    result,
    finished: () => {
      for (const start of queue.splice(0)) start();
    },
  };
}

export function afterResponse(log: Logger, what: string, work: () => Promise<void>): void {
  let start!: Work;
  const task: Promise<void> = new Promise<void>((resolve) => (start = resolve))
    .then(work)
    .catch((error: unknown) => log.error('background work failed', { what, error: error instanceof Error ? error.message : String(error) }))
    .finally(() => pending.delete(task));
  pending.add(task);
  const queue = scope.getStore();
  // Outside a request (jobs, direct calls): a macrotask later.
  if (queue) queue.push(start);
  else setTimeout(start, 0);
}

/** Waits until every started piece of work has finished (shutdown, tests). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
