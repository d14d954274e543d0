// A client books, or a member of staff books for it (../staff-bookings.ts). One transaction writes
// the reservation, its history event, the audit entry and the e-mails together; after the commit the
// mail worker is woken and the live event published. The rules come from graph/domain; this module
// is the I/O around them.
//
// Capacity is guarded by a per-day lock: every booking takes pg_advisory_xact_lock(day) of its local
// arrival day first, then re-reads that day's held seats, checks, and writes. So two bookings for the
// same day never both see the last seats free (READ COMMITTED is enough: each statement after the
// lock sees everything committed before it was granted). Stays never cross local midnight (they must
// fit the day's opening hours), so a day's lock covers every seat its bookings can touch.
import type { Agreement, Client, Prisma, Reservation } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMails, notify, type MailMessage } from '../../mail/outbox.ts';
import { endpointsBeside, endpointsColumn, enqueueWebhooks, subscribedEndpoints } from '../../webhooks/outbox.ts';
import { mayReserve } from '../../domain/account-lifecycle.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { generateOrderNumber } from '../../domain/order-number.ts';
import { checkBooking, seatCheck, suggestArrivals, textProblems, type BookingRequest, type ProposedBooking } from '../../domain/reservation-rules.ts';
import { checkStaffBooking, type BookingOverride } from '../../domain/staff-booking.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { reservationFacts, responsiblePerson } from '../reservations-mail.ts';
import { MEMBER_CONTACT, recipientsWith, type MailRecipient, type MemberContact } from '../reservation-recipients.ts';
import { claimKey, completeKey, idempotencyClaim, idempotently, type IdempotencyClaim } from '../idempotency.ts';
import { termsOnDay } from '../billing/terms.ts';
import { bookingConfiguration, staffInboxOf } from '../booking-configuration.ts';
import { withDayLock } from '../reservation-locks.ts';
import { findFirstInOneStatement } from '../../one-statement-reads/read.ts';
import { actingMember, link, LIST_PATH, panelPath, publish, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { countsBeside, countsColumn, reservationCounts, type ReservationCounts } from './counts.ts';
import { clean, noLongerAvailable, validationError } from './input-checks.ts';
import { dayCapacity } from '../../domain/arrival-capacity/placement.ts';
import { readDayBookings } from './rules-and-holds.ts';

type Tx = Prisma.TransactionClient;

const ORDER_NUMBER_ATTEMPTS = 5;

function isOrderNumberCollision(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown; message?: string };
  return e.code === 'P2002' && /order_?number/i.test(`${JSON.stringify(e.meta ?? {})} ${e.message ?? ''}`);
}

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

interface BookingParty {
  org: Client;
  /** Every period: termsOnDay picks the one in force. */
  agreements: Agreement[];
  /** Its record, for the deposit rule. */
  counts: ReservationCounts;
  /** How to reach the member booking, if they belong to it. */
  member: MemberContact | null;
  /** The webhook endpoints to tell of the booking (read here, not in the transaction: one registered meanwhile is as if registered a moment later). */
  endpoints: Array<{ id: string }>;
}

