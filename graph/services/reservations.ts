// Reservation use cases: a client books; staff change the status or edit; the wizard asks what is
// available. Each change is one transaction that writes the reservation, its history event, the
// audit entry and the e-mails together; after the commit the mail worker is woken and the live
// event published. The rules come from graph/domain; this module is the I/O around them.
//
// Capacity is guarded by a per-day lock: every booking and every edit of a local arrival day takes
// pg_advisory_xact_lock(day) first, then re-reads that day's held seats, checks, and writes. So two
// bookings for the same day never both see the last seats free (READ COMMITTED is enough: each
// statement after the lock sees everything committed before it was granted). Stays never cross
// local midnight (they must fit the day's opening hours), so a day's lock covers every seat its
// bookings can touch. An edit that moves a reservation to another day locks both days, in date
// order, so two opposite moves cannot deadlock.
import type { Services } from '../context.ts';
import type { Organisation, Prisma, Reservation, ReservationStatus, StopType } from '../generated/prisma/client.ts';
import { message, SYSTEM_NOTES, type Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify, type MailMessage } from '../mail/outbox.ts';
import { enqueueWebhooks } from '../webhooks/outbox.ts';
import { mayReserve } from '../domain/account-lifecycle.ts';
import { holdOf, type SeatHold } from '../domain/capacity.ts';
import {
  addDays,
  dateFromDb,
  dateToDb,
  formatMinute,
  instantToLocal,
  parseLocalDate,
  parseLocalTime,
  type LocalDate,
} from '../domain/local-time.ts';
import { generateOrderNumber } from '../domain/order-number.ts';
import {
  checkBooking,
  dayOutlook,
  LEAD_TIME_HOURS,
  seatCheck,
  suggestArrivals,
  textProblems,
  type BookingRequest,
  type BookingRules,
  type CheckOptions,
  type DayHours,
  type DayOutlook,
  type ProposedBooking,
  type ReservationField,
  type ReservationFieldError,
  type ReservationFieldErrors,
  type Suggestion,
} from '../domain/reservation-rules.ts';
import { checkStaffBooking, type BookingOverride } from '../domain/staff-booking.ts';
import { canTransition, endingOf, HOLDING_STATUSES, isFinal, requiresNote } from '../domain/reservation-status.ts';
import { LATE_CANCELLATION_HOURS, outcomeOf, type ClosingParty } from '../domain/outcomes.ts';
import { humaniseChanges, reservationFacts, responsiblePerson, type FieldChanges } from './reservations-mail.ts';
import { claimKey, completeKey, idempotencyClaim, idempotently, type IdempotencyClaim } from './idempotency.ts';
import { isUuid } from '../domain/text-rules.ts';
import { confirmationCalendar } from './calendar-feeds.ts';
import { takesMeals } from '../domain/meals.ts';
import { assertMealsFitGuests } from './meal-preorders.ts';
import { bookingTermsFor } from './billing/terms.ts';
import { cancelOpenRequests, requestDepositOnConfirmation } from './deposits/requests.ts';
import { parseBookingTerms } from '../domain/billing-terms.ts';
import { assertVersion, lockReservation, TRANSACTION_OPTIONS, withDayLock } from './reservation-locks.ts';
import { link, LIST_PATH, panelPath, publish, staffNoticeRecipient, type RequestMeta, type ReservationServices } from './reservation-notices.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

const ORDER_NUMBER_ATTEMPTS = 5;

// ————— rules and holds —————

/** Settings, weekly opening hours and the closed days among `dates`, as the domain rules take them. */
export async function loadBookingRules(db: Db, dates: readonly LocalDate[]): Promise<BookingRules> {
  // In parallel on separate connections (PostgreSQL); a transaction client runs them one by one.
  const [settings, hours, closed] = await Promise.all([
    db.settings.findUniqueOrThrow({ where: { id: 1 } }),
    db.openingHours.findMany(),
    dates.length ? db.closedDay.findMany({ where: { day: { in: dates.map(dateToDb) } }, select: { day: true } }) : [],
  ]);
  return {
    seatCapacity: settings.seatCapacity,
    slotMinutes: settings.slotMinutes,
    durationMinutes: { LONG_STOP: settings.longStopMinutes, SHORT_STOP: settings.shortStopMinutes },
    weeklyHours: new Map<number, DayHours>(hours.map((h) => [h.weekday, { closed: h.closed, opensMinute: h.opensMinute, closesMinute: h.closesMinute }])),
    closedDays: new Set(closed.map((c) => dateFromDb(c.day))),
  };
}

