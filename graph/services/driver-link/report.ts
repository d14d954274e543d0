// The driver's report (on time, delayed by N minutes, a new ETA, arrived): one transaction writes
// the reservation's driver state, a DRIVER_REPORT history step with its changes and an audit entry;
// after the commit the live event tells staff queues and the client's list.
//
// The actor is ANONYMOUS: a driver has no account, the link is the credential, and the history and
// audit log say "via the driver's link" in their detail; a kind of actor of its own would add a
// migration and a filter for what the detail already says.
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { publish } from '../reservation-notices.ts';
import { applyDriverReport, impliedDelayMinutes, type DriverReport } from '../../domain/driver-link/rules.ts';
import { DRIVER_RESERVATION, driverLinkError, driverStopOf, limitAddress, openDriverLink, restaurantContact, type DriverMeta, type DriverServices, type DriverStop } from './stop.ts';
import { readDriverToken, driverLinkProblem } from './token.ts';
import type { Language } from '../../i18n/messages.ts';

export async function reportDriverStatus(services: DriverServices, token: string, report: DriverReport, meta: DriverMeta, pageLanguage: string = meta.language): Promise<DriverStop> {
  const opened = await openDriverLink(services, token, meta);
  const now = services.now();
  const checked = applyDriverReport(report, opened.arrivalAt, now);
  if (!checked.ok) throw new AppError('DRIVER_REPORT_INVALID', meta.language, { detail: { problem: checked.problem } });
  const saved = await services.prisma.$transaction(async (tx) => {
    // The reservation first, as every edit locks it; then the link is checked again on the row as it
    // is now (staff may have renewed the link or cancelled in between).
    await tx.$queryRaw`SELECT id FROM reservations WHERE id = ${opened.id}::uuid FOR UPDATE`;
    const before = await tx.reservation.findUniqueOrThrow({ where: { id: opened.id }, select: DRIVER_RESERVATION });
    const read = readDriverToken(services.config.jwtSecret, token, now);
    const problem = read.ok ? driverLinkProblem(before, read.claims, now) : read.problem;
    if (problem) throw driverLinkError(problem, meta.language);
    // The arrival may have moved since the link was opened: the report is judged against it.
    const again = applyDriverReport(report, before.arrivalAt, now);
    if (!again.ok) throw new AppError('DRIVER_REPORT_INVALID', meta.language, { detail: { problem: again.problem } });
    const { state, etaAt } = again.outcome;
    const updated = await tx.reservation.update({
      where: { id: before.id },
      data: { driverState: state, etaAt, driverReportedAt: now, version: { increment: 1 }, updatedAt: now },
      select: { ...DRIVER_RESERVATION, version: true },
    });
    const changes: Record<string, { from: string | number | null; to: string | number | null }> = {
      driverState: { from: before.driverState, to: state },
      etaAt: { from: before.etaAt?.toISOString() ?? null, to: etaAt?.toISOString() ?? null },
    };
    await tx.reservationEvent.create({ data: { reservationId: before.id, kind: 'DRIVER_REPORT', changes, actorKind: 'ANONYMOUS', createdAt: now } });
    await audit(tx, {
      action: 'reservation.driver_reported',
      actor: { kind: 'ANONYMOUS' },
      subject: { type: 'Reservation', id: before.id },
      ip: meta.ip,
      detail: { orderNumber: before.orderNumber, state, delayMinutes: impliedDelayMinutes(before.arrivalAt, etaAt), via: 'driver_link' },
    });
    return updated;
  });
  const full = await services.prisma.reservation.findUniqueOrThrow({ where: { id: saved.id } });
  publish(services, 'DRIVER_REPORT', full, { kind: 'ANONYMOUS' });
  const language: Language = pageLanguage === 'sl' ? 'sl' : 'en';
  return driverStopOf(saved, await restaurantContact(services.prisma, language), language);
}

export { limitAddress };
