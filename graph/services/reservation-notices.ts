// How a reservation change makes itself known: the services and request it runs with, the live
// event staff queues and the client's list hear after the commit, the links its mails carry, and
// the inbox where staff hear of it.
import type { Services } from '../context.ts';
import type { Reservation } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { bookingConfiguration, staffInboxOf, type ConfigurationServices } from './booking-configuration.ts';
import type { ReservationChangedEvent, ReservationChangeKind } from '../pubsub.ts';

export interface RequestMeta {
  ip: string | null;
  language: Language;
  /**
   * The organisation's member who acts, when a client acts in a member's session (null or absent for
   * staff, API tokens and jobs): recorded on what the client does (bookedByMemberId, actorMemberId,
   * authorMemberId, the audit log) and mailed beside the organisation's address. Read it through
   * actingMember, which names the member only for the organisation the session acts for.
   */
  member?: ActingMember | null;
}

/** A member's session: the person and the organisation they act for. */
export interface ActingMember {
  id: string;
  organisationId: string;
}

/**
 * The member who acts for this organisation, or null: staff, API tokens, jobs, visitors with a
 * mailed link, and a member signed in for another organisation (who opened, say, a waiting-list offer
 * link of this one) act for it as nobody in particular.
 */
export function actingMember(meta: { member?: ActingMember | null }, organisationId: string): string | null {
  return meta.member && meta.member.organisationId === organisationId ? meta.member.id : null;
}

/** The member a request acts as (graph/auth/viewer.ts: client viewers in a member's session). */
export function actingMemberOf(viewer: { kind: string; id?: string; memberId?: string | null }): ActingMember | null {
  return viewer.kind === 'client' && viewer.memberId && viewer.id ? { id: viewer.memberId, organisationId: viewer.id } : null;
}

export type ReservationServices = Pick<Services, 'prisma' | 'db' | 'publicContent' | 'config' | 'pubsub' | 'log' | 'now'>;

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
export async function staffNoticeRecipient(services: Pick<Services, 'config'> & ConfigurationServices): Promise<{ email: string; language: Language }> {
  return staffInboxOf(await bookingConfiguration(services), services.config.staffNoticeEmail);
}