/** The seats held on local days from..to, per day (optionally leaving out the reservation being edited). */
export async function readHolds(db: Db, from: LocalDate, to: LocalDate, excludeReservationId?: string): Promise<Map<LocalDate, SeatHold[]>> {
  const rows = await db.reservation.findMany({
    where: {
      arrivalDay: from === to ? dateToDb(from) : { gte: dateToDb(from), lte: dateToDb(to) },
      status: { in: [...HOLDING_STATUSES] },
      seatReservation: true,
      ...(excludeReservationId ? { id: { not: excludeReservationId } } : {}),
    },
    select: { arrivalDay: true, arrivalAt: true, durationMinutes: true, guests: true, seatReservation: true, status: true },
  });
  const byDay = new Map<LocalDate, SeatHold[]>();
  for (const row of rows) {
    const hold = holdOf(row);
    if (!hold) continue;
    const day = dateFromDb(row.arrivalDay);
    byDay.set(day, [...(byDay.get(day) ?? []), hold]);
  }
  return byDay;
}

/** The seats held on one local day (optionally leaving out the reservation being edited). */
export async function readDayHolds(db: Db, date: LocalDate, excludeReservationId?: string): Promise<SeatHold[]> {
  return (await readHolds(db, date, date, excludeReservationId)).get(date) ?? [];
}

// ————— errors —————

/** Field errors (extensions.fields: codes; extensions.messages: sentences in the asker's language). */
function validationError(language: Language, fields: ReservationFieldErrors): AppError {
  const entries = Object.entries(fields) as Array<[ReservationField, ReservationFieldError]>;
  const messages = Object.fromEntries(entries.map(([field, code]) => [field, message(code, language)]));
  const error = new AppError('VALIDATION', language, { detail: { fields, messages } });
  // One problem: say it, rather than "correct the highlighted fields".
  if (entries.length === 1) error.message = messages[entries[0]![0]]!;
  return error;
}

export interface SuggestionView {
  arrivalDate: LocalDate;
  arrivalTime: string;
  arrivalAt: string;
  remainingSeats: number;
}

function suggestionView(s: Suggestion): SuggestionView {
  return { arrivalDate: s.date, arrivalTime: formatMinute(s.minute), arrivalAt: s.arrivalAt.toISOString(), remainingSeats: s.remainingSeats };
}

function noLongerAvailable(language: Language, remainingSeats: number, suggestions: Suggestion[]): AppError {
  return new AppError('NO_LONGER_AVAILABLE', language, { detail: { remainingSeats, suggestions: suggestions.map(suggestionView) } });
}

function isOrderNumberCollision(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown; message?: string };
  return e.code === 'P2002' && /order_?number/i.test(`${JSON.stringify(e.meta ?? {})} ${e.message ?? ''}`);
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

// ————— a client books —————

export interface CreateReservationInput extends BookingRequest {
  responsibleFirstName?: string | null;
  responsibleLastName?: string | null;
  message?: string | null;
  wishes?: string | null;
  /** A retry with the same key and input gets the first reservation (graph/services/idempotency.ts). */
  idempotencyKey?: string | null;
  /**
   * The client accepted the cancellation terms it is booked under (on the phone: staff told it them).
   * The API requires it; false is refused (TERMS_NOT_ACCEPTED) and stored as terms_accepted_at when
   * true. Absent only from internal callers that book no one's order (tests, benchmarks).
   */
  acceptTerms?: boolean | null;
}

export interface CreateOptions {
  /** Tests inject colliding numbers; production draws from the CSPRNG. */
  orderNumber?: () => string;
}

/** Who places a booking: the client, or a member of staff for it (graph/domain/staff-booking.ts). */
export type Booker =
  | { kind: 'CLIENT' }
  | { kind: 'STAFF'; staffId: string; overrides?: readonly BookingOverride[] | null; overrideReason?: string | null };

/**
 * Places a reservation for a verified, approved client. Validates every rule (field errors), then
 * in one transaction under the arrival day's lock: claims the idempotency key (if any), re-reads the
 * day's held seats, checks capacity (NO_LONGER_AVAILABLE with nearby suggestions when full), inserts
 * the reservation and its CREATED event, audits, and queues the client's confirmation and the staff
 * notice (staffNoticeRecipient). A retry with the same key answers with the first reservation as it
 * is now, without mails or events.
 */
