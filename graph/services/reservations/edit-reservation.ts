// Staff edit a reservation, or the client changes its headcount from the reconfirmation link: one
// path, so every rule applies to both alike. One transaction under the reservation's row lock and
// version check writes the change, its history event, the audit entry and the client's mail; after
// the commit the mail worker is woken and the live event published. An edit that moves a
// reservation to another day locks both days, in date order, so two opposite moves cannot deadlock.
import type { Prisma, Reservation, StopType } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMail, notify } from '../../mail/outbox.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { dateFromDb, dateToDb, formatMinute, instantToLocal } from '../../domain/local-time.ts';
import {
  checkBooking,
  seatCheck,
  suggestArrivals,
  textProblems,
  type BookingRequest,
  type BookingRules,
  type ProposedBooking,
  type ReservationField,
  type ReservationFieldError,
  type ReservationFieldErrors,
} from '../../domain/reservation-rules.ts';
import { isFinal } from '../../domain/reservation-status.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { takesMeals } from '../../domain/meals.ts';
import { humaniseChanges, reservationFacts, type FieldChanges } from '../reservations-mail.ts';
import { assertMealsFitGuests } from '../meal-preorders.ts';
import { assertVersion, lockReservation, withDayLock } from '../reservation-locks.ts';
import { actingMember, publish, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { recipientsWith, reservationRecipients } from '../reservation-recipients.ts';
import { clean, noLongerAvailable, validationError } from './input-checks.ts';
import { bookingConfiguration } from '../booking-configuration.ts';
import { capacityFreed } from '../waiting-list/offers.ts';
import { dayCapacity, keptPlacement } from '../../domain/arrival-capacity/placement.ts';
import { readDayBookings } from './rules-and-holds.ts';
import type { StaffChangeOptions } from './status-changes.ts';

type Tx = Prisma.TransactionClient;

export interface ReservationEdit {
  /** Another stop type: the current stay length and price of that type apply. */
  type?: StopType | null;
  guests?: number | null;
  seatReservation?: boolean | null;
  /** Local date 'YYYY-MM-DD'; with arrivalTime, moves the arrival. Either alone keeps the other. */
  arrivalDate?: string | null;
  /** Local time 'HH:MM'. */
  arrivalTime?: string | null;
  /** Coaches the group comes in (staff may name more than one per 50 guests). */
  coaches?: number | null;
  /** undefined keeps; null or '' clears. */
  responsibleFirstName?: string | null;
  responsibleLastName?: string | null;
  wishes?: string | null;
}

/**
 * Who edits: a member of staff, or the client itself (the headcount, from the reconfirmation link;
 * graph/services/reconfirmation.ts) — one path, so capacity, the guest limits and every other rule
 * apply to both alike.
 */
export type ReservationEditor = { kind: 'STAFF'; staffId: string } | { kind: 'CLIENT'; clientId: string };

export interface EditOptions extends StaffChangeOptions {
  /**
   * Runs in the edit's transaction once the reservation is locked and its version checked (the
   * reconfirmation link is used up there, so a refused change leaves it usable); what it answers is
   * written with the edit.
   */
  withinTransaction?: (tx: Tx, current: Reservation) => Promise<Prisma.ReservationUpdateInput | void>;
}

/**
 * Staff edit guests, arrival, seat reservation, responsible person or wishes. Changed fields are
 * validated like a booking, except the lead time (staff agree late changes with the group; the past
 * stays out of reach). Anything that can take more seats is re-checked against capacity under the
 * lock of the old and the new day. The history records each field's from → to; the client is mailed.
 */
export async function updateReservation(
  services: ReservationServices,
  editor: string | ReservationEditor,
  reservationId: string,
  edit: ReservationEdit,
  options: EditOptions,
  meta: RequestMeta,
): Promise<Reservation> {
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', meta.language);
  const by: ReservationEditor = typeof editor === 'string' ? { kind: 'STAFF', staffId: editor } : editor;
  const staffId = by.kind === 'STAFF' ? by.staffId : null;
  // A client's change names the member when one signed in for it (the reconfirmation link alone: nobody).
  const memberId = by.kind === 'CLIENT' ? actingMember(meta, by.clientId) : null;
  const now = services.now();
  const before = await services.prisma.reservation.findUnique({ where: { id: reservationId } });
  if (!before) throw new AppError('NOT_FOUND', meta.language);
  assertVersion(before, options.expectedVersion, meta.language);
  if (isFinal(before.status)) throw new AppError('RESERVATION_CLOSED', meta.language);

  const old = instantToLocal(before.arrivalAt);
  const type = edit.type ?? before.type;
  const typeChanged = type !== before.type;
  const request: BookingRequest = {
    type,
    guests: edit.guests ?? before.guests,
    seatReservation: edit.seatReservation ?? before.seatReservation,
    arrivalDate: edit.arrivalDate ?? old.date,
    arrivalTime: edit.arrivalTime ?? formatMinute(old.minute),
    coaches: edit.coaches ?? before.coaches,
  };
  const { rules: loaded, arrival: config } = await bookingConfiguration(services);
  // The reservation keeps the stay length it was booked with (docs/decisions.md 9); another stop
  // type takes that type's current length.
  const rules: BookingRules = typeChanged ? loaded : { ...loaded, durationMinutes: { ...loaded.durationMinutes, [before.type]: before.durationMinutes } };
  const check = checkBooking(request, rules, now, { leadTime: false, coachesByStaff: by.kind === 'STAFF' });
  const arrivalMoved = !check.arrival || check.arrival.at.getTime() !== before.arrivalAt.getTime();
  // Only what changes is judged: a reservation booked under older rules may keep what it has.
  // A new stop type is judged like a new booking: seats (a long stop needs them) and opening hours
  // (its stay must end before closing).
  const changed: Partial<Record<ReservationField, boolean>> = {
    type: typeChanged,
    guests: request.guests !== before.guests,
    seatReservation: typeChanged || request.seatReservation !== before.seatReservation,
    arrivalDate: arrivalMoved,
    arrivalTime: typeChanged || arrivalMoved,
    coaches: request.coaches !== before.coaches,
  };
  const errors: ReservationFieldErrors = textProblems({ ...edit, note: options.note });
  for (const [field, code] of Object.entries(check.errors) as Array<[ReservationField, ReservationFieldError]>) {
    if (changed[field]) errors[field] = code;
  }
  if (Object.keys(errors).length || !check.arrival) throw validationError(meta.language, errors);
  const arrival = check.arrival;
  // Pre-ordered meals must still fit the group (graph/domain/meals.ts); a short stop has none.
  if (typeChanged && !takesMeals(type) && before.mealPreorder !== null) throw new AppError('NOT_A_LONG_STOP', meta.language);
  assertMealsFitGuests(before, request.guests!, meta.language);

  const changes: FieldChanges = {};
  if (typeChanged) changes.type = { from: before.type, to: type };
  if (changed.guests) changes.guests = { from: before.guests, to: request.guests! };
  if (request.seatReservation !== before.seatReservation) changes.seatReservation = { from: before.seatReservation, to: request.seatReservation! };
  if (arrivalMoved) changes.arrivalAt = { from: before.arrivalAt.toISOString(), to: arrival.at.toISOString() };
  if (changed.coaches) changes.coaches = { from: before.coaches, to: request.coaches! };
  for (const field of ['responsibleFirstName', 'responsibleLastName', 'wishes'] as const) {
    if (edit[field] === undefined) continue;
    const value = clean(edit[field]);
    if (value !== before[field]) changes[field] = { from: before[field], to: value };
  }
  const note = clean(options.note);
  if (!Object.keys(changes).length && !note) return before;

  const booking: ProposedBooking = { type, guests: request.guests!, seatReservation: request.seatReservation!, coaches: request.coaches! };
  // Fewer guests, fewer coaches or no seats never need a check (and must work even where capacity
  // was lowered later); anything that can take more (seats, a room, a pacing slot, a bay) does.
  const needsCapacity =
    (changes.guests !== undefined && changes.guests.to > changes.guests.from) ||
    (changes.coaches !== undefined && changes.coaches.to > changes.coaches.from) ||
    (changes.seatReservation !== undefined && booking.seatReservation) ||
    changes.arrivalAt !== undefined ||
    typeChanged;
  const offer = typeChanged ? await services.prisma.stopOffer.findUnique({ where: { type } }) : null;
  const oldDay = dateFromDb(before.arrivalDay);

  const updated = await withDayLock(services, [oldDay, arrival.date], async (tx) => {
    const current = await lockReservation(tx, reservationId, { webhookEvent: 'RESERVATION_UPDATED' });
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, options.expectedVersion, meta.language);
    assertMealsFitGuests(current, booking.guests, meta.language);
    const { client: org, ...locked } = current;
    const extra = (await options.withinTransaction?.(tx, locked)) ?? {};
    let placement: { rooms: Array<{ roomId: string; seats: number }>; bays: number[] };
    if (needsCapacity) {
      const bookings = (await readDayBookings(tx, arrival.date, arrival.date, reservationId)).get(arrival.date) ?? [];
      const capacity = dayCapacity(arrival.date, bookings, config, rules.seatCapacity);
      const answer = seatCheck(booking, arrival.at, rules, capacity);
      if (!answer.fits) {
        throw noLongerAvailable(meta.language, answer.remainingSeats, suggestArrivals(booking, arrival.date, arrival.minute, rules, capacity, now, { leadTime: false }), answer.reasons);
      }
      placement = answer;
    } else {
      const rooms = await tx.reservationRoom.findMany({ where: { reservationId }, select: { roomId: true, seats: true } });
      placement = keptPlacement({ rooms, bays: locked.bays }, { guests: booking.guests, seatReservation: booking.seatReservation, coaches: booking.coaches! });
    }
    await tx.reservationRoom.deleteMany({ where: { reservationId } });
    if (placement.rooms.length) await tx.reservationRoom.createMany({ data: placement.rooms.map((room) => ({ reservationId, ...room })) });
    const saved = await tx.reservation.update({
      where: { id: reservationId },
      data: {
        ...(typeChanged
          ? { type, durationMinutes: rules.durationMinutes[type], quotedPriceCents: offer?.priceCents ?? null, currency: offer?.currency ?? before.currency }
          : {}),
        guests: booking.guests,
        seatReservation: booking.seatReservation,
        coaches: booking.coaches,
        bays: placement.bays,
        arrivalAt: arrival.at,
        arrivalDay: dateToDb(arrival.date),
        ...(changes.responsibleFirstName ? { responsibleFirstName: changes.responsibleFirstName.to } : {}),
        ...(changes.responsibleLastName ? { responsibleLastName: changes.responsibleLastName.to } : {}),
        ...(changes.wishes ? { wishes: changes.wishes.to } : {}),
        ...(note ? { staffNote: note } : {}),
        ...extra,
        version: { increment: 1 },
        updatedAt: now,
      },
    });
    await tx.reservationEvent.create({
      data: {
        reservationId,
        kind: 'EDITED',
        changes,
        note,
        actorKind: by.kind,
        actorStaffId: staffId,
        actorMemberId: memberId,
        createdAt: now,
      },
    });
    await audit(tx, {
      action: 'reservation.updated',
      actor: { kind: by.kind, id: staffId ?? org.id, memberId },
      subject: { type: 'Reservation', id: reservationId },
      ip: meta.ip,
      detail: { orderNumber: saved.orderNumber, fields: Object.keys(changes) },
    });
    // The organisation hears, and the member concerned: who changed it, or, when staff did, who booked it.
    for (const recipient of by.kind === 'CLIENT' ? await reservationRecipients(tx, org, memberId) : recipientsWith(org, current.booker)) {
      await enqueueMail(
        tx,
        {
          to: recipient.email,
          language: recipient.language,
          template: 'reservation.updated',
          clientId: org.id,
          data: {
            ...reservationFacts(saved, org),
            name: recipient.name,
            changes: humaniseChanges(changes, before, saved, recipient.language),
            note,
            ...(by.kind === 'CLIENT' ? { byClient: true } : {}),
          },
        },
        { now },
      );
    }
    await enqueueWebhooks(tx, { event: 'RESERVATION_UPDATED', reservation: saved }, now, current.endpoints);
    return saved;
  });
  notify();
  publish(services, 'EDITED', updated, staffId ? { kind: 'STAFF', staffId } : { kind: 'CLIENT' });
  // The live event offers the new day's freed places; a move frees the old day too.
  if (oldDay !== arrival.date) void capacityFreed(services, oldDay);
  return updated;
}