/** The organisation a booking is for, with what the booking needs to know of it: one statement. */
async function readBookingParty(services: ReservationServices, clientId: string, memberId: string | null): Promise<BookingParty | null> {
  const row = (await findFirstInOneStatement(services, 'client', {
    where: { id: clientId },
    include: { agreements: true, ...(memberId ? { memberships: { where: { memberId }, select: { member: { select: MEMBER_CONTACT } } } } : {}) },
    computed: { Client: { ...countsColumn, ...endpointsColumn('RESERVATION_CREATED', (id) => id) } },
  })) as (Client & { agreements: Agreement[]; memberships?: Array<{ member: MemberContact }> }) | null;
  if (!row) return null;
  const { agreements, memberships, ...org } = row;
  // Read through Prisma (a kind of read the one-statement reader cannot take), the computed values are absent.
  const [counts, endpoints] = await Promise.all([
    countsBeside(row) ?? reservationCounts(services.prisma, [clientId]).then((all) => all.get(clientId)!),
    endpointsBeside(row) ?? subscribedEndpoints(services.prisma, 'RESERVATION_CREATED', clientId),
  ]);
  return { org, agreements, counts, member: memberships?.[0]?.member ?? null, endpoints };
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
  const cannotBook = () => new AppError(booker.kind === 'STAFF' ? 'CLIENT_CANNOT_BOOK' : 'RESERVATION_NOT_ALLOWED', meta.language);
  if (!isUuid(clientId)) throw cannotBook();
  // Everything that does not depend on the arrival is read at once, in two statements: each round
  // trip a booking waits for is a turn of a busy server's queue.
  // The member who booked (a client's own booking in a member's session); staff and API tokens: none.
  const memberId = booker.kind === 'CLIENT' ? actingMember(meta, clientId) : null;
  const [party, configuration] = await Promise.all([readBookingParty(services, clientId, memberId), bookingConfiguration(services)]);
  const { rules, arrival: config } = configuration;
  const staff = staffInboxOf(configuration, services.config.staffNoticeEmail);
  // The viewer scope said so when the request began; the account may have changed since.
  if (!party || !mayReserve({ status: party.org.status, emailVerified: party.org.emailVerifiedAt !== null })) throw cannotBook();
  const { org, agreements, counts, member, endpoints } = party;
  const now = services.now();
  const check =
    booker.kind === 'STAFF'
      ? checkStaffBooking({ ...input, overrides: booker.overrides, overrideReason: booker.overrideReason }, rules, now)
      : { ...checkBooking(input, rules, now, { leadTime: true }), applied: [] as BookingOverride[] };
  const errors = { ...check.errors, ...textProblems(input) };
  if (Object.keys(errors).length || !check.arrival) throw validationError(meta.language, errors);
  const arrival = check.arrival;
  const overrides = [...check.applied];
  const staffId = booker.kind === 'STAFF' ? booker.staffId : null;
  const booking: ProposedBooking = { type: input.type!, guests: input.guests!, seatReservation: input.seatReservation!, coaches: input.coaches ?? 1 };
  // Staff may set the pacing aside (with the reason the other overrides need); it applies only when
  // the pacing is all that stands in the way.
  const pacingChosen = booker.kind === 'STAFF' && (booker.overrides ?? []).includes('PACING');

  // The terms it is booked under, fixed now: the agreement in force on the arrival day over the
  // restaurant's prices, VAT and cancellation terms (graph/domain/billing-terms.ts).
  // The deposit rule judges the record the client card shows.
  const terms = termsOnDay(configuration.restaurantTerms, agreements, arrival.date, counts);
  const nextOrderNumber = options.orderNumber ?? (() => generateOrderNumber());

  let reservation: Reservation | undefined;
  for (let attempt = 1; !reservation; attempt++) {
    try {
      reservation = await withDayLock(services, [arrival.date], async (tx) => {
        // Before the seats are judged: a duplicate waits here for the first request and then
        // answers with its reservation, instead of finding the seats that one just took.
        if (claim) await claimKey(tx, claim, now, meta.language);
        const bookings = (await readDayBookings(tx, arrival.date, arrival.date)).get(arrival.date) ?? [];
        const paced = dayCapacity(arrival.date, bookings, config, rules.seatCapacity);
        let capacity = paced;
        let answer = seatCheck(booking, arrival.at, rules, paced);
        if (!answer.fits && pacingChosen && answer.reasons.every((reason) => reason === 'PACING')) {
          capacity = dayCapacity(arrival.date, bookings, config, rules.seatCapacity, { pacing: false });
          answer = seatCheck(booking, arrival.at, rules, capacity);
          if (answer.fits) {
            if (!clean(booker.kind === 'STAFF' ? booker.overrideReason : null)) throw validationError(meta.language, { overrideReason: 'REQUIRED' });
            overrides.push('PACING');
          }
        }
        if (!answer.fits) {
          const leadTime = !overrides.includes('LEAD_TIME');
          throw noLongerAvailable(meta.language, answer.remainingSeats, suggestArrivals(booking, arrival.date, arrival.minute, rules, capacity, now, { leadTime }), answer.reasons);
        }
        const created = await tx.reservation.create({
          data: {
            orderNumber: nextOrderNumber(),
            clientId: org.id,
            type: booking.type,
            guests: booking.guests,
            seatReservation: booking.seatReservation,
            coaches: booking.coaches,
            bays: answer.bays,
            rooms: answer.rooms.length ? { createMany: { data: answer.rooms } } : undefined,
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
            bookedByMemberId: memberId,
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
            actorMemberId: memberId,
            overrides: [...overrides],
            overrideReason,
            createdAt: now,
          },
          select: { id: true },
        });
        await audit(tx, {
          action: 'reservation.created',
          actor: { kind: booker.kind, id: staffId ?? org.id, memberId },
          subject: { type: 'Reservation', id: created.id },
          ip: meta.ip,
          detail: {
            orderNumber: created.orderNumber,
            type: created.type,
            guests: created.guests,
            arrivalAt: created.arrivalAt.toISOString(),
            // The audit log's details keep the key entries have always had (`organisationId`).
            ...(staffId ? { organisationId: org.id, overrides: [...overrides], overrideReason } : {}),
          },
        });
        await mailCreated(services, tx, created, recipientsWith(org, member), org, staff, now, staffId !== null);
        await enqueueWebhooks(tx, { event: 'RESERVATION_CREATED', reservation: created }, now, endpoints);
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
  notify(endpoints.length ? ['mail', 'webhooks'] : ['mail']);
  publish(services, 'CREATED', reservation, staffId ? { kind: 'STAFF', staffId } : { kind: 'CLIENT' });
  return reservation;
}

async function mailCreated(
  services: ReservationServices,
  tx: Tx,
  r: Reservation,
  recipients: readonly MailRecipient[],
  org: Client,
  staff: { email: string; language: Language },
  now: Date,
  bookedByStaff: boolean,
) {
  const mails: MailMessage[] = recipients.map((recipient) => ({
    to: recipient.email,
    language: recipient.language,
    template: 'reservation.created',
    clientId: org.id,
    data: {
      ...reservationFacts(r, org),
      name: recipient.name,
      seatReservation: r.seatReservation,
      responsiblePerson: responsiblePerson(r),
      message: r.message,
      listUrl: link(services, LIST_PATH),
      bookedByStaff,
      // The cancellation terms it was booked under (the snapshot), stated in the recipient's language.
      cancellation: parseBookingTerms(r.billingTerms)?.cancellation ?? null,
    },
  }));
  mails.push({
    to: staff.email,
    language: staff.language,
    template: 'reservation.staff_notice',
    data: { orderNumber: r.orderNumber, arrival: r.arrivalAt, type: r.type, guests: r.guests, client: org.name, panelUrl: link(services, panelPath(r.orderNumber)) },
  });
  await enqueueMails(tx, mails, { now });
}
