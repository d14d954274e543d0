// The locks every reservation change takes. Capacity is guarded per local arrival day: a change
// takes pg_advisory_xact_lock(day) for each day it touches, in date order (so two opposite moves
// cannot deadlock), then re-reads that day's held seats before deciding. A change of one
// reservation also locks its row and checks the version the asker saw.
import type { Services } from '../context.ts';
import type { Client, Prisma, Reservation } from '../generated/prisma/client.ts';
import { findFirstInOneStatement, rawQueryReader } from '../one-statement-reads/read.ts';
import { contactIfMember, MEMBER_CONTACT_AND_MEMBERSHIPS, type MemberContact } from './reservation-recipients.ts';
import { endpointsBeside, endpointsColumn, type WebhookChange } from '../webhooks/outbox.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { dayNumber, type LocalDate } from '../domain/local-time.ts';

type Tx = Prisma.TransactionClient;

/**
 * Bookings of one day queue behind each other's locks. Each holds the lock for a few milliseconds,
 * so waiting long for a connection or the lock means overload: fail clearly rather than hang.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;
/** The first key of the advisory lock: "reservation day" (the second is the day number). */
const DAY_LOCK_NAMESPACE = 0x53544f50; // "STOP"

/** Takes the capacity lock of each local day, in date order (no deadlocks), until the transaction ends. */
export async function lockDays(tx: Tx, days: readonly LocalDate[]): Promise<void> {
  for (const day of [...new Set(days)].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DAY_LOCK_NAMESPACE}::int, ${dayNumber(day)}::int)`;
  }
}

/**
 * Runs fn in a transaction that holds the capacity lock of the given local days. Everything that can
 * add held seats on a day (bookings, edits, and later staff-side bookings) must run inside it and
 * re-read the day's holds there (readDayHolds) before deciding.
 */
export function withDayLock<T>(services: Pick<Services, 'prisma'>, days: readonly LocalDate[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  return services.prisma.$transaction(async (tx) => {
    await lockDays(tx, days);
    return fn(tx);
  }, TRANSACTION_OPTIONS);
}

/** A reservation locked for a change, with its owner and how to reach the member who booked it. */
export type LockedReservation = Reservation & {
  client: Client;
  /** The member who booked it, if they still belong to its organisation (for its mails: reservation-recipients.ts). */
  booker: MemberContact | null;
  /** The webhook endpoints to tell of the change, when asked (for enqueueWebhooks); else it reads them. */
  endpoints?: Array<{ id: string }>;
};

/**
 * Locks the reservation's row for this transaction and reads it with its owner, its booker's contact
 * and, given the change's webhook event, the endpoints to tell, in one statement: nearly every change
 * mails and tells them, and each statement of a change is a turn of a busy server's queue.
 */
export async function lockReservation(tx: Tx, reservationId: string, options: { webhookEvent?: WebhookChange['event'] } = {}): Promise<LockedReservation | null> {
  const { webhookEvent } = options;
  const row = (await findFirstInOneStatement(rawQueryReader(tx), 'reservation', {
    where: { id: reservationId },
    include: { client: true, bookedByMember: { select: MEMBER_CONTACT_AND_MEMBERSHIPS } },
    ...(webhookEvent ? { computed: { Reservation: endpointsColumn(webhookEvent, (id) => `(SELECT r.organisation_id FROM reservations r WHERE r.id = ${id})`) } } : {}),
    forUpdate: true,
  })) as (Reservation & { client: Client; bookedByMember: (MemberContact & { memberships: Array<{ clientId: string }> }) | null }) | null;
  if (!row) return null;
  const { bookedByMember, ...reservation } = row;
  const endpoints = endpointsBeside(row);
  return { ...reservation, booker: contactIfMember(bookedByMember, row.clientId), ...(endpoints ? { endpoints } : {}) };
}

export function assertVersion(r: Pick<Reservation, 'version'>, expectedVersion: number, language: Language) {
  if (r.version !== expectedVersion) throw new AppError('RESERVATION_CHANGED', language, { detail: { currentVersion: r.version } });
}
