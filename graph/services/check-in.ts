// Staff at the door: a group arrived (with the headcount they counted) or did not. The rules are
// graph/domain/outcomes.ts; this is the transaction around them, shaped like a status change
// (reservations/status-changes.ts): the reservation's row lock, the expected version, one history
// event, the audit entry, the client's mail (a no-show only) and the webhook in one transaction,
// then the live event.
import type { Reservation } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { enqueueWebhooks } from '../webhooks/outbox.ts';
import { dateFromDb } from '../domain/local-time.ts';
import { actualGuestsProblem, checkInProblem, type CheckInKind, type CheckInProblem } from '../domain/outcomes.ts';
import { isUuid } from '../domain/text-rules.ts';
import { reservationFacts } from './reservations-mail.ts';
import { noteProblem } from './reservations/input-checks.ts';
import { assertVersion, lockReservation, TRANSACTION_OPTIONS } from './reservation-locks.ts';
import { publish, type RequestMeta, type ReservationServices } from './reservation-notices.ts';
import { recipientsWith } from './reservation-recipients.ts';
import { message } from '../i18n/messages.ts';
import { cancelOpenRequests } from './deposits/requests.ts';

export interface CheckInInput {
  reservationId: string;
  expectedVersion: number;
  /** ARRIVED: how many guests came (1 … MAX_ACTUAL_GUESTS). Ignored for NO_SHOW. */
  actualGuests?: number | null;
  /** NO_SHOW: an optional note for the client, mailed and kept in the history. */
  note?: string | null;
}

function problemError(problem: CheckInProblem, from: Reservation['status'], to: Reservation['status'], language: RequestMeta['language']): AppError {
  switch (problem) {
    case 'CLOSED':
      return new AppError('RESERVATION_CLOSED', language);
    case 'NOT_CONFIRMED':
      return new AppError('INVALID_TRANSITION', language, { detail: { from, to } });
    case 'NOT_CHECK_IN_DAY':
      return new AppError('CHECK_IN_NOT_TODAY', language);
    case 'NOT_ARRIVED_YET':
      return new AppError('NO_SHOW_TOO_EARLY', language);
  }
}

/**
 * Records the door's answer: ARRIVED → FINISHED with the headcount; NO_SHOW → DELETED. Refused
 * (nothing changes) on a stale version, a closed or unconfirmed reservation, the wrong day, or a
 * no-show before the arrival time.
 */
export async function recordCheckIn(services: ReservationServices, staffId: string, kind: CheckInKind, input: CheckInInput, meta: RequestMeta): Promise<Reservation> {
  if (!isUuid(input.reservationId)) throw new AppError('NOT_FOUND', meta.language);
  const actualGuests = kind === 'ARRIVED' ? (input.actualGuests ?? NaN) : null;
  if (actualGuests !== null && actualGuestsProblem(actualGuests)) {
    const error = new AppError('VALIDATION', meta.language, {
      detail: { fields: { actualGuests: 'OUT_OF_RANGE' }, messages: { actualGuests: message('ACTUAL_GUESTS_OUT_OF_RANGE', meta.language) } },
    });
    error.message = message('ACTUAL_GUESTS_OUT_OF_RANGE', meta.language);
    throw error;
  }
  const note = kind === 'NO_SHOW' ? input.note?.trim() || null : null;
  if (note) noteProblem(note, meta.language);
  const to = kind === 'ARRIVED' ? 'FINISHED' : 'DELETED';
  const now = services.now();
  const updated = await services.prisma.$transaction(async (tx) => {
    const current = await lockReservation(tx, input.reservationId, { webhookEvent: 'RESERVATION_STATUS_CHANGED' });
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, input.expectedVersion, meta.language);
    const problem = checkInProblem(kind, { status: current.status, arrivalDay: dateFromDb(current.arrivalDay), arrivalAt: current.arrivalAt }, now);
    if (problem) throw problemError(problem, current.status, to, meta.language);
    const { client: org, ...row } = current;
    const saved = await tx.reservation.update({
      where: { id: row.id },
      data: {
        status: to,
        outcome: kind,
        closedAt: now,
        actualGuests,
        checkedInAt: now,
        checkedInByStaffId: staffId,
        version: { increment: 1 },
        ...(note ? { staffNote: note } : {}),
        updatedAt: now,
      },
    });
    await tx.reservationEvent.create({
      data: { reservationId: row.id, kind: 'STATUS_CHANGED', fromStatus: row.status, toStatus: to, outcome: kind, actualGuests, note, actorKind: 'STAFF', actorStaffId: staffId, createdAt: now },
    });
    await audit(tx, {
      action: 'reservation.status_changed',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Reservation', id: row.id },
      ip: meta.ip,
      detail: { orderNumber: row.orderNumber, from: row.status, to, outcome: kind, ...(actualGuests !== null ? { actualGuests } : {}), ...(note ? { note } : {}) },
    });
    // An arrival needs no mail (the group is here); a no-show is told, in its language, that the booking is closed.
    if (kind === 'NO_SHOW') {
      for (const recipient of recipientsWith(org, current.booker)) {
        await enqueueMail(tx, { to: recipient.email, language: recipient.language, clientId: org.id, template: 'reservation.no_show', data: { ...reservationFacts(saved, org), name: recipient.name, note } }, { now });
      }
    }
    await enqueueWebhooks(tx, { event: 'RESERVATION_STATUS_CHANGED', reservation: saved, previousStatus: row.status }, now, current.endpoints);
    // The stop has ended: a deposit still asked is not asked any more (the invoice bills what is owed).
    await cancelOpenRequests(tx, row.id, now, staffId);
    return saved;
  }, TRANSACTION_OPTIONS);
  notify();
  publish(services, 'STATUS_CHANGED', updated, { kind: 'STAFF', staffId });
  return updated;
}

/** What the door can do with a reservation now (the order panel's and day sheet's buttons). */
export function checkInOptions(r: Pick<Reservation, 'status' | 'arrivalDay' | 'arrivalAt'>, now: Date): { canArrive: boolean; canMarkNoShow: boolean } {
  const view = { status: r.status, arrivalDay: dateFromDb(r.arrivalDay), arrivalAt: r.arrivalAt };
  return { canArrive: checkInProblem('ARRIVED', view, now) === null, canMarkNoShow: checkInProblem('NO_SHOW', view, now) === null };
}
