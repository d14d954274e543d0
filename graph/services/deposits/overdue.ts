// Deposits unpaid at their due date: each OPEN request of a reservation still open whose due date
// has passed is claimed once (overdue_notified_at, set by a conditional update, so concurrent app
// instances never tell twice), and staff (the team inbox) and the client are told. With the
// manager's NEEDS_COORDINATION the confirmed reservation goes back to WAITING through the ordinary
// status change (history, mail with a note, live events) — the reservation is never cancelled.
import { SYSTEM_NOTES } from '../../i18n/messages.ts';
import { instantToLocal, dateToDb, dateFromDb } from '../../domain/local-time.ts';
import { enqueueMail, notify } from '../../mail/outbox.ts';
import { panelPath, staffNoticeRecipient, type ReservationServices } from '../reservation-notices.ts';
import { changeReservationStatus } from '../reservations/status-changes.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { readDepositSettings } from './settings.ts';
import { requestReference } from './requests.ts';

export type OverdueServices = ReservationServices;

/** Requests looked at per round; a full batch means more may be due. */
export const OVERDUE_BATCH = 50;

/** Tells staff and clients of the deposits past their due date; answers how many it told of. */
export async function notifyOverdueDeposits(services: OverdueServices, batch = OVERDUE_BATCH): Promise<number> {
  const now = services.now();
  const today = instantToLocal(now).date;
  const due = await services.prisma.paymentRequest.findMany({
    where: { status: 'OPEN', overdueNotifiedAt: null, dueDate: { lt: dateToDb(today) }, reservation: { status: { in: ['CREATED', 'WAITING', 'SCHEDULED'] } } },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take: batch,
    select: { id: true },
  });
  if (!due.length) return 0;
  const [settings, staff] = await Promise.all([readDepositSettings(services.prisma), staffNoticeRecipient(services)]);
  let told = 0;
  for (const { id } of due) {
    const claimed = await services.prisma.$transaction(async (tx) => {
      // The claim: only one instance's update finds it unclaimed.
      const { count } = await tx.paymentRequest.updateMany({ where: { id, status: 'OPEN', overdueNotifiedAt: null }, data: { overdueNotifiedAt: now } });
      if (!count) return null;
      const request = await tx.paymentRequest.findUniqueOrThrow({ where: { id }, include: { reservation: true, client: { select: { name: true, email: true, billingDetails: { select: { billingEmail: true, legalName: true } } } } } });
      const reservation = request.reservation!;
      const coordinate = settings.overdueAction === 'NEEDS_COORDINATION' && reservation.status === 'SCHEDULED';
      const facts = {
        name: request.client?.billingDetails?.legalName ?? request.client?.name ?? '',
        number: request.number,
        orderNumber: reservation.orderNumber,
        arrival: reservation.arrivalAt,
        amountCents: request.amountCents,
        currency: request.currency,
        dueDate: dateFromDb(request.dueDate),
      };
      const to = request.client?.billingDetails?.billingEmail ?? request.client?.email;
      if (to) {
        await enqueueMail(
          tx,
          { to, language: request.language, clientId: request.clientId, template: 'deposit.overdue', data: { ...facts, reference: requestReference(request), needsCoordination: coordinate } },
          { now },
        );
      }
      await enqueueMail(
        tx,
        {
          to: staff.email,
          language: staff.language,
          template: 'deposit.overdue_staff',
          data: { ...facts, client: request.client?.name ?? '', needsCoordination: coordinate, panelUrl: `${services.config.publicUrl}${panelPath(reservation.orderNumber)}` },
        },
        { now },
      );
      return { reservation, coordinate, language: request.language };
    }, TRANSACTION_OPTIONS);
    if (!claimed) continue;
    told += 1;
    if (claimed.coordinate) {
      try {
        await changeReservationStatus(
          services,
          null,
          claimed.reservation.id,
          'WAITING',
          { expectedVersion: claimed.reservation.version, note: SYSTEM_NOTES.DEPOSIT_OVERDUE[claimed.language] },
          { ip: null, language: claimed.language },
        );
      } catch (error) {
        // Staff changed it in the meantime: their change stands; they were told of the deposit.
        services.log.warn('unpaid deposit: reservation not moved to coordination', { reservationId: claimed.reservation.id, error });
      }
    }
  }
  notify();
  return told;
}

