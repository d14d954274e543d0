// The demo restaurant in bulk, for measurements that need thousands of rows in seconds (bench/):
// organisations and reservations as plain rows for `createMany`, drawn from the same catalogue, the
// same per-kind group sizes, stop types and arrival slots, and the same seeded random source as the
// demo (plan.ts). The demo itself never uses this: it goes through the services (populate.ts). Here
// the caller fixes what it measures — how many, and the share of each status, cycled in order — and
// the rows fill in the rest realistically. No capacity is checked: callers raise the seat capacity.
import { randomUUID } from 'node:crypto';
import type { Prisma, ReservationStatus } from '../generated/prisma/client.ts';
import { addDays, dateToDb, instantToLocal, localToInstant } from '../domain/local-time.ts';
import { generateOrderNumber } from '../domain/order-number.ts';
import { APPROVED_CLIENTS, FIRST_NAMES, LAST_NAMES, ROUTES, WISHES, type CatalogueClient } from './catalogue.ts';
import { arrivalCandidates, guestsFor, clientEmail, RESTAURANT_RULES, typeFor } from './plan.ts';
import { seededRandom } from './random.ts';

export interface ClientRowOptions {
  now: Date;
  count: number;
  /** Stored as the password hash (bulk rows do not sign in with a password). */
  passwordHash?: string;
}

export type ClientRow = Prisma.ClientCreateManyInput & { id: string; email: string; passwordHash: string };

/** Approved organisations: the catalogue's, then the same again with a number (Alpenblick Reisen GmbH 2 …). */
export function clientRows(options: ClientRowOptions): ClientRow[] {
  return Array.from({ length: options.count }, (_, i) => {
    const c: CatalogueClient = APPROVED_CLIENTS[i % APPROVED_CLIENTS.length]!;
    const round = Math.floor(i / APPROVED_CLIENTS.length);
    const [local, domain] = clientEmail(c).split('@');
    return {
      id: randomUUID(),
      name: round ? `${c.name} ${round + 1}` : c.name,
      firstName: c.firstName,
      lastName: c.lastName,
      email: round ? `${local}${round + 1}@${domain}` : `${local}@${domain}`,
      username: round ? `${c.key}${round + 1}` : c.key,
      phone: c.phone,
      language: c.language,
      passwordHash: options.passwordHash ?? 'not-used',
      contactInfo: `${c.city}, ${c.country}`,
      status: 'APPROVED' as const,
      emailVerifiedAt: options.now,
      approvedAt: options.now,
      termsAcceptedAt: options.now,
    };
  });
}

/** The rows `createMany` takes for organisations and their owners: each owner has its organisation's
 * id, as registration's owners do not but the members migration's do (bulk rows need no second id). */
export function organisationRows(rows: readonly ClientRow[]): {
  clients: Prisma.ClientCreateManyInput[];
  members: Prisma.MemberCreateManyInput[];
  memberships: Prisma.MembershipCreateManyInput[];
} {
  return {
    clients: rows.map(({ passwordHash: _hash, ...client }) => client),
    members: rows.map((r) => ({ id: r.id, email: r.email, passwordHash: r.passwordHash, firstName: r.firstName, lastName: r.lastName, language: r.language, emailVerifiedAt: r.emailVerifiedAt })),
    memberships: rows.map((r) => ({ id: r.id, clientId: r.id, memberId: r.id, role: 'OWNER' as const })),
  };
}

export interface ReservationRowOptions {
  seed: number;
  now: Date;
  /** The organisations to book for (with the catalogue entry they were made from, for its kind and language). */
  clients: readonly ClientRow[];
  perClient: number;
  /** Statuses in turn, so each takes exactly its share (what a benchmark measures). */
  statuses: readonly ReservationStatus[];
  /** Arrivals spread evenly over the days from today − pastDays to today + futureDays − 1. */
  pastDays: number;
  futureDays: number;
}

export type ReservationRow = Prisma.ReservationCreateManyInput & { id: string; orderNumber: string; createdAt: Date; status: ReservationStatus };

export function reservationRows(options: ReservationRowOptions): ReservationRow[] {
  const random = seededRandom(options.seed).fork('bulk reservations');
  const today = instantToLocal(options.now).date;
  const span = options.pastDays + options.futureDays;
  const issued = new Set<string>();
  const orderNumber = () => {
    for (;;) {
      const candidate = generateOrderNumber((max) => random.index(max));
      if (!issued.has(candidate)) return issued.add(candidate) && candidate;
    }
  };
  const kindOf = new Map(APPROVED_CLIENTS.map((c) => [c.name, c]));
  const rows: ReservationRow[] = [];
  let n = 0;
  for (const org of options.clients) {
    const c = kindOf.get(org.name.replace(/ \d+$/, '')) ?? APPROVED_CLIENTS[0]!;
    for (let i = 0; i < options.perClient; i++, n++) {
      const date = addDays(today, (n % span) - options.pastDays);
      const type = typeFor(c.kind, random);
      const minute = arrivalCandidates(type, random)[0]!;
      const resolved = localToInstant(date, minute);
      const arrivalAt = resolved.ok ? resolved.instant : new Date(`${date}T10:00:00Z`);
      const guests = guestsFor(c.kind, random);
      const status = options.statuses[n % options.statuses.length]!;
      const createdAt = new Date(options.now.getTime() - n * 60_000);
      const named = random.chance(0.7);
      rows.push({
        id: randomUUID(),
        orderNumber: orderNumber(),
        clientId: org.id,
        type,
        guests,
        seatReservation: type === 'LONG_STOP' || random.chance(0.75),
        arrivalAt,
        arrivalDay: dateToDb(date),
        durationMinutes: RESTAURANT_RULES.durationMinutes[type],
        responsibleFirstName: named ? random.pick(FIRST_NAMES[c.language]) : null,
        responsibleLastName: named ? random.pick(LAST_NAMES[c.language]) : null,
        message: n % 3 ? null : random.pick(ROUTES[c.language]),
        wishes: random.chance(0.3) ? random.pick(WISHES[c.language]) : null,
        status,
        ...(status === 'FINISHED' ? { outcome: 'ARRIVED' as const, actualGuests: guests, closedAt: arrivalAt, checkedInAt: arrivalAt } : {}),
        ...(status === 'DELETED' ? { outcome: 'CANCELLED_BY_CLIENT' as const, closedAt: new Date(Math.min(createdAt.getTime() + 3_600_000, options.now.getTime())) } : {}),
        createdAt,
      });
    }
  }
  return rows;
}
