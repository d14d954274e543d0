// The waiting list's entries: a client joins and leaves (its own entries only); staff list a day and
// remove entries. Rules in graph/domain/waiting-list.ts; offers in ./offers.ts.
import type { Prisma, WaitingListEntry } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { mayReserve } from '../../domain/account-lifecycle.ts';
import { dateFromDb, dateToDb, type LocalDate } from '../../domain/local-time.ts';
import { checkEntry, compareQueued, isOpen, mayJoin, OPEN_STATUSES, type WaitingListInput } from '../../domain/waiting-list.ts';
import { actingMember, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { capacityFreed } from './offers.ts';

type Tx = Prisma.TransactionClient;

/** A client's entries shown in My reservations: open ones and those of the last days. */
export const MY_ENTRIES_MAX = 50;
/** A day's list as staff see it. */
export const DAY_LIST_MAX = 200;

/** Serialises one client's joins for a day, so two at once cannot pass the per-day limit together. */
async function lockClientDay(tx: Tx, clientId: string, day: LocalDate): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`waiting-list:${clientId}:${day}`}))`;
}

export async function joinWaitingList(services: ReservationServices, clientId: string, input: WaitingListInput, meta: RequestMeta): Promise<WaitingListEntry> {
  const now = services.now();
  const { errors, entry } = checkEntry(input, now);
  if (!entry) throw new AppError('VALIDATION', meta.language, { detail: { fields: errors } });
  const org = await services.prisma.client.findUnique({ where: { id: clientId } });
  // The same account rule as booking: the viewer scope said so when the request began.
  if (!org || !mayReserve({ status: org.status, emailVerified: org.emailVerifiedAt !== null })) throw new AppError('RESERVATION_NOT_ALLOWED', meta.language);
  return services.prisma.$transaction(async (tx) => {
    await lockClientDay(tx, clientId, entry.day);
    const open = await tx.waitingListEntry.count({ where: { clientId, day: dateToDb(entry.day), status: { in: [...OPEN_STATUSES] } } });
    if (!mayJoin(open)) throw new AppError('WAITING_LIST_LIMIT', meta.language);
    const created = await tx.waitingListEntry.create({
      data: {
        clientId,
        day: dateToDb(entry.day),
        windowStartMinute: entry.windowStartMinute,
        windowEndMinute: entry.windowEndMinute,
        type: entry.type,
        guests: entry.guests,
        seatReservation: entry.seatReservation,
        coaches: entry.coaches,
        createdAt: now,
      },
    });
    await audit(tx, { action: 'waiting_list.joined', actor: { kind: 'CLIENT', id: clientId, memberId: actingMember(meta, clientId) }, ip: meta.ip, detail: { entryId: created.id, day: entry.day, guests: entry.guests } });
    return created;
  });
}

/** Moves an open entry out of the list (the client leaving, or staff removing it). */
async function close(
  services: ReservationServices,
  entryId: string,
  actor: { kind: 'CLIENT'; clientId: string } | { kind: 'STAFF'; staffId: string },
  meta: RequestMeta,
): Promise<WaitingListEntry> {
  const now = services.now();
  const result = await services.prisma.$transaction(async (tx) => {
    const entry = await tx.waitingListEntry.findUnique({ where: { id: entryId } });
    // Another client's entry answers as a missing one: its existence is nobody else's business.
    if (!entry || (actor.kind === 'CLIENT' && entry.clientId !== actor.clientId)) throw new AppError('NOT_FOUND', meta.language);
    if (!isOpen(entry.status)) throw new AppError('WAITING_LIST_ENTRY_CLOSED', meta.language);
    const { count } = await tx.waitingListEntry.updateMany({ where: { id: entryId, status: entry.status, offerVersion: entry.offerVersion }, data: { status: 'LEFT', updatedAt: now } });
    if (count !== 1) throw new AppError('WAITING_LIST_ENTRY_CLOSED', meta.language);
    await audit(tx, {
      action: actor.kind === 'CLIENT' ? 'waiting_list.left' : 'waiting_list.removed',
      actor: actor.kind === 'CLIENT' ? { kind: 'CLIENT', id: actor.clientId, memberId: actingMember(meta, actor.clientId) } : { kind: 'STAFF', id: actor.staffId },
      ip: meta.ip,
      detail: { entryId, day: dateFromDb(entry.day), clientId: entry.clientId },
    });
    return { before: entry, after: await tx.waitingListEntry.findUniqueOrThrow({ where: { id: entryId } }) };
  });
  // Its open offer is withdrawn: the place passes to the next entry.
  if (result.before.status === 'OFFERED') await capacityFreed(services, result.before.day);
  return result.after;
}

export function leaveWaitingList(services: ReservationServices, clientId: string, entryId: string, meta: RequestMeta) {
  return close(services, entryId, { kind: 'CLIENT', clientId }, meta);
}

export function removeWaitingListEntry(services: ReservationServices, staffId: string, entryId: string, meta: RequestMeta) {
  return close(services, entryId, { kind: 'STAFF', staffId }, meta);
}

/** The client's entries: open ones first in day order, then the others, newest day first. */
export async function myWaitingList(services: Pick<ReservationServices, 'prisma' | 'now'>, clientId: string): Promise<WaitingListEntry[]> {
  const rows = await services.prisma.waitingListEntry.findMany({
    where: { clientId },
    orderBy: [{ day: 'desc' }, { createdAt: 'desc' }],
    take: MY_ENTRIES_MAX,
  });
  return [...rows.filter((e) => isOpen(e.status)).reverse(), ...rows.filter((e) => !isOpen(e.status))];
}

/** A day's list in turn (the order offers go in), then the entries no longer in play. */
export async function dayWaitingList(services: Pick<ReservationServices, 'prisma'>, day: LocalDate): Promise<WaitingListEntry[]> {
  const rows = await services.prisma.waitingListEntry.findMany({ where: { day: dateToDb(day) }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: DAY_LIST_MAX });
  const open = rows.filter((e) => isOpen(e.status)).sort(compareQueued);
  return [...open, ...rows.filter((e) => !isOpen(e.status))];
}