export async function createReservation(
  services: ReservationServices,
  clientId: string,
  input: CreateReservationInput,
  meta: RequestMeta,
  options: CreateOptions = {},
): Promise<Reservation> {
  const { idempotencyKey, ...request } = input;
  const claim = idempotencyClaim(`client:${clientId}`, 'createReservation', idempotencyKey, request, meta.language);
  return idempotently(
    services,
    claim,
    meta.language,
    async (id) => {
      const first = await services.prisma.reservation.findUnique({ where: { id } });
      if (!first) throw new AppError('NOT_FOUND', meta.language);
      return first;
    },
    () => placeReservation(services, clientId, request, meta, options, claim, { kind: 'CLIENT' }),
  );
}

/**
 * Places a reservation for the organisation, as its own booking or as one staff take for it: the
 * same checks, day lock, mails and events, with the booker recorded. Exported for staff-bookings.ts.
 */
export async function placeReservation(
  services: ReservationServices,
  clientId: string,
  input: CreateReservationInput,
  meta: RequestMeta,
  options: CreateOptions,
  claim: IdempotencyClaim | null,
  booker: Booker,
): Promise<Reservation> {
  if (input.acceptTerms === false) throw new AppError('TERMS_NOT_ACCEPTED', meta.language);
  const requestedDate = parseLocalDate(input.arrivalDate);
  const [org, rules] = await Promise.all([
    services.prisma.organisation.findUnique({ where: { id: clientId } }),
    loadBookingRules(services.prisma, requestedDate ? [requestedDate] : []),
  ]);
  // The viewer scope said so when the request began; the account may have changed since.
  if (!org || !mayReserve({ status: org.status, emailVerified: org.emailVerifiedAt !== null })) {
    throw new AppError(booker.kind === 'STAFF' ? 'CLIENT_CANNOT_BOOK' : 'RESERVATION_NOT_ALLOWED', meta.language);
  }
  const now = services.now();
  const check =
    booker.kind === 'STAFF'
      ? checkStaffBooking({ ...input, overrides: booker.overrides, overrideReason: booker.overrideReason }, rules, now)
      : { ...checkBooking(input, rules, now, { leadTime: true }), applied: [] as BookingOverride[] };
  const errors = { ...check.errors, ...textProblems(input) };
  if (Object.keys(errors).length || !check.arrival) throw validationError(meta.language, errors);
  const arrival = check.arrival;
  const overrides = check.applied;
  const staffId = booker.kind === 'STAFF' ? booker.staffId : null;
  const booking: ProposedBooking = { type: input.type!, guests: input.guests!, seatReservation: input.seatReservation! };

  // The terms it is booked under, fixed now: the agreement in force on the arrival day over the
  // restaurant's prices, VAT and cancellation terms (graph/domain/billing-terms.ts).
  // The deposit rule judges the record the client card shows.
  const record = (await reservationCounts(services.prisma, [org.id])).get(org.id);
  const [terms, staff] = await Promise.all([bookingTermsFor(services.prisma, org.id, arrival.date, record), staffNoticeRecipient(services)]);
  const nextOrderNumber = options.orderNumber ?? (() => generateOrderNumber());

  let reservation: Reservation | undefined;
  for (let attempt = 1; !reservation; attempt++) {
    try {
      reservation = await withDayLock(services, [arrival.date], async (tx) => {
        // Before the seats are judged: a duplicate waits here for the first request and then
        // answers with its reservation, instead of finding the seats that one just took.
        if (claim) await claimKey(tx, claim, now, meta.language);
        const holds = await readDayHolds(tx, arrival.date);
        const seats = seatCheck(booking, arrival.at, rules, holds);
        if (!seats.fits) {
          const leadTime = !overrides.includes('LEAD_TIME');
          throw noLongerAvailable(meta.language, seats.remainingSeats, suggestArrivals(booking, arrival.date, arrival.minute, rules, holds, now, { leadTime }));
        }
        const created = await tx.reservation.create({
          data: {
            orderNumber: nextOrderNumber(),
            organisationId: org.id,
            type: booking.type,
            guests: booking.guests,
            seatReservation: booking.seatReservation,
            arrivalAt: arrival.at,
            arrivalDay: dateToDb(arrival.date),
            durationMinutes: rules.durationMinutes[booking.type],
            responsibleFirstName: clean(input.responsibleFirstName),
            responsibleLastName: clean(input.responsibleLastName),
            message: clean(input.message),
            wishes: clean(input.wishes),
            status: 'CREATED',
            quotedPriceCents: terms.stopPrices[booking.type].cents,
            currency: terms.currency,
            billingTerms: terms as unknown as Prisma.InputJsonValue,
            termsAcceptedAt: input.acceptTerms ? now : null,
            bookedByStaffId: staffId,
            createdAt: now,
          },
        });
        const overrideReason = overrides.length ? clean(booker.kind === 'STAFF' ? booker.overrideReason : null) : null;
        await tx.reservationEvent.create({
          data: {
            reservationId: created.id,
            kind: 'CREATED',
            toStatus: 'CREATED',
            actorKind: booker.kind,
            actorStaffId: staffId,
            overrides: [...overrides],
            overrideReason,
            createdAt: now,
          },
        });
        await audit(tx, {
          action: 'reservation.created',
          actor: { kind: booker.kind, id: staffId ?? org.id },
          subject: { type: 'Reservation', id: created.id },
          ip: meta.ip,
          detail: {
            orderNumber: created.orderNumber,
            type: created.type,
            guests: created.guests,
            arrivalAt: created.arrivalAt.toISOString(),
            ...(staffId ? { organisationId: org.id, overrides: [...overrides], overrideReason } : {}),
          },
        });
        await mailCreated(services, tx, created, org, staff, now, staffId !== null);
        await enqueueWebhooks(tx, { event: 'RESERVATION_CREATED', reservation: created }, now);
        if (claim) await completeKey(tx, claim, created.id);
        return created;
      });
    } catch (error) {
      // Two bookings drew the same order number: the unique index refused the second; draw again.
      if (attempt < ORDER_NUMBER_ATTEMPTS && isOrderNumberCollision(error)) {
        services.log.warn('order number collision, retrying', { attempt });
        continue;
      }
      throw error;
    }
  }
  notify();
  publish(services, 'CREATED', reservation, staffId ? { kind: 'STAFF', staffId } : { kind: 'CLIENT' });
  return reservation;
}

