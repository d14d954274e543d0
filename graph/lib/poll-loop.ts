// The loop of an outbox worker (mail, webhooks): a setTimeout chain, so rounds never overlap and
// stop() has one thing to await. A round runs at start, every pollMs, and soon after notify()
// (mail/notify.ts, called after a commit that queued something); it goes again at once while
// rounds come back full (more may be due) or a notify() arrived meanwhile.
import { onNotify, type Outbox } from '../mail/notify.ts';

export interface PollLoop {
  /** Starts polling (idempotent). */
  start(): void;
  /** Ends polling and waits for the round in progress. */
  stop(): Promise<void>;
  /** Runs a round soon instead of at the next poll. */
  wake(): void;
  /** True from stop() on: a round in progress hands back what it has not begun. */
  readonly stopping: boolean;
}

export function createPollLoop(options: {
  /** The outbox whose notify() wakes this loop. */
  outbox: Outbox;
  pollMs: number;
  batchSize: number;
  /** One round; answers how many items it handled. */
  round(): Promise<number>;
  /** A round failed as a whole (the database is unreachable or similar); the next poll tries again. */
  onError(error: unknown): void;
}): PollLoop {
  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let round: Promise<void> | null = null;
  let wake = false;
  let unsubscribe: (() => void) | null = null;

  function schedule(ms: number): void {
    if (!started || stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      round = loop().finally(() => {
        round = null;
        schedule(options.pollMs);
      });
    }, ms);
    // A worker alone never keeps the process alive; the HTTP server does.
    timer.unref();
  }

  async function loop(): Promise<void> {
    try {
      for (;;) {
        wake = false;
        const handled = await options.round();
        if (stopping || (handled < options.batchSize && !wake)) break;
      }
    } catch (error) {
      options.onError(error);
    }
  }

  function wakeUp(): void {
    if (!started || stopping) return;
    if (round) wake = true;
    else schedule(0);
  }

  return {
    get stopping() {
      return stopping;
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      unsubscribe = onNotify(wakeUp, options.outbox);
      schedule(0);
    },
    async stop() {
      stopping = true;
      unsubscribe?.();
      unsubscribe = null;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
      started = false;
    },
    wake: wakeUp,
  };
}
