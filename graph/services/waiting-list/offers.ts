// The waiting list's offers. When capacity frees on a day, offerFreedPlaces finds, in turn, the first
// waiting entry that fits now (asking availability.ts, which judges every constraint) and offers it
// the first open time in its window, with a mail in the client's language whose link books it.
//
// An offer holds nothing: the place stays free for anyone until the link is used. So a day has at
// most one open offer from the engine at a time (decided under the day's capacity lock), and two
// instances, or two triggers at once, can never offer the same place twice. When the offer is
// booked, declined or runs out, the engine runs again for the next entry. Staff may offer by hand
// beside it (their judgement, checked against availability as any offer).
//
// Booking from the link is placeReservation as the client: under the day lock with every usual
// check. The entry is claimed first (OFFERED → BOOKED, conditional on the offer version), so two
// clicks book once; if the place is gone the claim is undone and the entry waits again.
import type { Services } from '../../context.ts';
import type { Reservation, WaitingListEntry } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMail, notify } from '../../mail/outbox.ts';
import { hit, RATE_RULES } from '../../auth/rate-limit.ts';
import { addDays, dateFromDb, dateToDb, formatMinute, instantToLocal, localToInstant, parseLocalTime, type LocalDate } from '../../domain/local-time.ts';
import { compareQueued, dayPassed, firstTimeInWindow, offerExpiry, offerLinkState, type OfferLinkState, type OfferSettings } from '../../domain/waiting-list.ts';
import type { ProposedBooking } from '../../domain/reservation-rules.ts';
import type { BookingTerms } from '../../domain/billing-terms.ts';
import { dayAvailability } from '../reservations/availability.ts';
import { placeReservation } from '../reservations/place-reservation.ts';
import { withDayLock } from '../reservation-locks.ts';
import { bookingConfiguration, type BookingConfiguration } from '../booking-configuration.ts';
import { bookingTermsFor } from '../billing/terms.ts';
import { reservationCounts } from '../reservations/counts.ts';
import { actingMember, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { offerUrl, readOfferToken } from './offer-link.ts';

export type WaitingListServices = ReservationServices;

async function readOfferSettings(services: Pick<Services, 'prisma'>): Promise<OfferSettings> {
  return services.prisma.settings.findUniqueOrThrow({ where: { id: 1 }, select: { waitlistOfferHours: true, waitlistLastDayOfferHours: true } });
}

const bookingOf = (e: WaitingListEntry): ProposedBooking => ({ type: e.type, guests: e.guests, seatReservation: e.seatReservation, coaches: e.coaches });

type Tx = Parameters<Parameters<typeof withDayLock>[2]>[0];

/**
 * The first time in the entry's window that availability says fits now (optionally: exactly this
 * minute), read inside the day lock's transaction: what it sees cannot change before the offer is
 * written, and a single-connection database (PGlite) is never asked twice at once.
 */
async function fittingMinute(services: WaitingListServices, tx: Tx, configuration: BookingConfiguration, entry: WaitingListEntry, exactly?: number): Promise<number | null> {
  const day = dateFromDb(entry.day);
  const [outlook] = await dayAvailability({ ...services, prisma: tx as unknown as Services['prisma'] }, bookingOf(entry), { from: day, to: day }, { configuration });
  const times = outlook?.times ?? [];
  if (exactly !== undefined) return times.some((t) => t.minute === exactly && t.state === 'OPEN') ? exactly : null;
  return firstTimeInWindow(times, entry);
}

/**
 * Offers the entry this minute (inside the day lock's transaction): OFFERED, a new version, the mail
 * in the client's language, the audit entry. Null when the offer could not stand (lead time passed).
 */
async function makeOffer(
  services: WaitingListServices,
  tx: Tx,
  entry: WaitingListEntry,
  minute: number,
  settings: OfferSettings,
  actor: { kind: 'SYSTEM' } | { kind: 'STAFF'; staffId: string },
): Promise<WaitingListEntry | null> {
  const now = services.now();
  const day = dateFromDb(entry.day);
  const resolved = localToInstant(day, minute);
  if (!resolved.ok) return null;
  const expiresAt = offerExpiry(now, resolved.instant, entry.type, settings);
  if (!expiresAt) return null;
  const version = entry.offerVersion + 1;
  const { count } = await tx.waitingListEntry.updateMany({
    where: { id: entry.id, status: entry.status, offerVersion: entry.offerVersion },
    data: { status: 'OFFERED', offerArrivalAt: resolved.instant, offerExpiresAt: expiresAt, offerVersion: version, updatedAt: now },
  });
  if (count !== 1) return null;
  const org = await tx.client.findUniqueOrThrow({ where: { id: entry.clientId } });
  await enqueueMail(
    tx,
    {
      to: org.email,
      language: org.language,
      clientId: org.id,
      template: 'waiting_list.offer',
      data: { name: org.name, arrival: resolved.instant, type: entry.type, guests: entry.guests, expiresAt, offerUrl: offerUrl(services.config, entry.id, version) },
    },
    { now },
  );
  await audit(tx, {
    action: 'waiting_list.offered',
    actor: actor.kind === 'STAFF' ? { kind: 'STAFF', id: actor.staffId } : { kind: 'SYSTEM' },
    detail: { entryId: entry.id, clientId: entry.clientId, day, arrivalTime: formatMinute(minute), offerVersion: version },
  });
  return tx.waitingListEntry.findUniqueOrThrow({ where: { id: entry.id } });
}

/**
 * The engine: if the day has no open offer, offers the first waiting entry (in the list's order) that
 * fits now. Answers the entry offered, or null. Safe to run anywhere, any number of times at once.
 */
export async function offerFreedPlaces(services: WaitingListServices, day: LocalDate): Promise<WaitingListEntry | null> {
  const now = services.now();
  if (dayPassed(day, now)) return null;
  // Read before the lock, as a booking reads them (a transaction's connection is its own).
  const [settings, configuration] = await Promise.all([readOfferSettings(services), bookingConfiguration(services)]);
  const offered = await withDayLock(services, [day], async (tx) => {
    const open = await tx.waitingListEntry.count({ where: { day: dateToDb(day), status: 'OFFERED', offerExpiresAt: { gt: now } } });
    if (open) return null;
    const waiting = (await tx.waitingListEntry.findMany({ where: { day: dateToDb(day), status: 'WAITING' } })).sort(compareQueued);
    // Entries asking for the same booking get the same answer: ask once per shape.
    const answers = new Map<string, Promise<number | null>>();
    for (const entry of waiting) {
      const shape = JSON.stringify([bookingOf(entry), entry.windowStartMinute, entry.windowEndMinute]);
      if (!answers.has(shape)) answers.set(shape, fittingMinute(services, tx, configuration, entry));
      const minute = await answers.get(shape)!;
      if (minute === null) continue;
      const made = await makeOffer(services, tx, entry, minute, settings, { kind: 'SYSTEM' });
      if (made) return made;
    }
    return null;
  });
  if (offered) {
    notify();
    services.log.info('waiting list place offered', { day, entryId: offered.id });
  }
  return offered;
}

/**
 * Capacity may have freed on `day` (a cancellation, a smaller headcount, a moved time, a changed
 * setting): runs the engine after the change's commit, never failing the change itself.
 */
export async function capacityFreed(services: WaitingListServices, day: LocalDate | Date): Promise<void> {
  const local = day instanceof Date ? dateFromDb(day) : day;
  try {
    await offerFreedPlaces(services, local);
  } catch (error) {
    services.log.error('waiting list offer round failed', { error, day: local });
  }
}

/** Staff offer an entry by hand: at a time they choose, or the first in its window that fits now. */
export async function offerByHand(services: WaitingListServices, staffId: string, entryId: string, arrivalTime: string | null, meta: RequestMeta): Promise<WaitingListEntry> {
  const minute = arrivalTime === null ? null : parseLocalTime(arrivalTime);
  if (arrivalTime !== null && minute === null) throw new AppError('VALIDATION', meta.language, { detail: { fields: { arrivalTime: 'INVALID_TIME' } } });
  const first = await services.prisma.waitingListEntry.findUnique({ where: { id: entryId } });
  if (!first) throw new AppError('NOT_FOUND', meta.language);
  const [settings, configuration] = await Promise.all([readOfferSettings(services), bookingConfiguration(services)]);
  const made = await withDayLock(services, [dateFromDb(first.day)], async (tx) => {
    const entry = await tx.waitingListEntry.findUniqueOrThrow({ where: { id: entryId } });
    // A new offer replaces an open one (its link stops working): staff may move it to another time.
    if (entry.status !== 'WAITING' && entry.status !== 'OFFERED') throw new AppError('WAITING_LIST_ENTRY_CLOSED', meta.language);
    if (dayPassed(dateFromDb(entry.day), services.now())) throw new AppError('WAITING_LIST_ENTRY_CLOSED', meta.language);
    const fit = await fittingMinute(services, tx, configuration, entry, minute ?? undefined);
    if (fit === null) throw new AppError('WAITING_LIST_NO_PLACE', meta.language);
    const offered = await makeOffer(services, tx, entry, fit, settings, { kind: 'STAFF', staffId });
    if (!offered) throw new AppError('WAITING_LIST_NO_PLACE', meta.language);
    return offered;
  });
  notify();
  return made;
}

// ————— the link —————

export interface OfferView {
  state: OfferLinkState;
  entry: WaitingListEntry | null;
  clientName: string | null;
  /** The cancellation and other terms the booking would be made under now. */
  terms: BookingTerms | null;
}

async function limitAddress(services: Pick<Services, 'prisma'>, meta: RequestMeta, now: Date): Promise<void> {
  const decision = await hit(services.prisma, `waiting-list:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.reconfirmationPerIp, now);
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
}

async function readOffer(services: WaitingListServices, token: string): Promise<{ state: OfferLinkState; entry: WaitingListEntry | null; version: number }> {
  const ref = readOfferToken(services.config, token);
  if (!ref) return { state: 'UNKNOWN', entry: null, version: 0 };
  const entry = await services.prisma.waitingListEntry.findUnique({ where: { id: ref.entryId } });
  return { state: offerLinkState(entry, ref.version, services.now()), entry, version: ref.version };
}

/** What the offer link opens onto, without using it. */
export async function offerView(services: WaitingListServices, token: string, meta: RequestMeta, options: { count?: boolean } = {}): Promise<OfferView> {
  if (options.count !== false) await limitAddress(services, meta, services.now());
  const { state, entry } = await readOffer(services, token);
  if (!entry || state === 'UNKNOWN') return { state: 'UNKNOWN', entry: null, clientName: null, terms: null };
  const org = await services.prisma.client.findUniqueOrThrow({ where: { id: entry.clientId }, select: { id: true, name: true } });
  const record = (await reservationCounts(services.prisma, [org.id])).get(org.id);
  const terms = state === 'VALID' ? await bookingTermsFor(services.prisma, org.id, dateFromDb(entry.day), record) : null;
  return { state, entry, clientName: org.name, terms };
}

function offerError(state: OfferLinkState, language: Language) {
  return new AppError('WAITING_LIST_OFFER_INVALID', language, { detail: { state } });
}

/**
 * Books the offer: claims the entry, then places the reservation as the client (the click accepts the
 * terms the page stated). A place that is gone undoes the claim, puts the entry back to waiting and
 * runs the engine, and answers NO_LONGER_AVAILABLE.
 */
export async function acceptOffer(services: WaitingListServices, token: string, meta: RequestMeta): Promise<{ entry: WaitingListEntry; reservation: Reservation }> {
  const now = services.now();
  await limitAddress(services, meta, now);
  const { state, entry, version } = await readOffer(services, token);
  if (state !== 'VALID' || !entry || !entry.offerArrivalAt) throw offerError(state, meta.language);
  const { count } = await services.prisma.waitingListEntry.updateMany({
    where: { id: entry.id, status: 'OFFERED', offerVersion: version, offerExpiresAt: { gt: now } },
    data: { status: 'BOOKED', updatedAt: now },
  });
  if (count !== 1) throw offerError('BOOKED', meta.language);
  const arrival = instantToLocal(entry.offerArrivalAt);
  let reservation: Reservation;
  try {
    reservation = await placeReservation(
      services,
      entry.clientId,
      { type: entry.type, guests: entry.guests, seatReservation: entry.seatReservation, coaches: entry.coaches, arrivalDate: arrival.date, arrivalTime: formatMinute(arrival.minute), acceptTerms: true },
      meta,
      {},
      null,
      { kind: 'CLIENT' },
    );
  } catch (error) {
    await services.prisma.waitingListEntry.updateMany({
      where: { id: entry.id, status: 'BOOKED', reservationId: null, offerVersion: version },
      data: { status: 'WAITING', offerArrivalAt: null, offerExpiresAt: null, updatedAt: services.now() },
    });
    void capacityFreed(services, arrival.date);
    throw error;
  }
  const booked = await services.prisma.$transaction(async (tx) => {
    const updated = await tx.waitingListEntry.update({ where: { id: entry.id }, data: { reservationId: reservation.id } });
    await audit(tx, {
      action: 'waiting_list.booked',
      actor: { kind: 'CLIENT', id: entry.clientId, memberId: actingMember(meta, entry.clientId) },
      subject: { type: 'Reservation', id: reservation.id },
      ip: meta.ip,
      detail: { entryId: entry.id, day: arrival.date, orderNumber: reservation.orderNumber },
    });
    return updated;
  });
  return { entry: booked, reservation };
}

/** The client does not want the offer: the entry waits again (behind the others) and the next is offered. */
export async function declineOffer(services: WaitingListServices, token: string, meta: RequestMeta): Promise<WaitingListEntry> {
  const now = services.now();
  await limitAddress(services, meta, now);
  const { state, entry, version } = await readOffer(services, token);
  if (state !== 'VALID' || !entry) throw offerError(state, meta.language);
  const declined = await services.prisma.$transaction(async (tx) => {
    const { count } = await tx.waitingListEntry.updateMany({
      where: { id: entry.id, status: 'OFFERED', offerVersion: version },
      data: { status: 'WAITING', offerArrivalAt: null, offerExpiresAt: null, updatedAt: now },
    });
    if (count !== 1) throw offerError('WITHDRAWN', meta.language);
    await audit(tx, { action: 'waiting_list.declined', actor: { kind: 'CLIENT', id: entry.clientId, memberId: actingMember(meta, entry.clientId) }, ip: meta.ip, detail: { entryId: entry.id, day: dateFromDb(entry.day) } });
    return tx.waitingListEntry.findUniqueOrThrow({ where: { id: entry.id } });
  });
  await capacityFreed(services, entry.day);
  return declined;
}

// ————— the periodic round —————

/**
 * Ends the entries of days that have passed, puts expired offers back to waiting (each conditional,
 * so instances running it at once move each entry once), then runs the engine for every day with
 * waiting entries (catching capacity freed by changes no trigger told of). Answers the offers made.
 */
export async function runWaitingListRound(services: WaitingListServices): Promise<number> {
  const now = services.now();
  const today = instantToLocal(now).date;
  await services.prisma.waitingListEntry.updateMany({ where: { day: { lt: dateToDb(today) }, status: { in: ['WAITING', 'OFFERED'] } }, data: { status: 'ENDED', updatedAt: now } });
  await services.prisma.waitingListEntry.updateMany({
    where: { status: 'OFFERED', offerExpiresAt: { lte: now } },
    data: { status: 'WAITING', offerArrivalAt: null, offerExpiresAt: null, updatedAt: now },
  });
  const days = await services.prisma.waitingListEntry.findMany({
    where: { status: 'WAITING', day: { gte: dateToDb(today), lte: dateToDb(addDays(today, 400)) } },
    distinct: ['day'],
    select: { day: true },
    orderBy: { day: 'asc' },
  });
  let offers = 0;
  for (const { day } of days) {
    try {
      if (await offerFreedPlaces(services, dateFromDb(day))) offers += 1;
    } catch (error) {
      services.log.error('waiting list offer round failed', { error, day: dateFromDb(day) });
    }
  }
  return offers;
}

/**
 * A setting that can free places on any day changed (seats, opening hours, pacing, bays, rooms):
 * runs the round for every day with waiting entries, after the change's commit, never failing it.
 */
export async function arrivalSettingsChanged(services: WaitingListServices): Promise<void> {
  try {
    await runWaitingListRound(services);
  } catch (error) {
    services.log.error('waiting list round after a settings change failed', { error });
  }
}
