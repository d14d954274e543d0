// Wakes the outbox workers of this process (mail, webhooks). Call it after the transaction that
// enqueued something has committed (a worker woken before the commit would not see the row yet and
// would sleep until its next poll). Other app instances find the row on their next poll: this is a
// latency optimisation (a verification mail should arrive while the person still looks at the
// screen), never needed for correctness. A caller that knows which outboxes it wrote to wakes only
// those: a worker woken for nothing still spends a statement looking.
export type Outbox = 'mail' | 'webhooks';

const EVERY: readonly Outbox[] = ['mail', 'webhooks'];
const listeners = new Map<() => void, Outbox>();

export function notify(outboxes: readonly Outbox[] = EVERY): void {
  for (const [listener, outbox] of listeners) if (outboxes.includes(outbox)) listener();
}

/** Registers a worker's wake-up for its outbox; returns the function that unregisters it. */
export function onNotify(listener: () => void, outbox: Outbox): () => void {
  listeners.set(listener, outbox);
  return () => listeners.delete(listener);
}