async function mailCreated(
  services: ReservationServices,
  tx: Tx,
  r: Reservation,
  org: Organisation,
  staff: { email: string; language: Language },
  now: Date,
  bookedByStaff: boolean,
) {
  await enqueueMail(
    tx,
    {
      to: org.email,
      language: org.language,
      template: 'reservation.created',
      organisationId: org.id,
      data: {
        ...reservationFacts(r, org),
        seatReservation: r.seatReservation,
        responsiblePerson: responsiblePerson(r),
        message: r.message,
        listUrl: link(services, LIST_PATH),
        bookedByStaff,
        // The cancellation terms it was booked under (the snapshot), stated in the client's language.
        cancellation: parseBookingTerms(r.billingTerms)?.cancellation ?? null,
      },
    },
    { now },
  );
  await enqueueMail(
    tx,
    {
      to: staff.email,
      language: staff.language,
      template: 'reservation.staff_notice',
      data: { orderNumber: r.orderNumber, arrival: r.arrivalAt, type: r.type, guests: r.guests, organisation: org.name, panelUrl: link(services, panelPath(r.orderNumber)) },
    },
    { now },
  );
}

// ————— staff: status changes —————

export interface StaffChangeOptions {
  /** A note for the client (coordination, reason for declining); mailed and kept in the history. */
  note?: string | null;
  /** The version the staff member saw; a different current version means someone else changed it. */
  expectedVersion: number;
  /** For DELETED: who asked for it (the client by phone or mail, or the restaurant); STAFF when omitted. */
  requestedBy?: ClosingParty;
}

export function noteProblem(note: string | null | undefined, language: Language, required = false) {
  const errors: ReservationFieldErrors = required && !note?.trim() ? { note: 'REQUIRED' } : textProblems({ note });
  if (Object.keys(errors).length) throw validationError(language, errors);
}

function statusMail(r: Reservation, org: Organisation, from: ReservationStatus, to: ReservationStatus, note: string | null): MailMessage | null {
  const base = { to: org.email, language: org.language, organisationId: org.id } as const;
  const facts = reservationFacts(r, org);
  switch (to) {
    case 'SCHEDULED':
      return { ...base, template: 'reservation.scheduled', data: { ...facts, note, cancellation: parseBookingTerms(r.billingTerms)?.cancellation ?? null } };
    case 'WAITING':
      return { ...base, template: 'reservation.waiting', data: { ...facts, note } };
    case 'DELETED':
      return { ...base, template: endingOf(from) === 'rejected' ? 'reservation.declined' : 'reservation.cancelled', data: { ...facts, reason: note } };
    default:
      // FINISHED: the group has been and gone; nothing to tell them. CREATED is never entered.
      return null;
  }
}

