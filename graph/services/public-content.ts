// What every visitor reads and only the manager changes — site texts, stop offers and menus, opening
// hours, the operating settings — kept in memory instead of read on every request: the home page is
// the most visited page and asked the database eight times for the same few rows.
//
// Correct at once, not eventually: every change to that content calls `changed()` after its
// transaction commits, which forgets everything here and, through the pub/sub `content` channel
// (Redis when configured), on every other instance. Nothing is kept longer than a minute, which bounds a lost
// Redis message. Staff read the database directly: the manager's own screens never wait on this.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../log.ts';
import type { PubSub } from '../pubsub.ts';

/** How long an entry lives without a change being announced: the bound on a lost announcement. */
export const PUBLIC_CONTENT_TTL_MS = 60_000;

export interface PublicContent {
  /** The value under `key`, loaded once until the content changes. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value `read` keeps under `key`, if it is loaded: for a value asked on every row of a list,
   * taken once per request so that every row answers alike (at once, or all through the promise;
   * a list whose rows mix the two can lose a failing row's error to an unobserved rejection).
   */
  loaded<T>(key: string): T | undefined;
  /** After a committed change to public content: forget it here and on every other instance. */
  changed(): void;
  close(): Promise<void>;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** Set once `value` has settled successfully. */
  loaded?: { value: unknown };
}

export function createPublicContent(pubsub: PubSub, log: Logger, clock: () => number = Date.now): PublicContent {
  const entries = new Map<string, Entry>();
  // A read still under way when a change arrives is dropped with the rest, so what it saw before the
  // change is never handed to a later request.
  const forget = () => entries.clear();

  const subscription = pubsub.subscribe('content');
  const pump = (async () => {
    for await (const _event of subscription) forget();
  })().catch((error: unknown) => log.error('content channel failed', { error }));

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
      // Keys may carry a version (./booking-configuration.ts): the old ones are never asked again.
      for (const [other, entry] of entries) if (entry.expiresAt <= now) entries.delete(other);
      const value = load();
      // Shared by the requests that ask meanwhile; a failed read is not kept.
      const entry: Entry = { value, expiresAt: now + PUBLIC_CONTENT_TTL_MS };
      entries.set(key, entry);
      value.then(
        (loaded) => (entry.loaded = { value: loaded }),
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    loaded<T>(key: string): T | undefined {
      const kept = entries.get(key);
      return kept && kept.expiresAt > clock() ? (kept.loaded?.value as T | undefined) : undefined;
    },
    changed() {
      forget();
      pubsub.publish('content', { at: new Date(clock()).toISOString() });
    },
    async close() {
      await subscription.return?.();
      await pump;
    },
  };
}

type TransactionClient = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** A transaction that changes public content: once it commits, every instance forgets its copy. */
export async function publicContentTransaction<T>(services: { prisma: PrismaClient; publicContent: PublicContent }, work: (tx: TransactionClient) => Promise<T>): Promise<T> {
  const result = await services.prisma.$transaction(work);
  services.publicContent.changed();
  return result;
}

/** A read of public content as this viewer gets it: staff from the database, everyone else kept. */
export function readPublicContent<T>(ctx: { viewer: { kind: string }; services: { publicContent: PublicContent } }, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.viewer.kind === 'staff' ? load() : ctx.services.publicContent.read(key, load);
}
