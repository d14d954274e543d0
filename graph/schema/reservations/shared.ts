// What the reservation schema modules share: the request's audit details, the viewer checks and the
// wording of local dates and times.
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { RESTAURANT_TIME_ZONE } from '../../domain/local-time.ts';
import { actingMemberOf, type RequestMeta } from '../../services/reservation-notices.ts';
import { mayForOrganisation } from '../../auth/member-abilities.ts';
import { findFirstInOneStatement } from '../../one-statement-reads/read.ts';
import type { PayloadFields } from '../mutations.ts';
import type { Reservation } from '../../generated/prisma/client.ts';
import { unreadAlongside } from '../unread-alongside.ts';

export function meta(ctx: Context): RequestMeta {
  return { ip: ctx.ip, language: ctx.language, member: actingMemberOf(ctx.viewer) };
}

export function viewerId(ctx: Context, kind: 'client' | 'staff'): string {
  if (ctx.viewer.kind !== kind) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}

/** Staff see every reservation; a client only its own organisation's. */
export function ownerOrStaff(ctx: Context, clientId: string): boolean {
  return ctx.viewer.kind === 'staff' || (ctx.viewer.kind === 'client' && ctx.viewer.id === clientId);
}

/** Money (invoices, deposit requests, payments, balance, billing details): staff, and of the
 * organisation its owners and accountants (graph/domain/organisation-members/roles.ts). */
export function moneyOwnerOrStaff(ctx: Context, clientId: string): boolean {
  return mayForOrganisation(ctx.viewer, clientId, 'money');
}

export const LOCAL_DATE = `A calendar day in the restaurant’s time zone (${RESTAURANT_TIME_ZONE}), YYYY-MM-DD.`;
export const LOCAL_TIME = `A wall-clock time in the restaurant’s time zone (${RESTAURANT_TIME_ZONE}), HH:MM.`;

/** The field codes a booking or an edit can be refused with (the list is closed by each mutation's own codes). */
export const RESERVATION_FIELD_ERRORS =
  'extensions.fields maps each refused field to its code (REQUIRED, TOO_LONG, GUESTS_OUT_OF_RANGE, SEATS_REQUIRED_FOR_LONG_STOP, INVALID_DATE, INVALID_TIME, ' +
  'NONEXISTENT_TIME, CLOSED_DAY, OUTSIDE_OPENING_HOURS, NOT_ON_SLOT, COACHES_INVALID, TOO_MANY_COACHES';

/**
 * A mutation's `reservation`, as it is now: read again in one statement with everything the answer
 * selects (one-statement-reads), not one statement per relation after the row the change returned.
 */
export function reservationAsNow<Payload extends { reservation: Reservation }>(t: PayloadFields<Payload>, description: string) {
  return t.prismaField({
    type: 'Reservation',
    description,
    resolve: async (query, payload, _args, ctx) =>
      // An answer of the row's own fields needs no read: the change returned the row. Otherwise the
      // unread count comes with the row, as on the lists, instead of by a statement of its own.
      loadsRelations(query)
        ? ((await findFirstInOneStatement(ctx.services, 'Reservation', { ...query, where: { id: payload.reservation.id }, computed: unreadAlongside(ctx) })) ?? payload.reservation)
        : payload.reservation,
  });
}

/** Whether plugin-prisma's plan for a selection loads anything beyond the row's own fields. */
function loadsRelations(query: { include?: object; select?: object }): boolean {
  return [query.include, query.select].some((part) => part !== undefined && Object.values(part).some((value) => value !== true && value !== false && value !== undefined));
}
