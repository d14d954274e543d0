// Wakes the mail workers of this process. Call it after the transaction that enqueued mail has
// committed (a worker woken before the commit would not see the row yet and would sleep until its
// next poll). Other app instances find the row on their next poll: this is a latency optimisation
// (a verification mail should arrive while the person still looks at the screen), never needed
// for correctness.
const listeners = new Set<() => void>();

export function notify(): void {
  for (const listener of listeners) listener();
}

/** Registers a worker's wake-up; returns the function that unregisters it. */
export function onNotify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