/**
 * Moves a reservation along the status machine (graph/domain/reservation-status.ts) for staff, with
 * optimistic concurrency on `version`. No capacity check: no transition adds held seats.
 */
export async function changeReservationStatus(
  services: ReservationServices,
  /** null: the system itself (an unpaid deposit sends a reservation back to coordination). */
  staffId: string | null,
  reservationId: string,
  to: ReservationStatus,
  options: StaffChangeOptions,
  meta: RequestMeta,
): Promise<Reservation> {
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', meta.language);
  noteProblem(options.note, meta.language, requiresNote(to));
  const note = clean(options.note);
  const now = services.now();
  const updated = await services.prisma.$transaction(async (tx) => {
    const current = await lockReservation(tx, reservationId);
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, options.expectedVersion, meta.language);
    if (!canTransition(current.status, to)) {
      throw new AppError(isFinal(current.status) ? 'RESERVATION_CLOSED' : 'INVALID_TRANSITION', meta.language, { detail: { from: current.status, to } });
    }
    // "The group arrived" cannot be true before its day.
    if (to === 'FINISHED' && instantToLocal(now).date < dateFromDb(current.arrivalDay)) throw new AppError('NOT_ARRIVED_YET', meta.language);
    const { organisation: org, ...row } = current;
    const outcome = outcomeOf(row.status, to, options.requestedBy);
    const saved = await tx.reservation.update({
      where: { id: row.id },
      data: { status: to, version: { increment: 1 }, ...(note ? { staffNote: note } : {}), ...(outcome ? { outcome, closedAt: now } : {}), updatedAt: now },
    });
    await tx.reservationEvent.create({
      data: { reservationId: row.id, kind: 'STATUS_CHANGED', fromStatus: row.status, toStatus: to, note, outcome, actorKind: staffId ? 'STAFF' : 'SYSTEM', actorStaffId: staffId, createdAt: now },
    });
    await audit(tx, {
      action: 'reservation.status_changed',
      actor: staffId ? { kind: 'STAFF', id: staffId } : { kind: 'SYSTEM' },
      subject: { type: 'Reservation', id: row.id },
      ip: meta.ip,
      detail: { orderNumber: row.orderNumber, from: row.status, to, ...(outcome ? { outcome } : {}), ...(note ? { note } : {}) },
    });
    // Confirming asks the deposit the booking terms ask; an ending cancels a request still open.
    if (to === 'SCHEDULED') await requestDepositOnConfirmation(tx, saved, org, now);
    if (isFinal(to)) await cancelOpenRequests(tx, row.id, now, staffId);
    const mail = statusMail(saved, org, row.status, to, note);
    // The confirmation carries the reservation as a calendar event (the feeds' UID and version).
    const attachments = to === 'SCHEDULED' ? [await confirmationCalendar(services, tx, saved, org)] : undefined;
    if (mail) await enqueueMail(tx, mail, { now, attachments });
    await enqueueWebhooks(tx, { event: 'RESERVATION_STATUS_CHANGED', reservation: saved, previousStatus: row.status }, now);
    return saved;
  }, TRANSACTION_OPTIONS);
  notify();
  publish(services, 'STATUS_CHANGED', updated, staffId ? { kind: 'STAFF', staffId } : undefined);
  return updated;
}

/**
 * Cancels every open reservation of an account that is being deleted, inside the deleting
 * transaction: each becomes DELETED with a note saying why, its seats are free at once, and the
 * history keeps the step. Answers the cancelled rows, for `announceAccountClosed` after the commit.
 */
