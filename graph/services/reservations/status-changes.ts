// Staff move a reservation along the status machine: confirm, ask for coordination, decline, cancel,
// mark it finished. One transaction under the reservation's row lock and version check writes the
// status, its history event, the audit entry, the deposit step and the client's mail; after the
// commit the mail worker is woken and the live event published.
import { driverLinkOf } from '../driver-link/renew.ts';
import type { Client, Reservation, ReservationStatus } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMail, notify, type MailMessage } from '../../mail/outbox.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { dateFromDb, instantToLocal } from '../../domain/local-time.ts';
import { canTransition, endingOf, isFinal, requiresNote } from '../../domain/reservation-status.ts';
import { outcomeOf, type ClosingParty } from '../../domain/outcomes.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { reservationFacts } from '../reservations-mail.ts';
import { recipientsWith, type MailRecipient } from '../reservation-recipients.ts';
import { confirmationCalendar } from '../calendar-feeds.ts';
import { restaurantLocations } from '../calendar-ics.ts';
import { cancelOpenRequests, requestDepositOnConfirmation } from '../deposits/requests.ts';
import { assertVersion, lockReservation, TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { publish, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { clean, noteProblem } from './input-checks.ts';

export interface StaffChangeOptions {
  /** A note for the client (coordination, reason for declining); mailed and kept in the history. */
  note?: string | null;
  /** The version the staff member saw; a different current version means someone else changed it. */
  expectedVersion: number;
  /** For DELETED: who asked for it (the client by phone or mail, or the restaurant); STAFF when omitted. */
  requestedBy?: ClosingParty;
}

function statusMail(r: Reservation, org: Client, recipient: MailRecipient, from: ReservationStatus, to: ReservationStatus, note: string | null, driverUrl: string | null): MailMessage | null {
  const base = { to: recipient.email, language: recipient.language, clientId: org.id } as const;
  const facts = { ...reservationFacts(r, org), name: recipient.name };
  switch (to) {
    case 'SCHEDULED':
      return { ...base, template: 'reservation.scheduled', data: { ...facts, note, cancellation: parseBookingTerms(r.billingTerms)?.cancellation ?? null, driverUrl } };
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
  // The confirmation's calendar file gives the restaurant's address: read before the transaction,
  // which must never wait for another connection of the pool (under load, none may be free).
  const location = to === 'SCHEDULED' ? await restaurantLocations(services) : undefined;
  const { saved: updated, webhooks } = await services.prisma.$transaction(async (tx) => {
    const current = await lockReservation(tx, reservationId, { webhookEvent: 'RESERVATION_STATUS_CHANGED' });
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, options.expectedVersion, meta.language);
    if (!canTransition(current.status, to)) {
      throw new AppError(isFinal(current.status) ? 'RESERVATION_CLOSED' : 'INVALID_TRANSITION', meta.language, { detail: { from: current.status, to } });
    }
    // "The group arrived" cannot be true before its day.
    if (to === 'FINISHED' && instantToLocal(now).date < dateFromDb(current.arrivalDay)) throw new AppError('NOT_ARRIVED_YET', meta.language);
    const { client: org, ...row } = current;
    const outcome = outcomeOf(row.status, to, options.requestedBy);
    const saved = await tx.reservation.update({
      where: { id: row.id },
      data: { status: to, version: { increment: 1 }, ...(note ? { staffNote: note } : {}), ...(outcome ? { outcome, closedAt: now } : {}), updatedAt: now },
    });
    await tx.reservationEvent.create({
      data: { reservationId: row.id, kind: 'STATUS_CHANGED', fromStatus: row.status, toStatus: to, note, outcome, actorKind: staffId ? 'STAFF' : 'SYSTEM', actorStaffId: staffId, createdAt: now },
      select: { id: true },
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
    // The organisation's address and the member who booked it, each in their own language.
    const driverUrl = to === 'SCHEDULED' ? driverLinkOf(services, saved) : null;
    for (const recipient of recipientsWith(org, current.booker)) {
      const mail = statusMail(saved, org, recipient, row.status, to, note, driverUrl);
      if (!mail) continue;
      // The confirmation carries the reservation as a calendar event (the feeds' UID and version).
      const attachments = location ? [confirmationCalendar(services, saved, { name: org.name, language: recipient.language }, { location, driverUrl })] : undefined;
      await enqueueMail(tx, mail, { now, attachments });
    }
    const webhooks = await enqueueWebhooks(tx, { event: 'RESERVATION_STATUS_CHANGED', reservation: saved, previousStatus: row.status }, now, current.endpoints);
    return { saved, webhooks };
  }, TRANSACTION_OPTIONS);
  notify(webhooks ? ['mail', 'webhooks'] : ['mail']);
  publish(services, 'STATUS_CHANGED', updated, staffId ? { kind: 'STAFF', staffId } : undefined);
  return updated;
}
