// The demo's clock. The generator replays three months of a restaurant's life through the services,
// so the services must believe it is the moment each thing happens: they read `services.now()`,
// which this clock answers. A few timestamps are not the services' to give — the database or Prisma
// fills them with the real time (registration dates, audit entries, internal notes, mail rows, "last
// changed"): the client below fills exactly those from the same clock, so a client registered in
// July says July. Nothing else about a write changes.
import type { PrismaClient } from '../generated/prisma/client.ts';

export interface DemoClock {
  now(): Date;
  set(at: Date): void;
}

export function demoClock(start: Date): DemoClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
  };
}

/** Models whose `createdAt` the database fills (`@default(now())`) when a service leaves it out. */
const CREATED_AT = new Set(['Client', 'Staff', 'StaffNote', 'AuditLog', 'MailOutbox', 'MenuItem', 'RefreshToken', 'IdempotencyKey', 'OneTimeToken']);
/** Models whose `updatedAt` Prisma fills (`@updatedAt`) on every write. */
const UPDATED_AT = new Set(['Client', 'Staff', 'Reservation', 'SiteText', 'StopOffer', 'MenuItem', 'Settings']);

type Data = Record<string, unknown>;

function stamp(model: string, value: unknown, at: Date, creating: boolean): void {
  if (!value || typeof value !== 'object') return;
  const data = value as Data;
  if (creating && CREATED_AT.has(model) && data.createdAt === undefined) data.createdAt = at;
  if (UPDATED_AT.has(model) && data.updatedAt === undefined) data.updatedAt = at;
}

/** The same client, with the database's own "now" replaced by the clock's in the fields above. */
export function clockedPrisma(prisma: PrismaClient, clock: DemoClock): PrismaClient {
  const extended = prisma.$extends({
    query: {
      $allModels: {
        create({ model, args, query }) {
          stamp(model, args.data, clock.now(), true);
          return query(args);
        },
        createMany({ model, args, query }) {
          for (const row of [args.data].flat()) stamp(model, row, clock.now(), true);
          return query(args);
        },
        update({ model, args, query }) {
          stamp(model, args.data, clock.now(), false);
          return query(args);
        },
        updateMany({ model, args, query }) {
          stamp(model, args.data, clock.now(), false);
          return query(args);
        },
        upsert({ model, args, query }) {
          stamp(model, args.create, clock.now(), true);
          stamp(model, args.update, clock.now(), false);
          return query(args);
        },
      },
    },
  });
  // The extension changes no method's shape, only the values written; the services take a PrismaClient.
  return extended as unknown as PrismaClient;
}
