// How a reservation change makes itself known: the services and request it runs with, the live
// event staff queues and the client's list hear after the commit, the links its mails carry, and
// the inbox where staff hear of it.
import type { Services } from '../context.ts';
import type { Reservation } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import type { ReservationChangedEvent, ReservationChangeKind } from '../pubsub.ts';

export interface RequestMeta {
  ip: string | null;
  language: Language;
}

export type ReservationServices = Pick<Services, 'prisma' | 'config' | 'pubsub' | 'log' | 'now'>;

export function publish(services: Pick<Services, 'pubsub' | 'now'>, kind: ReservationChangeKind, r: Reservation, actor: ReservationChangedEvent['actor']) {
  services.pubsub.publish('reservation', {
    kind,
    reservationId: r.id,
    clientId: r.clientId,
    status: r.status,
    version: r.version,
    at: services.now().toISOString(),
    actor,
  });
}

export const link = (services: ReservationServices, path: string) => `${services.config.publicUrl}${path}`;
export const LIST_PATH = '/user/orders/current';
/** A reservation's panel in the staff area (the list opens it by order number, wherever it is). */
export const panelPath = (orderNumber: string) => `/adminis/orders/pending?open=${encodeURIComponent(orderNumber)}`;

/**
 * Where staff hear of a new reservation: the restaurant's shared reservations inbox
 * (STAFF_NOTICE_EMAIL, else the contact e-mail on the site), in the manager's language. Staff see new
 * bookings live in their queues; one mail to the team inbox keeps a record without flooding everyone.
 */
export async function staffNoticeRecipient(services: Pick<ReservationServices, 'prisma' | 'config'>): Promise<{ email: string; language: Language }> {
  const [manager, contact] = await Promise.all([
    services.prisma.staff.findFirst({ where: { isManager: true }, select: { email: true, language: true } }),
    services.prisma.siteText.findFirst({ where: { key: 'contact.email' }, orderBy: { language: 'asc' }, select: { value: true } }),
  ]);
  const language = manager?.language ?? 'sl';
  const email = services.config.staffNoticeEmail ?? contact?.value.trim() ?? manager?.email;
  return { email: email ?? 'manager@stopover.localhost', language };
}
