// Draining the HTTP server on shutdown without dropping what it already took:
//
//  - the port closes at once, so new connections are refused (a load balancer moves on). Those the
//    kernel had completed but the event loop not yet taken in (its listen queue; Node takes about
//    one per loop turn) are reset by the kernel: their request was never read, so a retry is safe;
//  - a request in flight runs to its end, within the grace period (SHUTDOWN_GRACE_SECONDS);
//  - a keep-alive connection between requests is closed (it would hold the process open), and a
//    request that still arrives on an open connection is answered with `Connection: close`;
//  - a connection accepted just before the port closed, whose request is still on its way, gets a
//    moment for it to arrive and is served. Node's own server.close() would cut it at once (it
//    counts it "idle"), and its client would see a reset for a request it had already sent.
//
// WebSockets are not HTTP requests: the caller closes them after drain() (graph/http/graphql.ts).
import net, { type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a connection that has not yet sent its first request is waited for. */
export const FIRST_REQUEST_WAIT_MS = 1_000;

export interface Drain {
  /** True once drain() began. */
  readonly draining: boolean;
  /** Every request passes here first (from the server's request listener). */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Closes the port and waits for requests in flight, at most graceMs. */
  drain(graceMs: number, onStart?: (state: { requestsInFlight: number; connectionsWithoutRequest: number }) => void): Promise<{ cut: number }>;
  /** Cuts every connection left and resolves once the server has closed. */
  close(): Promise<void>;
}

export function createDrain(server: Server): Drain {
  let draining = false;
  let inFlight = 0;
  /** Connections not in a request right now. */
  const between = new Set<Socket>();
  /** Connections that have had a request: between two, they are keep-alive idle. */
  const served = new WeakSet<Socket>();
  let changed: (() => void) | null = null;
  let closed: Promise<void> | null = null;

  server.on('connection', (socket: Socket) => {
    between.add(socket);
    socket.once('close', () => {
      between.delete(socket);
      changed?.();
    });
  });

  // An upgraded connection is a WebSocket now, closed by its own server.
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => {
    between.delete(socket);
  });

  const closeIdle = () => {
    for (const socket of between) if (served.has(socket)) socket.destroy();
  };

  return {
    get draining() {
      return draining;
    },
    track(req, res) {
      const socket = req.socket;
      between.delete(socket);
      served.add(socket);
      inFlight++;
      // Answered while draining: the connection closes after this answer.
      if (draining) res.setHeader('connection', 'close');
      res.once('close', () => {
        inFlight--;
        if (!socket.destroyed) between.add(socket);
        if (draining) setImmediate(closeIdle);
        changed?.();
      });
    },
    async drain(graceMs, onStart) {
      draining = true;
      onStart?.({ requestsInFlight: inFlight, connectionsWithoutRequest: [...between].filter((socket) => !served.has(socket)).length });
      // net's close, not http's: http.Server#close() would also destroy connections whose first
      // request has not been read yet.
      closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      closeIdle();
      const deadline = Date.now() + graceMs;
      const firstRequestDeadline = Date.now() + Math.min(FIRST_REQUEST_WAIT_MS, graceMs);
      await new Promise<void>((resolve) => {
        const timers: ReturnType<typeof setTimeout>[] = [];
        const check = () => {
          const now = Date.now();
          if (now >= firstRequestDeadline) {
            // Still no request: nothing was sent, or it will not arrive now.
            for (const socket of between) if (!served.has(socket)) socket.destroy();
          }
          const waitingForFirst = [...between].some((socket) => !served.has(socket));
          if ((inFlight === 0 && !waitingForFirst) || now >= deadline) {
            changed = null;
            for (const timer of timers) clearTimeout(timer);
            resolve();
          }
        };
        changed = check;
        timers.push(setTimeout(check, Math.max(0, firstRequestDeadline - Date.now())), setTimeout(check, graceMs));
        for (const timer of timers) timer.unref();
        check();
      });
      return { cut: inFlight };
    },
    async close() {
      // http's close too, for its own timers (the port is already closed; its "not running" is expected).
      server.close(() => {});
      server.closeAllConnections();
      for (const socket of between) socket.destroy();
      await closed;
    },
  };
}
