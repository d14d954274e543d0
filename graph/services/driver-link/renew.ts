// The link staff and the owning client hand out, and renewing it: bumping the version revokes every
// link given out before (a driver who left the company, a link posted where it should not be).
import type { Services } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import type { Language } from '../../i18n/messages.ts';
import { driverLinkExpired } from '../../domain/driver-link/rules.ts';
import { driverLinkUrl, signDriverToken } from './token.ts';
import { actingMember, type ActingMember } from '../reservation-notices.ts';

export type DriverLinkOwner = { kind: 'client'; clientId: string } | { kind: 'staff'; staffId: string };

/** The link for a reservation as it is now; null when it has none (not confirmed, or past its validity). */
export function driverLinkOf(services: Pick<Services, 'config' | 'now'>, r: { id: string; status: string; driverLinkVersion: number; arrivalAt: Date }): string | null {
  const now = services.now();
  if (r.status !== 'SCHEDULED' || driverLinkExpired(r.arrivalAt, now)) return null;
  return driverLinkUrl(services.config.publicUrl, signDriverToken(services.config.jwtSecret, r, now));
}

/**
 * Revokes every link of the reservation and gives the new one (null if it has none now). Staff, or
 * the organisation that owns it; to anyone else another's reservation is NOT_FOUND, as if it did
 * not exist, so ids cannot be probed.
 */
export async function renewDriverLink(
  services: Pick<Services, 'prisma' | 'config' | 'now'>,
  reservationId: string,
  by: DriverLinkOwner,
  meta: { ip: string | null; language: Language; member?: ActingMember | null },
): Promise<{ reservationId: string; url: string | null }> {
  const now = services.now();
  const saved = await services.prisma.$transaction(async (tx) => {
    const current = await tx.reservation.findUnique({ where: { id: reservationId }, select: { clientId: true, orderNumber: true } });
    if (!current || (by.kind === 'client' && current.clientId !== by.clientId)) throw new AppError('NOT_FOUND', meta.language);
    const updated = await tx.reservation.update({
      where: { id: reservationId },
      data: { driverLinkVersion: { increment: 1 }, updatedAt: now },
      select: { id: true, status: true, driverLinkVersion: true, arrivalAt: true },
    });
    await audit(tx, {
      action: 'reservation.driver_link_renewed',
      actor: by.kind === 'client' ? { kind: 'CLIENT', id: by.clientId, memberId: actingMember(meta, by.clientId) } : { kind: 'STAFF', id: by.staffId },
      subject: { type: 'Reservation', id: reservationId },
      ip: meta.ip,
      detail: { orderNumber: current.orderNumber },
    });
    return updated;
  });
  return { reservationId: saved.id, url: driverLinkOf(services, saved) };
}