export async function cancelOpenReservationsOf(tx: Tx, organisationId: string, language: Language, now: Date): Promise<Reservation[]> {
  // Locked, so a staff change under way finishes first and is not overwritten.
  const open = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM reservations WHERE organisation_id = ${organisationId}::uuid AND status IN ('CREATED', 'WAITING', 'SCHEDULED') FOR UPDATE`;
  const note = SYSTEM_NOTES.ACCOUNT_CLOSED[language];
  const cancelled: Reservation[] = [];
  for (const { id } of open) {
    const before = await tx.reservation.findUniqueOrThrow({ where: { id }, select: { status: true } });
    // Deleting the account is the client's own decision: its bookings count as cancelled by it.
    const outcome = outcomeOf(before.status, 'DELETED', 'CLIENT');
    const saved = await tx.reservation.update({ where: { id }, data: { status: 'DELETED', version: { increment: 1 }, staffNote: note, outcome, closedAt: now, updatedAt: now } });
    await tx.reservationEvent.create({
      data: { reservationId: id, kind: 'STATUS_CHANGED', fromStatus: before.status, toStatus: 'DELETED', note, outcome, actorKind: 'CLIENT', createdAt: now },
    });
    await enqueueWebhooks(tx, { event: 'RESERVATION_STATUS_CHANGED', reservation: saved, previousStatus: before.status }, now);
    await cancelOpenRequests(tx, id, now, null);
    cancelled.push(saved);
  }
  return cancelled;
}

/** Tells the staff's live queues that an account's reservations were cancelled with it. */
export function announceAccountClosed(services: Pick<Services, 'pubsub' | 'now'>, cancelled: readonly Reservation[]): void {
  for (const reservation of cancelled) publish(services, 'STATUS_CHANGED', reservation, { kind: 'CLIENT' });
}

// ————— staff: edits —————

export interface ReservationEdit {
  /** Another stop type: the current stay length and price of that type apply. */
  type?: StopType | null;
  guests?: number | null;
  seatReservation?: boolean | null;
  /** Local date 'YYYY-MM-DD'; with arrivalTime, moves the arrival. Either alone keeps the other. */
  arrivalDate?: string | null;
  /** Local time 'HH:MM'. */
  arrivalTime?: string | null;
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
export type ReservationEditor = { kind: 'STAFF'; staffId: string } | { kind: 'CLIENT'; organisationId: string };

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
  };
  const newDate = parseLocalDate(request.arrivalDate);
  const loaded = await loadBookingRules(services.prisma, newDate ? [newDate] : []);
  // The reservation keeps the stay length it was booked with (docs/decisions.md 9); another stop
  // type takes that type's current length.
  const rules: BookingRules = typeChanged ? loaded : { ...loaded, durationMinutes: { ...loaded.durationMinutes, [before.type]: before.durationMinutes } };
  const check = checkBooking(request, rules, now, { leadTime: false });
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
  for (const field of ['responsibleFirstName', 'responsibleLastName', 'wishes'] as const) {
    if (edit[field] === undefined) continue;
    const value = clean(edit[field]);
    if (value !== before[field]) changes[field] = { from: before[field], to: value };
  }
  const note = clean(options.note);
  if (!Object.keys(changes).length && !note) return before;

  const booking: ProposedBooking = { type, guests: request.guests!, seatReservation: request.seatReservation! };
  // Fewer guests or no seats never need a check (and must work even where capacity was lowered later).
  const takesMoreSeats =
    booking.seatReservation &&
    ((changes.guests !== undefined && changes.guests.to > changes.guests.from) ||
      changes.seatReservation !== undefined ||
      changes.arrivalAt !== undefined ||
      (typeChanged && rules.durationMinutes[type] > before.durationMinutes));
  const offer = typeChanged ? await services.prisma.stopOffer.findUnique({ where: { type } }) : null;
  const oldDay = dateFromDb(before.arrivalDay);

  const updated = await withDayLock(services, [oldDay, arrival.date], async (tx) => {
    const current = await lockReservation(tx, reservationId);
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, options.expectedVersion, meta.language);
    assertMealsFitGuests(current, booking.guests, meta.language);
    const { organisation: org, ...locked } = current;
    const extra = (await options.withinTransaction?.(tx, locked)) ?? {};
    if (takesMoreSeats) {
      const holds = await readDayHolds(tx, arrival.date, reservationId);
      const seats = seatCheck(booking, arrival.at, rules, holds);
      if (!seats.fits) {
        throw noLongerAvailable(meta.language, seats.remainingSeats, suggestArrivals(booking, arrival.date, arrival.minute, rules, holds, now, { leadTime: false }));
      }
    }
    const saved = await tx.reservation.update({
      where: { id: reservationId },
      data: {
        ...(typeChanged
          ? { type, durationMinutes: rules.durationMinutes[type], quotedPriceCents: offer?.priceCents ?? null, currency: offer?.currency ?? before.currency }
          : {}),
        guests: booking.guests,
        seatReservation: booking.seatReservation,
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
        createdAt: now,
      },
    });
    await audit(tx, {
      action: 'reservation.updated',
      actor: { kind: by.kind, id: staffId ?? org.id },
      subject: { type: 'Reservation', id: reservationId },
      ip: meta.ip,
      detail: { orderNumber: saved.orderNumber, fields: Object.keys(changes) },
    });
    await enqueueMail(
      tx,
      {
        to: org.email,
        language: org.language,
        template: 'reservation.updated',
        organisationId: org.id,
        data: { ...reservationFacts(saved, org), changes: humaniseChanges(changes, before, saved, org.language), note, ...(by.kind === 'CLIENT' ? { byClient: true } : {}) },
      },
      { now },
    );
    await enqueueWebhooks(tx, { event: 'RESERVATION_UPDATED', reservation: saved }, now);
    return saved;
  });
  notify();
  publish(services, 'EDITED', updated, staffId ? { kind: 'STAFF', staffId } : { kind: 'CLIENT' });
  return updated;
}

// ————— the wizard: what is available —————

export interface AvailabilityQuery {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  /** Local date 'YYYY-MM-DD'. */
  localDate: string;
  /** Local time 'HH:MM'. */
  localTime: string;
}

export interface Availability {
  /** The arrival instant, when the date and time name a real local time. */
  arrivalAt: Date | null;
  /** The latest moment a booking for this arrival can be placed (arrival − lead time). */
  bookableUntil: Date | null;
  /** Seats free during the whole stay; null without a valid arrival. */
  remainingSeats: number | null;
  /** Whether createReservation would accept this now (capacity can still change until it is called). */
  fits: boolean;
  problems: Array<{ field: ReservationField; code: ReservationFieldError | 'FULLY_BOOKED' }>;
  /** Nearby times that would fit, nearest first (when this one does not). */
  suggestions: SuggestionView[];
}

export interface AvailabilityOptions {
  /** Staff checking an edit: no lead time, and the reservation's own seats do not count against it. */
  staffEdit?: { reservationId: string } | null;
  /** Staff booking for a client with these rules set aside (graph/domain/staff-booking.ts). */
  overrides?: readonly BookingOverride[] | null;
}

/** The calendar rules an availability question is asked under. */
function availabilityRules(options: AvailabilityOptions): CheckOptions {
  if (options.staffEdit) return { leadTime: false };
  const overrides = options.overrides ?? [];
  return { leadTime: !overrides.includes('LEAD_TIME'), horizon: !overrides.includes('HORIZON') };
}

/** What the wizard shows for a proposed booking. A read without the lock: the booking re-checks. */
export async function availability(services: Pick<Services, 'prisma' | 'now'>, query: AvailabilityQuery, options: AvailabilityOptions = {}): Promise<Availability> {
  const now = services.now();
  const checkOptions = availabilityRules(options);
  const date = parseLocalDate(query.localDate);
  const rules = await loadBookingRules(services.prisma, date ? [date] : []);
  const request: BookingRequest = { type: query.type, guests: query.guests, seatReservation: query.seatReservation, arrivalDate: query.localDate, arrivalTime: query.localTime };
  const check = checkBooking(request, rules, now, checkOptions);
  const problems: Availability['problems'] = (Object.entries(check.errors) as Array<[ReservationField, ReservationFieldError]>).map(([field, code]) => ({ field, code }));
  const booking: ProposedBooking = { type: query.type, guests: query.guests, seatReservation: query.seatReservation };
  const dayOpen = date !== null && check.errors.arrivalDate === undefined;
  const holds = dayOpen ? await readDayHolds(services.prisma, date, options.staffEdit?.reservationId) : [];
  let remainingSeats: number | null = null;
  if (check.arrival) {
    const seats = seatCheck(booking, check.arrival.at, rules, holds);
    remainingSeats = seats.remainingSeats;
    if (!seats.fits) problems.push({ field: 'arrivalTime', code: 'FULLY_BOOKED' });
  }
  const fits = problems.length === 0;
  // A time that does not exist (02:30 on spring-forward day) still has neighbours to suggest.
  const minute = check.arrival?.minute ?? parseLocalTime(query.localTime);
  const suggestions =
    !fits && dayOpen && minute !== null && check.errors.guests === undefined && check.errors.seatReservation === undefined
      ? suggestArrivals(booking, date, minute, rules, holds, now, checkOptions)
      : [];
  return {
    arrivalAt: check.arrival?.at ?? null,
    bookableUntil: check.arrival ? new Date(check.arrival.at.getTime() - LEAD_TIME_HOURS[query.type] * 3_600_000) : null,
    remainingSeats,
    fits,
    problems,
    suggestions: suggestions.map(suggestionView),
  };
}

/** The longest range the calendar asks about at once (a month view with its neighbours' days). */
export const DAY_OUTLOOK_MAX_DAYS = 62;

/**
 * For the wizard's calendar: each day from `from` to `to` (local, inclusive) as this booking would
 * find it now. One read of the range's seats; a read without the lock (the booking re-checks).
 */
export async function dayAvailability(
  services: Pick<Services, 'prisma' | 'now'>,
  booking: ProposedBooking,
  range: { from: LocalDate; to: LocalDate },
  options: AvailabilityOptions = {},
): Promise<DayOutlook[]> {
  const days: LocalDate[] = [];
  for (let date = range.from; date <= range.to && days.length < DAY_OUTLOOK_MAX_DAYS; date = addDays(date, 1)) days.push(date);
  if (!days.length) return [];
  const [rules, holdsByDay] = await Promise.all([
    loadBookingRules(services.prisma, days),
    readHolds(services.prisma, days[0]!, days.at(-1)!, options.staffEdit?.reservationId),
  ]);
  const now = services.now();
  const checkOptions = availabilityRules(options);
  return days.map((date) => dayOutlook(booking, date, rules, holdsByDay.get(date) ?? [], now, checkOptions));
}

// ————— reads —————

/** An organisation's counts and record (graph/domain/outcomes.ts), derived, never stored. */
export interface ReservationCounts {
  /** Open: CREATED, WAITING or SCHEDULED. */
  active: number;
  finished: number;
  /** Every reservation it has made, whatever became of it. */
  bookings: number;
  arrivals: number;
  noShows: number;
  /** Cancelled at its request less than LATE_CANCELLATION_HOURS before arrival. */
  lateCancellations: number;
  /** Ended in a way that is the client's record: arrived, did not come, or cancelled at its request. */
  closed: number;
}

const NO_COUNTS: ReservationCounts = { active: 0, finished: 0, bookings: 0, arrivals: 0, noShows: 0, lateCancellations: 0, closed: 0 };

/**
 * Counts and records for many clients in one grouped query (a page of client cards asks for all of
 * them at once). The late-cancellation test is isLateCancellation's, in SQL: closed less than the
 * window before arrival.
 */
export async function reservationCounts(db: Db, organisationIds: readonly string[]): Promise<Map<string, ReservationCounts>> {
  const counts = new Map(organisationIds.map((id) => [id, { ...NO_COUNTS }]));
  const ids = [...new Set(organisationIds)].filter(isUuid);
  if (!ids.length) return counts;
  const placeholders = ids.map((_, i) => `$${i + 2}::uuid`).join(', ');
  const rows = await db.$queryRawUnsafe<Array<{ organisation_id: string; active: bigint; finished: bigint; bookings: bigint; arrivals: bigint; no_shows: bigint; late: bigint; closed: bigint }>>(
    `SELECT organisation_id::text,
            count(*) FILTER (WHERE status IN ('CREATED', 'WAITING', 'SCHEDULED')) AS active,
            count(*) FILTER (WHERE status = 'FINISHED') AS finished,
            count(*) AS bookings,
            count(*) FILTER (WHERE outcome = 'ARRIVED') AS arrivals,
            count(*) FILTER (WHERE outcome = 'NO_SHOW') AS no_shows,
            count(*) FILTER (WHERE outcome = 'CANCELLED_BY_CLIENT' AND closed_at > arrival_at - make_interval(hours => $1::int)) AS late,
            count(*) FILTER (WHERE outcome IN ('ARRIVED', 'NO_SHOW', 'CANCELLED_BY_CLIENT')) AS closed
       FROM reservations WHERE organisation_id IN (${placeholders}) GROUP BY organisation_id`,
    LATE_CANCELLATION_HOURS,
    ...ids,
  );
  for (const row of rows) {
    counts.set(row.organisation_id, {
      active: Number(row.active),
      finished: Number(row.finished),
      bookings: Number(row.bookings),
      arrivals: Number(row.arrivals),
      noShows: Number(row.no_shows),
      lateCancellations: Number(row.late),
      closed: Number(row.closed),
    });
  }
  return counts;
}
